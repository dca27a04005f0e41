package io.serbench.codec;

import io.serbench.sample.SampleSpec;
import io.serbench.testing.TestCatalog;
import io.serbench.testmodel.Order;
import io.serbench.verify.IsolatedVerification;
import io.serbench.verify.RoundTripOutcome;
import java.util.List;

/** Round-trips a plain POJO through every catalog codec and prints {@code id PASS|reason}. */
public final class CatalogProbeMain {
  private CatalogProbeMain() {}

  public static void main(String[] args) throws Exception {
    lines().forEach(System.out::println);
  }

  /** One line per codec, {@code id PASS} or {@code id reason}. */
  static List<String> lines() throws Exception {
    List<String> lines = new java.util.ArrayList<>();
    for (String id : TestCatalog.ALL) {
      RoundTripOutcome outcome =
          IsolatedVerification.verify(
                  id,
                  List.of(Order.class.getName()),
                  List.of(SampleSpec.generated(Order.class, 11)),
                  System.getProperty("java.class.path"))
              .get(0);
      lines.add(id + " " + (outcome.passed() ? "PASS" : outcome.failure()));
    }
    return lines;
  }
}
