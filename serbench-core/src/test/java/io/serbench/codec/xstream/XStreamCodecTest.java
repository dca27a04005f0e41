package io.serbench.codec.xstream;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.model.ModelTypes;
import io.serbench.testmodel.MediaContent;
import io.serbench.testmodel.TreeNode;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** xstream writes compact XML, as its FAQ and jvm-serializers write it. */
class XStreamCodecTest {
  @Test
  void encode_writesNoWhitespaceBetweenElements_andStillRoundTripsACycle() throws Exception {
    TreeNode root = new TreeNode("root");
    root.add(new TreeNode("child"));
    Codec codec =
        new XStreamProvider()
            .create(
                new CodecContext(TreeNode.class, ModelTypes.knownClasses(List.of(TreeNode.class))));

    String xml = new String(codec.encode(root), StandardCharsets.UTF_8);

    assertThat(xml).doesNotContain("\n").doesNotContain("> <").doesNotContain(">  <");
    assertThat(xml).startsWith("<io.serbench.testmodel.TreeNode><name>root</name>");
    TreeNode back = (TreeNode) codec.decode(xml.getBytes(StandardCharsets.UTF_8));
    assertThat(back).usingRecursiveComparison().isEqualTo(root);
  }

  @Test
  void mediaContent_isThePrettyPrintedXmlWithoutItsWhitespace() throws Exception {
    CodecContext context =
        new CodecContext(MediaContent.class, ModelTypes.knownClasses(List.of(MediaContent.class)));
    Object media = io.serbench.testmodel.Fixtures.media1();

    String compact =
        new String(new XStreamProvider().create(context).encode(media), StandardCharsets.UTF_8);
    String pretty = XStreamProvider.XStreamCodec.configured(context, true).toXML(media);

    assertThat(compact.length()).isLessThan(pretty.length());
    assertThat(compact).isEqualTo(pretty.replaceAll(">\\s+<", "><"));
  }
}
