package io.serbench.codec.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.codec.JacksonMappers;
import io.serbench.testmodel.Ledger;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.value.ValueType;

/** Each Jackson codec binds fields with pre-bound readers; msgpack as its README recommends. */
class JacksonSetupTest {
  private static JacksonCodec codec(String id) throws Exception {
    return (JacksonCodec)
        CodecCatalog.create(id, new CodecContext(Ledger.class, List.of(Ledger.class)));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "jackson-json",
        "jackson-smile",
        "jackson-cbor",
        "msgpack",
        "jackson-xml",
        "jackson-yaml",
        "jackson-ion",
        "bson",
        "jackson-json-afterburner",
        "jackson-json-blackbird"
      })
  void create_everyJacksonCodec_skipsUnknownPropertiesAndIsBoundToTheRootType(String id)
      throws Exception {
    JacksonCodec codec = codec(id);

    assertThat(codec.reader().isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES))
        .isFalse();
    assertThat(codec.reader().getValueType().getRawClass()).isEqualTo(Ledger.class);
  }

  @Test
  void extendedFormats_areSetUpAsTheirDocumentationSays() throws Exception {
    var xml =
        (com.fasterxml.jackson.dataformat.xml.XmlFactory)
            codec("jackson-xml").writer().getFactory();
    assertThat(xml.getXMLInputFactory())
        .isInstanceOf(com.fasterxml.aalto.stax.InputFactoryImpl.class);
    assertThat(xml.getXMLOutputFactory())
        .isInstanceOf(com.fasterxml.aalto.stax.OutputFactoryImpl.class);

    var ion =
        (com.fasterxml.jackson.dataformat.ion.IonFactory)
            codec("jackson-ion").writer().getFactory();
    assertThat(ion.createBinaryWriters()).isTrue();

    var bson = (de.undercouch.bson4jackson.BsonFactory) codec("bson").writer().getFactory();
    assertThat(
            bson.isEnabled(
                de.undercouch.bson4jackson.BsonGenerator.Feature.WRITE_BIGDECIMALS_AS_STRINGS))
        .isTrue();
  }

  @Test
  void msgpack_bigDecimal_isWrittenAsAString() throws Exception {
    byte[] bytes =
        codec("msgpack")
            .writer()
            .forType(BigDecimal.class)
            .writeValueAsBytes(new BigDecimal("10.50"));

    try (MessageUnpacker unpacker = MessagePack.newDefaultUnpacker(bytes)) {
      assertThat(unpacker.getNextFormat().getValueType()).isEqualTo(ValueType.STRING);
      assertThat(unpacker.unpackString()).isEqualTo("10.50");
    }
  }

  @Test
  void msgpack_instant_isWrittenAsTheTimestampExtension() throws Exception {
    byte[] bytes =
        codec("msgpack")
            .writer()
            .forType(Instant.class)
            .writeValueAsBytes(Instant.parse("2026-01-02T03:04:05.000000006Z"));

    try (MessageUnpacker unpacker = MessagePack.newDefaultUnpacker(bytes)) {
      assertThat(unpacker.getNextFormat().getValueType()).isEqualTo(ValueType.EXTENSION);
      assertThat(unpacker.unpackTimestamp())
          .isEqualTo(Instant.parse("2026-01-02T03:04:05.000000006Z"));
    }
  }

  /** A Spring Boot 3 service's Jackson 2 mapper: its three modules, ISO dates, fast parsers. */
  @Test
  void jacksonJson_isSetUpAsSpringBoot3RunsJackson2() throws Exception {
    JacksonCodec codec =
        (JacksonCodec)
            CodecCatalog.create(
                "jackson-json", new CodecContext(Dated.class, List.of(Dated.class)));
    com.fasterxml.jackson.databind.ObjectMapper mapper =
        JacksonMappers.bindProperties(new com.fasterxml.jackson.databind.ObjectMapper());

    assertThat(mapper.getRegisteredModuleIds())
        .contains(
            new com.fasterxml.jackson.datatype.jdk8.Jdk8Module().getTypeId(),
            new com.fasterxml.jackson.datatype.jsr310.JavaTimeModule().getTypeId(),
            new com.fasterxml.jackson.module.paramnames.ParameterNamesModule().getTypeId());
    assertThat(
            codec
                .writer()
                .isEnabled(
                    com.fasterxml.jackson.databind.SerializationFeature.WRITE_DATES_AS_TIMESTAMPS))
        .isFalse();
    assertThat(
            codec
                .reader()
                .isEnabled(com.fasterxml.jackson.core.StreamReadFeature.USE_FAST_DOUBLE_PARSER))
        .isTrue();
    String json =
        new String(
            codec.encode(
                new Dated(
                    java.time.LocalDate.of(2024, 2, 29),
                    java.util.Optional.of("x"),
                    new java.util.Date(0))),
            java.nio.charset.StandardCharsets.UTF_8);
    assertThat(json).contains("\"2024-02-29\"").contains("\"x\"").contains("1970-01-01T00:00:00");
  }

  /** java.time, an Optional and a java.util.Date. */
  public static final class Dated {
    public java.time.LocalDate day;
    public java.util.Optional<String> note;
    public java.util.Date at;

    public Dated() {}

    Dated(java.time.LocalDate day, java.util.Optional<String> note, java.util.Date at) {
      this.day = day;
      this.note = note;
      this.at = at;
    }
  }
}
