package io.serbench.codec;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.sample.SampleSpec;
import io.serbench.testmodel.Bag;
import io.serbench.testmodel.Ledger;
import io.serbench.testmodel.MediaContent;
import io.serbench.testmodel.Order;
import io.serbench.testmodel.Point;
import io.serbench.testmodel.Shipment;
import io.serbench.testmodel.TreeNode;
import io.serbench.verify.IsolatedVerification;
import io.serbench.verify.RoundTripOutcome;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class CodecRoundTripIT {
  private static final List<Class<?>> MODELS =
      List.of(
          Order.class,
          TreeNode.class,
          Point.class,
          Ledger.class,
          Bag.class,
          MediaContent.class,
          Shipment.class);

  /**
   * Codecs that cannot carry {@link Order} by their nature, with the reason they give: XML element
   * names cannot hold a map key with a space, DSL-JSON's runtime analysis binds public fields and
   * accessors only, so it writes none of Order's private fields and says nothing, and avaje-jsonb
   * binds only classes its annotation processor generated adapters for.
   */
  private static final java.util.Map<String, String> LIMITS =
      java.util.Map.of(
          "jackson-xml", "Invalid name character ' '",
          "dsl-json", "differs at id",
          "dsl-json-array", "array format only",
          "protobuf-java", "not a generated protobuf message",
          "avro-specific", "is not an Avro SpecificRecord",
          "avaje-jsonb", "avaje-jsonb has no generated adapter for io.serbench.testmodel.Order",
          // FST's unshared streams skip readObject hooks: BigDecimal's restores its value
          "fst-flat", "differs at items[0].price: 14562.39 -> 0.00",
          "fst-registered", "differs at items[0].price: 14562.39 -> 0.00");

  @ParameterizedTest
  @MethodSource("io.serbench.codec.CodecCatalogTest#catalog")
  void verify_plainPojo_everyCodecRoundTripsEveryField(String id) throws Exception {
    RoundTripOutcome outcome = verify(id, SampleSpec.generated(Order.class, 7));

    if (LIMITS.containsKey(id)) {
      assertThat(outcome.passed()).isFalse();
      assertThat(outcome.failure()).contains(LIMITS.get(id));
      return;
    }
    assertThat(outcome.failure()).isNull();
    assertThat(outcome.passed()).isTrue();
    assertThat(outcome.sizeBytes()).isPositive();
    assertThat(outcome.deflatedBytes()).isPositive();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "kryo",
        "kryo-registered-graph",
        "kryo-compatible",
        "fst",
        "jdk",
        "fory",
        "fory-registered-graph",
        "fory-compatible"
      })
  void verify_parentChildCycle_graphCodecsRestoreIdentity(String id) throws Exception {
    RoundTripOutcome outcome =
        verify(id, SampleSpec.factory("io.serbench.testmodel.Fixtures#tree", TreeNode.class));

    assertThat(outcome.failure()).isNull();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "jackson-json",
        "jackson-cbor",
        "msgpack",
        "kryo-flat",
        "kryo-registered",
        "kryo-registered-unsafe",
        "fst-flat",
        "fst-registered",
        "protostuff-runtime",
        "fory-registered",
        "kryo-compatible-flat",
        "fory-compatible-flat"
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
    assertThat(verify(id, SampleSpec.generated(Point.class, 3)).failure()).isNull();
  }

  @ParameterizedTest
  @ValueSource(strings = {"fst", "protostuff-runtime"})
  void verify_record_librariesThatPredateRecordsFailWithReason(String id) throws Exception {
    RoundTripOutcome outcome = verify(id, SampleSpec.generated(Point.class, 3));

    assertThat(outcome.passed()).isFalse();
    assertThat(outcome.failure()).containsAnyOf("record", "final");
  }

  @ParameterizedTest
  @ValueSource(strings = {"msgpack", "jackson-json", "jackson-cbor", "jackson-smile"})
  void verify_moneyAndTimestamps_jacksonCodecsKeepScaleAndNanos(String id) throws Exception {
    // BigDecimal 10.50 (scale 2), an Instant with nanoseconds, a LocalDate and a list of lines:
    // msgpack needs its README's two settings for the first two
    RoundTripOutcome outcome =
        verify(id, SampleSpec.factory("io.serbench.testmodel.Fixtures#ledger", Ledger.class));

    assertThat(outcome.failure()).isNull();
  }

  @ParameterizedTest
  @ValueSource(strings = {"protostuff-runtime", "protostuff-graph"})
  void verify_nullElementsAndSortedCollections_protostuffWithTheReadmeFlags(String id)
      throws Exception {
    // a List with a null, a TreeSet behind a Set field and a TreeMap behind a Map field
    RoundTripOutcome outcome =
        verify(id, SampleSpec.factory("io.serbench.testmodel.Fixtures#bag", Bag.class));

    assertThat(outcome.failure()).isNull();
  }

  @Test
  void verify_mediaContent_schemaConsistentForyIsSmallerThanCompatibleFory() throws Exception {
    SampleSpec media =
        SampleSpec.factory("io.serbench.testmodel.Fixtures#media1", MediaContent.class);

    RoundTripOutcome consistent = verify("fory", media);
    RoundTripOutcome compatible = verify("fory-compatible", media);

    assertThat(consistent.failure()).isNull();
    assertThat(compatible.failure()).isNull();
    assertThat(consistent.sizeBytes())
        .as("compatible mode writes field metadata into every message")
        .isLessThan(compatible.sizeBytes());
  }

  @ParameterizedTest
  @ValueSource(strings = {"kryo-flat", "jackson-json", "fory-registered"})
  void verify_sharedReferenceCopied_passesWithASharingNote(String id) throws Exception {
    // every value comes back; identity is what the graph constraint and its probe are about
    RoundTripOutcome outcome =
        verify(id, SampleSpec.factory("io.serbench.testmodel.Fixtures#sharedLine", Shipment.class));

    assertThat(outcome.passed()).as(String.valueOf(outcome.failure())).isTrue();
    assertThat(outcome.sharingLost()).isTrue();
    assertThat(outcome.differences())
        .extracting(Object::toString)
        .containsExactly("packed: sharing lost shared instance -> separate copy");
  }

  @ParameterizedTest
  @ValueSource(strings = {"kryo", "fory", "jdk"})
  void verify_sharedReferenceKept_passesWithoutANote(String id) throws Exception {
    RoundTripOutcome outcome =
        verify(id, SampleSpec.factory("io.serbench.testmodel.Fixtures#sharedLine", Shipment.class));

    assertThat(outcome.passed()).isTrue();
    assertThat(outcome.sharingLost()).isFalse();
    assertThat(outcome.differences()).isEmpty();
  }

  /** Each codec in a class loader of its own, as the worker verifies it. */
  /**
   * jvm-serializers' published sizes of media.1 (2014 results page, ../shared/reference) for the
   * systems whose field set is the same as serbench's: text formats that write no null field.
   */
  @ParameterizedTest
  @org.junit.jupiter.params.provider.CsvSource({
    "gson, 486",
    "fastjson2, 486",
    "protostuff-json, 469",
  })
  void verify_mediaContent_sizesMatchTheJvmSerializersTables(String id, int published)
      throws Exception {
    SampleSpec media =
        SampleSpec.factory("io.serbench.testmodel.Fixtures#media1", MediaContent.class);

    RoundTripOutcome outcome = verify(id, media);

    assertThat(outcome.failure()).isNull();
    assertThat(outcome.sizeBytes()).isEqualTo(published);
  }

  @Test
  void verify_mediaContent_jbossRiverIsNearItsPublishedSize() throws Exception {
    // jvm-serializers: jboss-marshalling-river 694 bytes, with a class table 298
    SampleSpec media =
        SampleSpec.factory("io.serbench.testmodel.Fixtures#media1", MediaContent.class);

    assertThat(verify("jboss-river", media).sizeBytes()).isBetween(660, 730);
    assertThat(verify("jboss-river-registered", media).sizeBytes()).isBetween(270, 315);
  }

  private static RoundTripOutcome verify(String id, SampleSpec sample) throws Exception {
    List<String> models = MODELS.stream().map(Class::getName).toList();
    return IsolatedVerification.verify(
            id, models, List.of(sample), System.getProperty("java.class.path"))
        .get(0);
  }
}
