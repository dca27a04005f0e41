package io.serbench.codec;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.google.gson.annotations.SerializedName;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The binding a model's own classes show, which the guess of the current codec starts from. */
class ModelBindingTest {
  public static class Plain {
    public String name;
  }

  public static class JacksonOrder {
    @JsonProperty("order_id")
    public String id;
  }

  public static class JacksonLine {
    @JsonProperty("sku")
    public String sku;
  }

  public static class GsonCharge {
    @SerializedName("amount_captured")
    public long amountCaptured;
  }

  @Test
  void generatedMessages_bindThroughProtobufJava_beforeAnyAnnotation() {
    assertThat(ModelBinding.of(List.of(JacksonOrder.class, com.google.protobuf.Api.class), false))
        .hasValueSatisfying(
            b -> {
              assertThat(b.codec()).isEqualTo("protobuf-java");
              assertThat(b.reason())
                  .isEqualTo("com.google.protobuf.Api is a protoc-generated message");
            });
  }

  @Test
  void annotations_nameTheirLibrary_theOneThatMarksMoreClassesWins() {
    assertThat(ModelBinding.of(List.of(Plain.class, GsonCharge.class), false))
        .hasValueSatisfying(
            b -> {
              assertThat(b.codec()).isEqualTo("gson");
              assertThat(b.reason())
                  .isEqualTo(
                      GsonCharge.class.getName() + " (@SerializedName) carries Gson's annotations");
            });
    assertThat(
            ModelBinding.of(
                List.of(JacksonOrder.class, JacksonLine.class, GsonCharge.class), false))
        .hasValueSatisfying(
            b -> {
              assertThat(b.codec()).isEqualTo("jackson-json");
              assertThat(b.reason()).startsWith("2 model classes carry Jackson's annotations");
            });
    // Jackson 3 shares Jackson 2's annotations: a project with Jackson 3 alone means jackson3-json
    assertThat(ModelBinding.of(List.of(JacksonOrder.class), true))
        .hasValueSatisfying(b -> assertThat(b.codec()).isEqualTo("jackson3-json"));
  }

  @Test
  void noBinding_orATie_isNoBinding() {
    assertThat(ModelBinding.of(List.of(Plain.class), false)).isEmpty();
    assertThat(ModelBinding.of(List.of(JacksonOrder.class, GsonCharge.class), false)).isEmpty();
  }
}
