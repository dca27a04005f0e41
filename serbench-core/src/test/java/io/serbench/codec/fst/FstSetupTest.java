package io.serbench.codec.fst;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.testmodel.Fixtures;
import io.serbench.testmodel.Ledger;
import io.serbench.testmodel.Order;
import io.serbench.verify.DeepComparator;
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
  }

  /**
   * The unshared modes write through FST's own unshared streams, which skip a class's {@code
   * readObject}: BigDecimal's cached fields come back unset, which the fidelity check reports. The
   * shared mode's streams run it.
   */
  @ParameterizedTest
  @CsvSource({"fst, true", "fst-flat, false", "fst-registered, false"})
  void bigDecimal_survivesOnlyTheSharedStreams(String id, boolean survives) throws Exception {
    Codec codec = CodecCatalog.create(id, new CodecContext(Ledger.class, List.of(Ledger.class)));
    Ledger ledger = Fixtures.ledger();

    Object read = codec.decode(codec.encode(ledger));

    assertThat(DeepComparator.compare(ledger, read, 10).isEmpty()).isEqualTo(survives);
  }
}
