package io.serbench.report;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The short plain-text table that build logs show at the end of a run. */
public final class TextSummary {
  private TextSummary() {}

  /** One line per sample and codec, then the recommendation. */
  public static List<String> lines(BenchmarkResults results) {
    List<String> lines = new ArrayList<>();
    String format = "%-20s %-6s %16s %16s %9s  %s";
    for (SampleResult sample : results.allSamples()) {
      lines.add(
          results.mix() != null && sample == results.mix().result()
              ? "Message mix: "
                  + String.join("; ", sample.notes())
                  + " (ns per message; bytes per pass)"
              : "Sample " + sample.name() + " (" + sample.modelClass() + ")");
      lines.add(
          String.format(
              Locale.ROOT, format, "codec", "result", "ser ns/op", "deser ns/op", "bytes", ""));
      for (CodecResult r : sample.results()) {
        String note = r.passed() ? nullToEmpty(r.benchmarkFailure()) : r.failure();
        if (r.sharingLost()) {
          note = (note + " shared references copied").trim();
        }
        if (r.passed() && r.noisy()) {
          note = (note + " noisy").trim();
        }
        if (r.passed() && r.unsteady()) {
          note = (note + " not at steady state").trim();
        }
        if (r.passed()) {
          // both operations' caveats, each once, named when they differ
          List<String> serialize =
              r.serializeNs() == null ? List.of() : r.serializeNs().caveats(TextSummary::number);
          List<String> deserialize =
              r.deserializeNs() == null
                  ? List.of()
                  : r.deserializeNs().caveats(TextSummary::number);
          for (String caveat : serialize) {
            String which = deserialize.contains(caveat) ? "" : "serialize: ";
            note = (note + "; " + which + caveat).replaceFirst("^; ", "");
          }
          for (String caveat : deserialize) {
            if (!serialize.contains(caveat)) {
              note = (note + "; deserialize: " + caveat).replaceFirst("^; ", "");
            }
          }
        }
        if (r.measuredIn() != null) {
          note = (note + "; " + r.measuredIn()).replaceFirst("^; ", "");
        }
        lines.add(
            String.format(
                    Locale.ROOT,
                    format,
                    r.codec(),
                    r.roundTrip(),
                    text(r.serializeNs()),
                    text(r.deserializeNs()),
                    r.sizeBytes() == null ? "-" : r.sizeBytes().toString(),
                    note)
                .stripTrailing());
      }
    }
    String runRange = RunRange.sentence(results);
    if (!runRange.isEmpty()) {
      lines.add(runRange);
    }
    String warmUp = WarmUpLine.sentence(results);
    if (!warmUp.isEmpty()) {
      lines.add(warmUp);
    }
    var race = results.environment() == null ? null : results.environment().race();
    if (race != null) {
      lines.add(race.summary());
    }
    for (io.serbench.result.analysis.VersionPairs.Pair pair :
        io.serbench.result.analysis.VersionPairs.of(results)) {
      lines.add("A/B " + pair.summary());
      for (io.serbench.result.analysis.VersionPairs.Row row : pair.rows()) {
        lines.add(
            "  "
                + row.sample()
                + " "
                + row.operation()
                + ": "
                + row.ratio().words()
                + "; size "
                + row.size());
      }
    }
    var recommendation = results.recommendation();
    if (recommendation != null && recommendation.codec() != null) {
      lines.add("Recommended codec: " + recommendation.codec());
      lines.addAll(FirstScreen.of(recommendation).text("  "));
    } else if (recommendation != null) {
      lines.add("No codec can be recommended: " + String.join("; ", recommendation.reasons()));
    }
    return lines;
  }

  private static String text(Score score) {
    if (score == null) {
      return "-";
    }
    return score.text(TextSummary::number);
  }

  private static String number(double value) {
    return Numbers.oneDecimal(value);
  }

  private static String nullToEmpty(String text) {
    return text == null ? "" : text;
  }
}
