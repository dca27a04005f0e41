package io.serbench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.model.ModelTypes;
import io.serbench.sample.SampleSpec;
import io.serbench.testmodel.Order;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** What a warm benchmark's inputs hold. */
class RingAndWarmUpTest {
  private static final ClassLoader LOADER = RingAndWarmUpTest.class.getClassLoader();

  private static Codec codec(Class<?> type, Object sample) throws Exception {
    return CodecCatalog.create(
        "kryo", new CodecContext(type, ModelTypes.knownClasses(List.of(type), sample)));
  }

  /** A generated sample's ring: distinct instances and distinct bytes, each one decodable. */
  @Test
  void aGeneratedSample_cyclesThroughDistinctInstancesFromOtherSeeds() throws Exception {
    SampleSpec spec = SampleSpec.generated(Order.class, 42);
    Object first = spec.instantiate(LOADER);
    Codec kryo = codec(Order.class, first);

    Ring ring = Ring.of(kryo, spec, first, LOADER);

    assertThat(ring.values()).hasSize(Ring.SIZE);
    assertThat(ring.values()[0]).isSameAs(first);
    Set<Object> distinct = Set.of(ring.values());
    assertThat(distinct).hasSize(Ring.SIZE);
    Set<String> encodings =
        Arrays.stream(ring.bytes()).map(Arrays::toString).collect(Collectors.toSet());
    assertThat(encodings).hasSize(Ring.SIZE);
    for (int k = 0; k < Ring.SIZE; k++) {
      assertThat(kryo.decode(ring.bytes()[k]))
          .usingRecursiveComparison()
          .isEqualTo(ring.values()[k]);
    }
    // the same seed gives the same instance: every fork and every codec sees the same ring
    assertThat(spec.ringMember(3).instantiate(LOADER))
        .usingRecursiveComparison()
        .isEqualTo(ring.values()[3]);
  }
}
