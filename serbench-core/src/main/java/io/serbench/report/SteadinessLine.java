package io.serbench.report;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.Sentinel;
import io.serbench.result.Steadiness;
import io.serbench.text.Numbers;

/**
 * The run's steadiness in one line, the codecs' forks beside the host's sentinel's: {@code
 * Steadiness: 31 of 36 codec forks steady (86%); the host's sentinel: 5 of 6 (83%).} A fork is
 * steady when it kept a level to its end (flat or warm-up). The sentinel does the same work in
 * every fork, so its share is what the host allows: the codecs' share says something about the
 * codecs only where it falls below the sentinel's.
 */
final class SteadinessLine {
  private SteadinessLine() {}

  /** The line, or empty when no fork was classified and no sentinel ran. */
  static String of(BenchmarkResults results) {
    Steadiness codecs = Steadiness.ofCodecs(results);
    Sentinel sentinel =
        results.environment() == null || results.environment().race() == null
            ? null
            : results.environment().race().sentinel();
    if (codecs.classified() == 0 && sentinel == null) {
      return "";
    }
    StringBuilder line = new StringBuilder("Steadiness: ");
    line.append(
        codecs.classified() == 0
            ? "no codec fork was classified"
            : codecs.steady()
                + " of "
                + codecs.classified()
                + " codec forks steady ("
                + Numbers.percent(codecs.share())
                + ")");
    if (sentinel != null) {
      Steadiness host = sentinel.steadiness();
      line.append("; the host's sentinel: ")
          .append(
              host.classified() == 0
                  ? "no fork of it was classified"
                  : host.steady()
                      + " of "
                      + host.classified()
                      + " ("
                      + Numbers.percent(host.share())
                      + ")");
    }
    return line.append('.').toString();
  }
}
