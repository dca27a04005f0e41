package io.serbench.codec.protobuf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Api;
import com.google.protobuf.Message;
import com.google.protobuf.Value;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.probe.crosslanguage.CrossLanguageProbe;
import io.serbench.result.CapabilityResult;
import io.serbench.result.Verdict;
import io.serbench.testing.Generators;
import io.serbench.testmodel.Order;
import io.serbench.verify.DeepComparator;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * protobuf-java on generated messages, here the ones protobuf-java ships itself ({@code Api} with
 * nested messages, repeated fields and an enum; {@code Value} with a oneof that recurses through
 * maps).
 */
class ProtobufJavaTest {
  private static Codec codec(Class<?> type) throws Exception {
    return CodecCatalog.create("protobuf-java", new CodecContext(type, List.of(type)));
  }

  @ParameterizedTest
  @ValueSource(classes = {Api.class, Value.class})
  void generatedMessage_isFilledByDescriptor_andRoundTripsThroughTheGeneratedParser(Class<?> type)
      throws Exception {
    Message sample = (Message) Generators.seeded(7, 3, 12).generate(type);
    Codec codec = codec(type);

    byte[] bytes = codec.encode(sample);
    Object back = codec.decode(bytes);

    assertThat(sample.getAllFields()).isNotEmpty();
    assertThat(back).isEqualTo(sample);
    assertThat(DeepComparator.compare(sample, back, 10)).isEmpty();
    assertThat(bytes).isEqualTo(sample.toByteArray());
  }

  @ParameterizedTest
  @ValueSource(classes = {Api.class, Value.class})
  void crossLanguage_readsTheBytesWithTheDescriptorAlone(Class<?> type) throws Exception {
    Message sample = (Message) Generators.seeded(11, 2, 8).generate(type);

    CapabilityResult read =
        CrossLanguageProbe.check("protobuf-message", true, codec(type).encode(sample), sample);

    assertThat(read.measured()).as(read.evidence()).isEqualTo(Verdict.PASS);
    assertThat(read.evidence()).contains("DynamicMessage").contains("matched all");
  }

  @org.junit.jupiter.api.Test
  void crossLanguage_otherBytes_fail() throws Exception {
    Api sample = (Api) Generators.seeded(11, 2, 8).generate(Api.class);
    Api other = sample.toBuilder().setName(sample.getName() + "!").build();

    CapabilityResult read =
        CrossLanguageProbe.check("protobuf-message", true, other.toByteArray(), sample);

    assertThat(read.measured()).isEqualTo(Verdict.FAIL);
  }

  @org.junit.jupiter.api.Test
  void plainClass_failsWithItsReason_andDoesNotCallForTheCodec() throws Exception {
    CodecProvider provider = CodecCatalog.standard().find("protobuf-java").orElseThrow();

    assertThatThrownBy(() -> codec(Order.class))
        .hasMessageContaining("is not a generated protobuf message");
    assertThat(provider.appliesTo(List.of(Order.class))).isFalse();
    assertThat(provider.appliesTo(List.of(Order.class, Api.class))).isTrue();
    assertThat(CodecCatalog.standard().defaultIds()).doesNotContain("protobuf-java");
  }
}
