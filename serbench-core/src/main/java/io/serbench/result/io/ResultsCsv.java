package io.serbench.result.io;

import io.serbench.files.AtomicFiles;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.text.Numbers;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Writes {@code results.csv}: one row per sample and codec, for spreadsheets. Text fields are
 * quoted as RFC 4180 says; numbers use a dot and no grouping.
 */
public final class ResultsCsv {

  static final String HEADER =
      "sample,modelClass,series,size,codec,roundTrip,phase,failure,sizeBytes,deflatedBytes,"
          + "serializeNs,serializeLow,serializeHigh,serializeForks,serializeInterval,"
          + "serializeLevels,deserializeNs,deserializeLow,deserializeHigh,deserializeForks,"
          + "deserializeInterval,deserializeLevels,steadyState,"
          + "coldSerializeUs,coldSerializeLow,coldSerializeHigh,"
          + "coldDeserializeUs,coldDeserializeLow,coldDeserializeHigh";

  private ResultsCsv() {}

  /** The CSV text, header first. */
  public static String render(BenchmarkResults results) {
    List<String> lines = new ArrayList<>();
    lines.add(HEADER);
    for (SampleResult sample : results.allSamples()) {
      for (CodecResult r : sample.results()) {
        lines.add(
            String.join(
                ",",
                quote(sample.name()),
                quote(sample.modelClass()),
                quote(sample.series()),
                number(sample.size()),
                quote(r.codec()),
                r.roundTrip().name(),
                quote(r.phase()),
                quote(r.failure()),
                number(r.sizeBytes()),
                number(r.deflatedBytes()),
                figure(r.serializeNs()),
                figure(r.deserializeNs()),
                steadyState(r),
                shots(r.coldStart() == null ? null : r.coldStart().serializeUs()),
                shots(r.coldStart() == null ? null : r.coldStart().deserializeUs())));
      }
    }
    return String.join("\n", lines) + "\n";
  }

  /** Writes through a temporary file that is then moved into place. */
  public static void write(BenchmarkResults results, Path file) throws IOException {
    AtomicFiles.writeString(file, render(results));
  }

  /** {@code true}, {@code false}, or empty when unmeasured or from a file without the flag. */
  private static String steadyState(CodecResult r) {
    if (r.serializeNs() == null || r.serializeNs().steady() == null) {
      return "";
    }
    return String.valueOf(!r.unsteady());
  }

  private static String quote(String text) {
    return text == null ? "" : '"' + text.replace("\"", "\"\"") + '"';
  }

  private static String number(Integer value) {
    return value == null ? "" : value.toString();
  }

  /**
   * Estimate, interval ends, forks, interval basis ({@code forks}, {@code pooled} or {@code none})
   * and, for an inconsistent figure, its levels separated by {@code ;}.
   */
  private static String figure(Score score) {
    if (score == null) {
      return ",,,,,";
    }
    return String.join(
        ",",
        decimal(score.score()),
        decimal(score.lower()),
        decimal(score.upper()),
        String.valueOf(score.forks()),
        score.interval().name().toLowerCase(Locale.ROOT),
        score.levels().stream()
            .map(ResultsCsv::decimal)
            .collect(java.util.stream.Collectors.joining(";")));
  }

  /** Estimate and interval ends of a cold-start figure. */
  private static String shots(Score score) {
    if (score == null) {
      return ",,";
    }
    return String.join(",", decimal(score.score()), decimal(score.lower()), decimal(score.upper()));
  }

  private static String decimal(Double value) {
    return value == null ? "" : Numbers.threeDecimals(value);
  }
}
