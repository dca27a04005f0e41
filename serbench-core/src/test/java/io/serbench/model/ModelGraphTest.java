package io.serbench.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ModelGraphTest {
  static class Price {
    long cents;
  }

  static class Line {
    Price price;
  }

  static class Order {
    List<Line> lines;
    Map<String, Price> fees;
  }

  static class Refund {
    Price[] amounts;
  }

  interface Shape {}

  static class Circle implements Shape {
    double r;
  }

  static class Drawing {
    List<? extends Shape> shapes;
  }

  /** A helper outside the model that holds a model class. */
  static class Envelope {
    Line line;
  }

  static class Wrapped {
    Envelope envelope;
  }

  static class Ping {
    Pong pong;
  }

  static class Pong {
    Ping ping;
  }

  static class Node {
    Node parent;
    List<Node> children;
  }

  private static Map<Class<?>, ModelGraph.Role> roles(
      Map<Class<?>, String> messages, Class<?>... models) {
    return ModelGraph.of(List.of(models)).roles(messages).stream()
        .collect(Collectors.toMap(ModelGraph.Role::type, r -> r));
  }

  @Test
  void classesReachedThroughFieldsCollectionsMapsAndArrays_areParts() {
    var roles = roles(Map.of(), Order.class, Line.class, Price.class, Refund.class);

    assertThat(roles.get(Order.class).message()).isTrue();
    assertThat(roles.get(Order.class).reason()).isEqualTo("no other model class reaches it");
    assertThat(roles.get(Refund.class).message()).isTrue();
    assertThat(roles.get(Line.class).message()).isFalse();
    assertThat(roles.get(Line.class).reason()).isEqualTo("reached from Order via Order.lines");
    assertThat(roles.get(Price.class).message()).isFalse();
    assertThat(roles.get(Price.class).reason()).startsWith("reached from ");
  }

  @Test
  void aSubtypeOfAnAbstractFieldType_andAClassBehindAHelper_areParts() {
    var roles = roles(Map.of(), Drawing.class, Circle.class, Wrapped.class, Line.class);

    assertThat(roles.get(Circle.class).message()).isFalse();
    assertThat(roles.get(Circle.class).reason())
        .isEqualTo("reached from Drawing via Drawing.shapes (as Shape)");
    assertThat(roles.get(Line.class).reason())
        .isEqualTo("reached from Wrapped via Wrapped.envelope → Envelope.line");
  }

  @Test
  void aCycleThatNothingElseReaches_isAllMessages_andASelfReferenceIsNoPart() {
    var roles = roles(Map.of(), Ping.class, Pong.class, Node.class);

    assertThat(roles.get(Ping.class).message()).isTrue();
    assertThat(roles.get(Pong.class).message()).isTrue();
    assertThat(roles.get(Ping.class).reason()).contains("its own cycle");
    assertThat(roles.get(Node.class).message()).isTrue();
  }

  @Test
  void aClassGivenAsAMessage_staysOne_whateverReachesIt() {
    var roles = roles(Map.of(Line.class, "a factory sample"), Order.class, Line.class, Price.class);

    assertThat(roles.get(Line.class).message()).isTrue();
    assertThat(roles.get(Line.class).reason()).isEqualTo("a factory sample");
    // Price is still a part, and its reason names a message
    assertThat(roles.get(Price.class).message()).isFalse();
  }
}
