package io.serbench.codec.protostuff;

import static org.assertj.core.api.Assertions.assertThat;

import io.protostuff.runtime.IdStrategy;
import io.protostuff.runtime.RuntimeEnv;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.testmodel.Order;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** protostuff's Java-serialization flags where the README prescribes them, and not elsewhere. */
class ProtostuffSetupTest {
  private static final int README_FLAGS =
      IdStrategy.PRESERVE_NULL_ELEMENTS
          | IdStrategy.MORPH_NON_FINAL_POJOS
          | IdStrategy.MORPH_COLLECTION_INTERFACES
          | IdStrategy.MORPH_MAP_INTERFACES;

  @ParameterizedTest
  @ValueSource(strings = {"protostuff-runtime", "protostuff-graph"})
  void create_protostuffModes_useTheReadmeFlagsForReplacingJavaSerialization(String id)
      throws Exception {
    assertThat(strategy(id).flags & README_FLAGS).isEqualTo(README_FLAGS);
  }

  @ParameterizedTest
  @ValueSource(strings = {"protobuf-runtime"})
  void create_protobufRuntime_keepsPlainProtobufSemantics(String id) throws Exception {
    assertThat(strategy(id)).isSameAs(RuntimeEnv.ID_STRATEGY);
    assertThat(strategy(id).flags & IdStrategy.MORPH_NON_FINAL_POJOS).isZero();
  }

  private static IdStrategy strategy(String id) throws Exception {
    return ((ProtostuffCodec<?>)
            CodecCatalog.create(id, new CodecContext(Order.class, List.of(Order.class))))
        .strategy;
  }
}
