package io.serbench.codec;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.sample.SampleSpec;
import io.serbench.testmodel.Order;
import io.serbench.testmodel.Point;
import io.serbench.testmodel.TreeNode;
import io.serbench.verify.IsolatedVerification;
import io.serbench.verify.RoundTripOutcome;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class CodecRoundTripTest {
  private static final List<Class<?>> MODELS = List.of(Order.class, TreeNode.class, Point.class);

  @ParameterizedTest
  @MethodSource("io.serbench.codec.CodecCatalogTest#catalog")
  void verify_plainPojo_everyCodecRoundTripsEveryField(String id) throws Exception {
    RoundTripOutcome outcome = verify(id, SampleSpec.generated(Order.class, 7));

    assertThat(outcome.failureMessage()).isEmpty();
    assertThat(outcome.passed()).isTrue();
    assertThat(outcome.sizeBytes()).isPositive();
    assertThat(outcome.deflatedBytes()).isPositive();
  }

  @ParameterizedTest
  @ValueSource(strings = {"kryo", "kryo-compatible", "fst", "jdk", "fory"})
  void verify_parentChildCycle_graphCodecsRestoreIdentity(String id) throws Exception {
    RoundTripOutcome outcome =
        verify(id, SampleSpec.factory("io.serbench.testmodel.Fixtures#tree", TreeNode.class));

    assertThat(outcome.failureMessage()).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "jackson-json",
        "jackson-cbor",
        "msgpack",
        "kryo-flat",
        "kryo-registered",
        "fst-flat",
        "fst-registered",
        "protostuff-runtime",
        "fory-registered"
      })
  void verify_parentChildCycle_treeCodecsFailWithOneLineReason(String id) throws Exception {
    RoundTripOutcome outcome =
        verify(id, SampleSpec.factory("io.serbench.testmodel.Fixtures#tree", TreeNode.class));

    assertThat(outcome.passed()).isFalse();
    assertThat(outcome.failure()).doesNotContain("\n").isNotBlank();
  }

  @ParameterizedTest
  @ValueSource(strings = {"kryo", "kryo-registered", "jackson-json", "msgpack", "jdk"})
  void verify_record_recordAwareCodecsPass(String id) throws Exception {
    assertThat(verify(id, SampleSpec.generated(Point.class, 3)).failureMessage()).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"fst", "protostuff-runtime"})
  void verify_record_librariesThatPredateRecordsFailWithReason(String id) throws Exception {
    RoundTripOutcome outcome = verify(id, SampleSpec.generated(Point.class, 3));

    assertThat(outcome.passed()).isFalse();
    assertThat(outcome.failure()).containsAnyOf("record", "final");
  }

  /** Each codec in a class loader of its own, as the worker verifies it. */
  private static RoundTripOutcome verify(String id, SampleSpec sample) throws Exception {
    List<String> models = MODELS.stream().map(Class::getName).toList();
    return IsolatedVerification.verify(
            id, models, List.of(sample), System.getProperty("java.class.path"))
        .get(0);
  }
}
