package io.serbench.run;

import io.serbench.result.Environment;
import io.serbench.text.Numbers;
import java.util.LinkedHashMap;
import java.util.Map;

/** Wall time per phase of one run, in order, for the log and results.json. */
public final class PhaseClock {
  private final long start = System.nanoTime();
  private final Map<String, Double> phases = new LinkedHashMap<>();
  private long phaseStart = start;

  /** Ends the current phase under this name; a name used twice adds up. */
  public void end(String name) {
    long now = System.nanoTime();
    phases.merge(name, Math.round((now - phaseStart) / 1e7) / 100.0, Double::sum);
    phaseStart = now;
  }

  /** Milliseconds since the run started. */
  public long elapsedMillis() {
    return (System.nanoTime() - start) / 1_000_000;
  }

  /** Seconds since the run started, to a tenth. */
  public double elapsedSeconds() {
    return Math.round((System.nanoTime() - start) / 1e8) / 10.0;
  }

  /**
   * The probes' share of a run that takes {@code runMillis}, as the plan names it: {@code , of
   * which the probes took 31 s (9%)}; empty before the probes ran, or when they took no time.
   */
  public String probesShare(long runMillis) {
    Double probes = phases.get("probes");
    if (probes == null || probes < 0.05 || runMillis <= 0) {
      return "";
    }
    return ", of which the probes took "
        + Numbers.oneDecimal(probes)
        + " s ("
        + Numbers.whole(probes * 100_000 / runMillis)
        + "%"
        + ")";
  }

  /** Each phase ended so far, in order, with its seconds. */
  public Map<String, Double> phases() {
    return java.util.Collections.unmodifiableMap(new LinkedHashMap<>(phases));
  }

  /** The phases outside JMH's measurement and their total, as {@link Environment} counts them. */
  public static String overheadLine(String title, Map<String, Double> phases) {
    StringBuilder line = new StringBuilder(title);
    phases.entrySet().stream()
        .filter(e -> Environment.isOverhead(e.getKey()))
        .forEach(
            e ->
                line.append(e.getKey())
                    .append(' ')
                    .append(Numbers.oneDecimal(e.getValue()))
                    .append(" s")
                    .append(", "));
    line.append("total ")
        .append(Numbers.oneDecimal(Environment.overheadSeconds(phases)))
        .append(" s");
    return line.toString();
  }
}
