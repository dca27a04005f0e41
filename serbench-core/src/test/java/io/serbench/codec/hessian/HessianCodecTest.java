package io.serbench.codec.hessian;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.testmodel.Fixtures;
import io.serbench.testmodel.TreeNode;
import java.lang.reflect.Field;
import java.util.List;
import org.junit.jupiter.api.Test;

/** hessian reuses its streams per codec instance, as hessian-lite's users do. */
class HessianCodecTest {
  @Test
  void oneOutputAndOneInput_serveEveryMessage_withTheirReferencesResetBetweenMessages()
      throws Exception {
    Codec codec = new HessianProvider().create(new CodecContext(TreeNode.class, List.of()));
    Object out = field(codec, "out");
    Object in = field(codec, "in");
    TreeNode tree = Fixtures.tree();

    byte[] first = codec.encode(tree);
    byte[] second = codec.encode(tree);
    TreeNode back = (TreeNode) codec.decode(second);
    TreeNode again = (TreeNode) codec.decode(first);

    // a reference table kept across messages would write the second message as back-references
    assertThat(second).isEqualTo(first);
    assertThat(back).usingRecursiveComparison().isEqualTo(tree);
    assertThat(again).usingRecursiveComparison().isEqualTo(tree);
    assertThat(field(codec, "out")).isSameAs(out);
    assertThat(field(codec, "in")).isSameAs(in);
  }

  private static Object field(Object owner, String name) throws ReflectiveOperationException {
    Field field = owner.getClass().getDeclaredField(name);
    field.setAccessible(true);
    return field.get(owner);
  }
}
