package io.serbench.codec.fastjson;

import static org.assertj.core.api.Assertions.assertThat;

import com.alibaba.fastjson2.JSONB;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.testmodel.Fixtures;
import io.serbench.testmodel.MediaContent;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * fastjson2 with prebuilt contexts: field-based binding in both modes, arrays in the positional.
 */
class Fastjson2SetupTest {
  private static Fastjson2Providers.Fastjson2Codec codec(String id) throws Exception {
    return (Fastjson2Providers.Fastjson2Codec)
        CodecCatalog.create(id, new CodecContext(MediaContent.class, List.of(MediaContent.class)));
  }

  /** A class with private fields and no accessors: only field-based binding sees its values. */
  public static final class Hidden {
    private int count = 7;
    private String label = "seven";

    public Hidden() {}

    Hidden(int count, String label) {
      this.count = count;
      this.label = label;
    }
  }

  @Test
  void bothModes_bindFields_andOnlyThePositionalModeWritesBeansAsArrays() throws Exception {
    Hidden hidden = new Hidden(42, "answer");
    var object = codec("fastjson2-jsonb");
    var array = codec("fastjson2-jsonb-array");

    assertThat(JSONB.toJSONString(object.encode(Fixtures.media1())))
        .startsWith("{")
        .contains("\"persons\"");
    assertThat(JSONB.toJSONString(array.encode(Fixtures.media1()))).startsWith("[");
    for (String id : List.of("fastjson2-jsonb", "fastjson2-jsonb-array")) {
      io.serbench.codec.Codec codec = codecFor(id);
      Hidden read = (Hidden) codec.decode(codec.encode(hidden));
      assertThat(read.count).as(id).isEqualTo(42);
      assertThat(read.label).as(id).isEqualTo("answer");
    }
  }

  private static io.serbench.codec.Codec codecFor(String id) throws Exception {
    return CodecCatalog.create(id, new CodecContext(Hidden.class, List.of(Hidden.class)));
  }

  @Test
  void positional_writesArraysAndReadsThemBack() throws Exception {
    var codec = codec("fastjson2-jsonb-array");
    byte[] bytes = codec.encode(Fixtures.media1());

    assertThat(JSONB.toJSONString(bytes)).startsWith("[").doesNotContain("persons");
    assertThat(codec.encode(codec.decode(bytes))).isEqualTo(bytes);
  }

  /** JSON through the write context keeps FieldBased (JSON.toJSONBytes with a context does not). */
  @Test
  void json_throughTheContext_writesEveryField() throws Exception {
    String json = new String(codec("fastjson2").encode(Fixtures.media1()), "UTF-8");

    assertThat(json).contains("\"persons\":[\"Bill Gates\",\"Steve Jobs\"]").hasSize(486);
  }
}
