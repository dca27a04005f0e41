package io.serbench.codec;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.model.ModelTypes;
import io.serbench.sample.SampleGenerator;
import io.serbench.testmodel.Fixtures;
import io.serbench.testmodel.Order;
import io.serbench.testmodel.Point;
import io.serbench.testmodel.TreeNode;
import io.serbench.verify.RoundTripOutcome;
import io.serbench.verify.RoundTripVerifier;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CodecRoundTripTest {
  private static final List<Class<?>> MODELS = List.of(Order.class, TreeNode.class, Point.class);

  @ParameterizedTest
  @ValueSource(
      strings = {
        "kryo",
        "kryo-registered",
        "fst",
        "fst-registered",
        "protostuff-runtime",
        "jackson-json",
        "msgpack",
        "jdk"
      })
  void verify_plainPojo_everyCodecRoundTripsEveryField(String id) {
    Order order = new SampleGenerator(7).generate(Order.class);

    RoundTripOutcome outcome = verify(id, Order.class, order);

    assertThat(outcome.failureMessage()).isEmpty();
    assertThat(outcome.passed()).isTrue();
    assertThat(outcome.sizeBytes()).isPositive();
    assertThat(outcome.deflatedBytes()).isPositive();
  }

  @ParameterizedTest
  @ValueSource(strings = {"kryo", "fst", "fst-registered", "jdk"})
  void verify_parentChildCycle_graphCodecsRestoreIdentity(String id) {
    RoundTripOutcome outcome = verify(id, TreeNode.class, Fixtures.tree());

    assertThat(outcome.failureMessage()).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"jackson-json", "msgpack", "kryo-registered", "protostuff-runtime"})
  void verify_parentChildCycle_treeCodecsFailWithOneLineReason(String id) {
    RoundTripOutcome outcome = verify(id, TreeNode.class, Fixtures.tree());

    assertThat(outcome.passed()).isFalse();
    assertThat(outcome.failure()).doesNotContain("\n").isNotBlank();
  }

  @ParameterizedTest
  @ValueSource(strings = {"kryo", "kryo-registered", "jackson-json", "msgpack", "jdk"})
  void verify_record_recordAwareCodecsPass(String id) {
    Point point = new SampleGenerator(3).generate(Point.class);

    assertThat(verify(id, Point.class, point).failureMessage()).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"fst", "protostuff-runtime"})
  void verify_record_librariesThatPredateRecordsFailWithReason(String id) {
    Point point = new SampleGenerator(3).generate(Point.class);

    RoundTripOutcome outcome = verify(id, Point.class, point);

    assertThat(outcome.passed()).isFalse();
    assertThat(outcome.failure()).containsAnyOf("record", "final");
  }

  private static RoundTripOutcome verify(String id, Class<?> root, Object sample) {
    CodecProvider provider = CodecCatalog.standard().find(id).orElseThrow();
    CodecContext context = new CodecContext(root, ModelTypes.knownClasses(MODELS));
    return RoundTripVerifier.verify(provider, context, sample);
  }
}
