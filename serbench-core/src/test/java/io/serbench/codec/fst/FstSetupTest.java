package io.serbench.codec.fst;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.testmodel.Order;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nustaq.serialization.FSTConfiguration;

/** Each FST id is built as it says. */
class FstSetupTest {
  @ParameterizedTest
  @CsvSource({"fst, true, false", "fst-flat, false, false", "fst-registered, false, true"})
  void create_eachId_hasItsSharingAndRegistration(String id, boolean sharing, boolean registered)
      throws Exception {
    FstCodec codec =
        (FstCodec) CodecCatalog.create(id, new CodecContext(Order.class, List.of(Order.class)));
    FSTConfiguration configuration = codec.configuration();

    assertThat(configuration.isShareReferences()).as("shared references").isEqualTo(sharing);
    assertThat(configuration.getClassRegistry().getIdFromClazz(Order.class) >= 0)
        .as("the model class is registered")
        .isEqualTo(registered);
    // the unshared modes write through FST's own unshared streams, the shared one through its own
    assertThat(codec.unsharedStreams()).as("unshared streams").isEqualTo(!sharing);
  }
}
