package io.serbench.codec.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.testmodel.Account;
import io.serbench.testmodel.Fixtures;
import io.serbench.testmodel.MediaContent;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Jackson 2 and 3 bind a class the way it is written (public accessors where it has them, fields
 * where it has none, no computed getter), and the positional modes write arrays.
 */
class JacksonBindingTest {
  private static Codec codec(String id, Class<?> type) throws Exception {
    return CodecCatalog.create(id, new CodecContext(type, List.of(type)));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "jackson-json",
        "jackson3-json",
        "jackson-json-afterburner",
        "jackson-json-blackbird",
        "jackson3-json-blackbird"
      })
  void json_beanWithAccessors_bindsThroughThemAndSkipsComputedGetters(String id) throws Exception {
    Account account = new Account();
    account.setOwner("ada");
    account.setBalanceCents(1250);
    Codec codec = codec(id, Account.class);

    String json = new String(codec.encode(account), StandardCharsets.UTF_8);
    Account back =
        (Account)
            codec.decode(
                "{\"owner\":\"  grace \",\"balanceCents\":7}".getBytes(StandardCharsets.UTF_8));

    assertThat(json).contains("\"owner\":\"ada\"").contains("\"balanceCents\":1250");
    assertThat(json).as("a computed getter is not part of the message").doesNotContain("display");
    assertThat(back.getOwner()).as("the setter ran").isEqualTo("grace");
  }

  @ParameterizedTest
  @ValueSource(strings = {"jackson-json-array", "msgpack-array", "jackson-cbor-array"})
  void positional_mediaContent_roundTripsWithoutPropertyNames(String id) throws Exception {
    MediaContent media = Fixtures.media1();
    Codec codec = codec(id, MediaContent.class);

    byte[] bytes = codec.encode(media);

    assertThat(new String(bytes, StandardCharsets.ISO_8859_1)).doesNotContain("persons");
    assertThat(codec.encode(codec.decode(bytes))).isEqualTo(bytes);
  }

  /**
   * media.1 sizes: a positional mode is the smallest encoding of its format (jvm-serializers 2014
   * has no array rows for Jackson; its msgpack-databind, msgpack 0.6's array layout with enums as
   * ordinals, is 233 bytes; serbench's msgpack-array is 245, 12 bytes more, of which the three
   * enums written by name account for 14).
   */
  @ParameterizedTest
  @CsvSource({
    "jackson-json, jackson-json-array, 503, 298",
    "jackson-smile, jackson-smile-array, 364, 253",
    "jackson-cbor, jackson-cbor-array, 407, 250",
    "msgpack, msgpack-array, 402, 245",
    "fastjson2-jsonb, fastjson2-jsonb-array, 374, 224",
    "jackson-json, jackson3-json, 503, 503",
    "jackson3-json, jackson3-json-blackbird, 503, 503",
  })
  void mediaContent_sizes(String objectMode, String other, int objectSize, int otherSize)
      throws Exception {
    MediaContent media = Fixtures.media1();

    assertThat(codec(objectMode, MediaContent.class).encode(media)).hasSize(objectSize);
    assertThat(codec(other, MediaContent.class).encode(media)).hasSize(otherSize);
  }
}
