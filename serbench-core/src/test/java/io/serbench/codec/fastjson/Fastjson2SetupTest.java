package io.serbench.codec.fastjson;

import static org.assertj.core.api.Assertions.assertThat;

import com.alibaba.fastjson2.JSONB;
import com.alibaba.fastjson2.JSONWriter;
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

  @Test
  void contexts_areFieldBased_andOnlyThePositionalModeWritesBeansAsArrays() throws Exception {
    JSONWriter.Context object = codec("fastjson2-jsonb").writeContext();
    JSONWriter.Context array = codec("fastjson2-jsonb-array").writeContext();

    assertThat(object.isEnabled(JSONWriter.Feature.FieldBased)).isTrue();
    assertThat(object.isEnabled(JSONWriter.Feature.BeanToArray)).isFalse();
    assertThat(array.isEnabled(JSONWriter.Feature.FieldBased)).isTrue();
    assertThat(array.isEnabled(JSONWriter.Feature.BeanToArray)).isTrue();
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
