package io.serbench.codec.gson;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** gson is set up as Gson.toJson and Gson.fromJson would run it. */
class GsonCodecTest {
  static class Readings {
    double missing = Double.NaN;
    float hot = Float.POSITIVE_INFINITY;
    Double cold = Double.NEGATIVE_INFINITY;
    double plain = 1.5;
  }

  @Test
  void nanAndInfinities_roundTrip_asGsonsUserGuideAllowsWithSpecialFloatingPointValues()
      throws Exception {
    Codec codec = new GsonProvider().create(new CodecContext(Readings.class, List.of()));

    byte[] bytes = codec.encode(new Readings());
    Readings back = (Readings) codec.decode(bytes);

    assertThat(new String(bytes, StandardCharsets.UTF_8))
        .isEqualTo("{\"missing\":NaN,\"hot\":Infinity,\"cold\":-Infinity,\"plain\":1.5}");
    assertThat(back.missing).isNaN();
    assertThat(back.hot).isEqualTo(Float.POSITIVE_INFINITY);
    assertThat(back.cold).isEqualTo(Double.NEGATIVE_INFINITY);
    assertThat(back.plain).isEqualTo(1.5);
  }

  static class Note {
    String text = "café ✓ 𝄞";
  }

  @Test
  void encode_isToJsonAsUtf8_andDecodeReadsItThroughAString() throws Exception {
    Codec codec = new GsonProvider().create(new CodecContext(Note.class, List.of()));

    byte[] bytes = codec.encode(new Note());
    Note back = (Note) codec.decode(bytes);

    assertThat(bytes)
        .isEqualTo(new com.google.gson.Gson().toJson(new Note()).getBytes(StandardCharsets.UTF_8));
    assertThat(back.text).isEqualTo("café ✓ 𝄞");
  }
}
