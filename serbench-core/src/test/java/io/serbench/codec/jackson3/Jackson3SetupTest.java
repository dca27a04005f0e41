package io.serbench.codec.jackson3;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.testmodel.Ledger;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;

/** Jackson 3 keeps its own defaults, with the binding and unknown-property rule of Jackson 2. */
class Jackson3SetupTest {
  @ParameterizedTest
  @ValueSource(strings = {"jackson3-json", "jackson3-smile", "jackson3-cbor"})
  void create_skipsUnknownPropertiesKeepsJackson3DefaultsAndIsBound(String id) throws Exception {
    Jackson3Codec codec =
        (Jackson3Codec)
            CodecCatalog.create(id, new CodecContext(Ledger.class, List.of(Ledger.class)));

    assertThat(codec.reader().isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES))
        .isFalse();
    assertThat(codec.reader().getConfig().isEnabled(MapperFeature.REQUIRE_SETTERS_FOR_GETTERS))
        .isTrue();
    // Jackson 3's own default, kept: what moving to Jackson 3 changes is Jackson's choice
    assertThat(codec.writer().getConfig().isEnabled(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY))
        .isTrue();
    assertThat(codec.reader().getValueType().getRawClass()).isEqualTo(Ledger.class);
  }

  /** Jackson 2 and 3 live in different packages: one loader holds both, and each reads its own. */
  @org.junit.jupiter.api.Test
  void jackson2AndJackson3_inOneLoader_eachRoundTripsTheSameMessage() throws Exception {
    io.serbench.testmodel.MediaContent media = io.serbench.testmodel.Fixtures.media1();
    CodecContext context =
        new CodecContext(
            io.serbench.testmodel.MediaContent.class,
            List.of(io.serbench.testmodel.MediaContent.class));
    var two = CodecCatalog.create("jackson-json", context);
    var three = CodecCatalog.create("jackson3-json", context);

    assertThat(two.getClass().getClassLoader()).isSameAs(three.getClass().getClassLoader());
    assertThat(three.encode(three.decode(three.encode(media)))).isEqualTo(three.encode(media));
    assertThat(two.encode(two.decode(two.encode(media)))).isEqualTo(two.encode(media));
    // the same message: Jackson 2 reads what Jackson 3 wrote
    assertThat(two.encode(two.decode(three.encode(media)))).isEqualTo(two.encode(media));
  }
}
