package io.serbench.report;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.stream.Collectors;

/**
 * One sample's section of the report: its table of codecs and its charts.
 *
 * @param name the sample
 * @param modelClass its class
 * @param notes what the sample generator could not fill
 * @param inputs what the timed calls cycle through: distinct instances, or one that repeats
 * @param rows one per codec that ran on it
 * @param cold whether the cold-start pass ran
 * @param charts time and size bars, and cold-start bars when it ran
 */
public record SampleView(
    String name,
    String modelClass,
    List<String> notes,
    String inputs,
    List<Row> rows,
    boolean cold,
    List<Charts.BarChart> charts) {

  /**
   * One codec on the sample, every figure formatted as the table shows it; empty where there is
   * none.
   *
   * @param totalSort the total time unformatted, for sorting
   * @param timeRel the total time relative to the fastest, as {@code 1.35x}
   * @param noisy whether a figure is noisy, not at steady state, or inconsistent across forks
   * @param runs how each operation's forks were classified, for the tooltip
   */
  public record Row(
      String codec,
      String effort,
      String format,
      boolean pass,
      String failure,
      String ser,
      String deser,
      String total,
      String totalSort,
      String timeRel,
      String rt,
      String alloc,
      String notes,
      boolean noisy,
      List<Profile> profiles,
      String runs,
      String coldSer,
      String coldDeser,
      String coldFailure,
      String size,
      String deflated,
      String sizeRel) {}

  /**
   * A file a profiler wrote.
   *
   * @param href relative to the report, escaped for a URL by the template: JMH's own {@code %23} in
   *     a factory sample's folder must not read as a {@code #}
   * @param label the operation and the file's name
   */
  public record Profile(String href, String label) {}

  static SampleView of(BenchmarkResults results, SampleResult sample) {
    OptionalDouble bestTime =
        sample.results().stream()
            .mapToDouble(CodecResult::totalNs)
            .filter(t -> !Double.isNaN(t))
            .min();
    OptionalDouble bestSize =
        sample.results().stream().filter(CodecResult::passed).mapToDouble(r -> r.sizeBytes()).min();
    List<Row> rows = new ArrayList<>();
    for (CodecResult r : sample.results()) {
      rows.add(row(results.codec(r.codec()).orElse(null), r, bestTime, bestSize));
    }
    boolean cold = sample.results().stream().anyMatch(r -> r.coldStart() != null);
    List<Charts.BarChart> charts = new ArrayList<>();
    charts.add(
        Charts.bars(sample, "total time (ns/op)", CodecResult::totalNs, CodecResult::totalError));
    // the total splits into its two operations: a codec can win one and lose the other
    charts.add(
        Charts.bars(
            sample,
            "serialize (ns/op)",
            r -> r.serializeNs() == null ? Double.NaN : r.serializeNs().score(),
            r -> halfWidth(r.serializeNs())));
    charts.add(
        Charts.bars(
            sample,
            "deserialize (ns/op)",
            r -> r.deserializeNs() == null ? Double.NaN : r.deserializeNs().score(),
            r -> halfWidth(r.deserializeNs())));
    charts.add(
        Charts.bars(
            sample,
            "size (bytes)",
            r -> r.passed() && r.sizeBytes() != null ? r.sizeBytes() : Double.NaN,
            r -> 0));
    if (cold) {
      charts.add(
          Charts.bars(
              sample,
              "cold start: creation, first encode and first decode (µs)",
              r -> r.coldStart() == null ? Double.NaN : r.coldStart().totalUs(),
              r ->
                  r.coldStart() == null
                      ? 0
                      : halfWidth(r.coldStart().serializeUs())
                          + halfWidth(r.coldStart().deserializeUs())));
    }
    return new SampleView(
        sample.name(), sample.modelClass(), sample.notes(), inputs(sample), rows, cold, charts);
  }

  /**
   * What the timed calls cycle through (jmh.Ring): a sample's distinct instances, from the
   * generator's seeds, the factory's calls or varied copies; the mix, each message's own.
   */
  static String inputs(SampleResult sample) {
    if (io.serbench.result.MixResult.SAMPLE.equals(sample.name())) {
      return "each message's own distinct instances, in a pass shuffled with a fixed seed";
    }
    String next =
        "; each timed call takes the next, so that no branch predictor learns one message";
    return sample.name().startsWith("generated(")
        ? "up to 16 distinct instances from the generator's seeds (fewer when 16 would pass 32 MB"
            + " encoded), encoded in setup"
            + next
        : "up to 16 distinct instances (fewer when 16 would pass 32 MB encoded), encoded in setup:"
            + " the factory called again when its calls give other values, else copies of the"
            + " sample with its numbers and text varied as the generator varies them, with the"
            + " same digit counts, string lengths, enums, dates and collection sizes"
            + next
            + ". A sample that cannot be copied (a cycle, a generated protobuf message) repeats,"
            + " and its forks say why in the worker's output (the build's debug log)";
  }

  private static Row row(
      CodecDescriptor codec, CodecResult r, OptionalDouble bestTime, OptionalDouble bestSize) {
    double total = r.totalNs();
    double totalError = r.totalError();
    return new Row(
        r.codec(),
        codec == null ? "" : codec.effort().label(),
        codec == null ? "" : codec.format().label(),
        r.passed(),
        r.failure() == null ? "" : r.failure(),
        scoreText(r.serializeNs()),
        scoreText(r.deserializeNs()),
        Double.isNaN(total)
            ? ""
            : Numbers.measured(total)
                + (totalError > 0 ? " ± " + Numbers.measured(totalError) : ""),
        Double.isNaN(total) ? "" : Numbers.threeDecimals(total),
        Double.isNaN(total) || bestTime.isEmpty()
            ? ""
            : Numbers.ratio(total / bestTime.getAsDouble()),
        scoreText(r.roundTripNs()),
        allocText(r),
        String.join(", ", notes(r)),
        r.noisy()
            || r.unsteady()
            || r.serializeNs() != null && r.serializeNs().inconsistent()
            || r.deserializeNs() != null && r.deserializeNs().inconsistent(),
        profiles(r),
        r.serializeNs() == null
            ? ""
            : "up to "
                + r.serializeNs().iterations()
                + " iterations per fork"
                + forks("serialize", r.serializeNs())
                + forks("deserialize", r.deserializeNs()),
        r.coldStart() == null ? "" : scoreText(r.coldStart().serializeUs()),
        r.coldStart() == null ? "" : scoreText(r.coldStart().deserializeUs()),
        r.coldStart() == null || r.coldStart().failure() == null ? "" : r.coldStart().failure(),
        r.sizeBytes() == null ? "" : r.sizeBytes().toString(),
        r.deflatedBytes() == null ? "" : r.deflatedBytes().toString(),
        r.sizeBytes() == null || !r.passed() || bestSize.isEmpty()
            ? ""
            : Numbers.ratio(r.sizeBytes() / bestSize.getAsDouble()));
  }

  private static List<String> notes(CodecResult r) {
    List<String> notes = new ArrayList<>();
    if (r.sharingLost()) {
      notes.add("shared references copied");
    }
    if (r.noisy()) {
      notes.add("noisy");
    }
    if (r.unsteady()) {
      notes.add("not at steady state †");
    }
    for (Score score : new Score[] {r.serializeNs(), r.deserializeNs()}) {
      if (score != null) {
        score.caveats(Numbers::measured).stream()
            .filter(c -> !notes.contains(c))
            .forEach(notes::add);
      }
    }
    if (r.measuredIn() != null) {
      notes.add(r.measuredIn());
    }
    return notes;
  }

  private static List<Profile> profiles(CodecResult r) {
    List<Profile> profiles = new ArrayList<>();
    r.profiles()
        .forEach(
            (operation, files) ->
                files.forEach(
                    file ->
                        profiles.add(
                            new Profile(
                                file.replace('\\', '/'),
                                operation + " " + file.substring(file.lastIndexOf('/') + 1)))));
    return profiles;
  }

  private static double halfWidth(Score score) {
    return score == null ? 0 : score.halfWidth();
  }

  /**
   * Bytes allocated per operation, serialize / deserialize: the median over forks of each fork's
   * allocation after its warm-up, with the lowest and highest fork where they differ.
   */
  private static String allocText(CodecResult r) {
    CodecResult.Allocation allocation = r.allocation();
    if (allocation == null) {
      return "";
    }
    return bytes(allocation.serialize(), r.serializeNs())
        + " / "
        + bytes(allocation.deserialize(), r.deserializeNs());
  }

  private static String bytes(Double value, Score score) {
    double[] range = score == null ? null : score.allocation();
    String text = bytes(value);
    return range == null || Math.round(range[1]) == Math.round(range[2])
        ? text
        : text + " (" + Numbers.measured(range[1]) + "-" + Numbers.measured(range[2]) + ")";
  }

  private static String bytes(Double value) {
    return value == null ? "-" : Numbers.measured(value);
  }

  /** How one operation's forks were classified, for the row's tooltip. */
  private static String forks(String operation, Score score) {
    if (score == null || score.perFork().isEmpty()) {
      return "";
    }
    String text =
        String.format(
            Locale.ROOT,
            "; %s: %d fork(s): %s; fork means %s",
            operation,
            score.forks(),
            score.kinds(),
            score.forkMeans().stream().map(Numbers::measured).collect(Collectors.joining(", ")));
    if (score.recordedForks() > 0) {
      text +=
          String.format(
              Locale.ROOT,
              "; %d of %d fork(s) still compiling after the same fixed warm-up (counted in the"
                  + " figure)",
              score.compilingForks(),
              score.recordedForks());
    }
    return score.acrossRunsLower() == null
        ? text
        : text
            + "; range across runs "
            + Numbers.measured(score.acrossRunsLower())
            + " to "
            + Numbers.measured(score.acrossRunsUpper());
  }

  private static String scoreText(Score score) {
    return score == null ? "" : score.text(Numbers::measured);
  }
}
