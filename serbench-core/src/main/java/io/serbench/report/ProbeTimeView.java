package io.serbench.report;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.analysis.ProbeTimes;
import io.serbench.text.Numbers;
import java.util.List;

/**
 * The probe-time table of the capability section: each codec's probe time this run, per capability,
 * the slowest first, and what reused verdicts saved. Null when nothing was probed or reused.
 *
 * @param total every codec's probe time, seconds to a tenth
 * @param capabilities the column headings, in the rows' order
 * @param byCapability each capability's time over every codec, seconds to a tenth
 * @param share each capability's percentage of the total, whole
 * @param saved what the reused verdicts took when they were probed, seconds, or empty
 * @param rows one per codec
 */
public record ProbeTimeView(
    String total,
    List<String> capabilities,
    List<String> byCapability,
    List<String> share,
    String saved,
    List<Row> rows) {

  /**
   * One codec.
   *
   * @param reused how many models' verdicts were reused, 0 for none
   */
  public record Row(
      String codec, String total, List<String> byCapability, int probed, int reused) {}

  static ProbeTimeView of(BenchmarkResults results) {
    ProbeTimes times = ProbeTimes.of(results.capabilities());
    if (times.codecs().isEmpty()) {
      return null;
    }
    long total = times.millis();
    return new ProbeTimeView(
        seconds(total),
        ProbeTimes.CAPABILITIES,
        times.byCapability().stream().map(ProbeTimeView::seconds).toList(),
        times.byCapability().stream()
            .map(m -> String.valueOf(total == 0 ? 0 : Math.round(100.0 * m / total)))
            .toList(),
        times.savedMillis() == 0 ? "" : seconds(times.savedMillis()),
        times.codecs().stream()
            .map(
                r ->
                    new Row(
                        r.codec(),
                        seconds(r.millis()),
                        r.byCapability().stream().map(ProbeTimeView::seconds).toList(),
                        r.probed(),
                        r.reused()))
            .toList());
  }

  private static String seconds(long millis) {
    return Numbers.oneDecimal(millis / 1000.0);
  }
}
