package io.serbench.codec.fory;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.testmodel.Order;
import java.util.List;
import org.apache.fory.config.Config;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each Fory id is built as it says: Fory 1.6 turns compatible mode on unless it is set. */
class ForySetupTest {
  @ParameterizedTest
  @CsvSource({
    "fory,                  false, true,  false",
    "fory-registered,       false, false, true",
    "fory-registered-graph, false, true,  true",
    "fory-compatible,       true,  true,  false"
  })
  void create_eachId_hasItsCompatibleReferenceAndRegistrationSettings(
      String id, boolean compatible, boolean references, boolean registration) throws Exception {
    Config config = config(id);

    assertThat(config.isCompatible()).as("compatible mode").isEqualTo(compatible);
    assertThat(config.trackingRef()).as("reference tracking").isEqualTo(references);
    assertThat(config.requireClassRegistration()).as("registration").isEqualTo(registration);
    assertThat(config.isScopedMetaShareEnabled()).as("scoped meta share").isEqualTo(compatible);
  }

  private static Config config(String id) throws Exception {
    ForyCodec codec =
        (ForyCodec) CodecCatalog.create(id, new CodecContext(Order.class, List.of(Order.class)));
    return codec.fory().getConfig();
  }
}
