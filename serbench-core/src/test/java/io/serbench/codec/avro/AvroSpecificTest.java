package io.serbench.codec.avro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.ModelBinding;
import io.serbench.probe.crosslanguage.CrossLanguageProbe;
import io.serbench.result.Verdict;
import io.serbench.verify.DeepComparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** avro-specific: a generated record through its own schema, joining the run by itself. */
class AvroSpecificTest {
  private static CodecProvider provider() {
    return CodecCatalog.load(AvroSpecificTest.class.getClassLoader())
        .find("avro-specific")
        .orElseThrow();
  }

  @Test
  void aGeneratedRecord_roundTripsThroughItsOwnSchema_andOtherLanguagesReadIt() throws Exception {
    GeneratedReading reading = new GeneratedReading("boiler", 71, null);
    Codec codec =
        provider()
            .create(new CodecContext(GeneratedReading.class, List.of(GeneratedReading.class)));

    byte[] bytes = codec.encode(reading);

    assertThat(DeepComparator.compare(reading, codec.decode(bytes), 5)).isEmpty();
    var cross =
        CrossLanguageProbe.check(
            "avro",
            true,
            bytes,
            reading,
            ((io.serbench.codec.SchemaResolvingCodec) codec).writerSchema());
    assertThat(cross.measured()).as(cross.evidence()).isEqualTo(Verdict.PASS);
  }

  @Test
  void itJoinsOnlyAModelWithGeneratedRecords_andIsTheModelsBinding() {
    assertThat(provider().appliesTo(List.of(GeneratedReading.class))).isTrue();
    assertThat(provider().appliesTo(List.of(String.class))).isFalse();
    assertThat(ModelBinding.of(List.of(GeneratedReading.class), false))
        .map(ModelBinding::codec)
        .contains("avro-specific");
  }

  @Test
  void aPlainClass_isRefusedWithTheReason() {
    assertThatThrownBy(() -> provider().create(new CodecContext(String.class, List.of())))
        .hasMessageContaining("is not an Avro SpecificRecord");
  }
}
