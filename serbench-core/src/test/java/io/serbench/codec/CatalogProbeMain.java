package io.serbench.codec;

import io.serbench.sample.SampleSpec;
import io.serbench.testmodel.Order;
import io.serbench.verify.IsolatedVerification;
import io.serbench.verify.RoundTripOutcome;
import java.util.List;

/** Round-trips a plain POJO through every catalog codec and prints {@code id PASS|reason}. */
public final class CatalogProbeMain {
  private CatalogProbeMain() {}

  public static void main(String[] args) throws Exception {
    for (String id : CodecCatalogTest.CATALOG) {
      RoundTripOutcome outcome =
          IsolatedVerification.verify(
                  id,
                  List.of(Order.class.getName()),
                  List.of(SampleSpec.generated(Order.class, 11)),
                  System.getProperty("java.class.path"))
              .get(0);
      System.out.println(id + " " + (outcome.passed() ? "PASS" : outcome.failure()));
    }
  }
}
