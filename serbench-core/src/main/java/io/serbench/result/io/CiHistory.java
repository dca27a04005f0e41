package io.serbench.result.io;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.serbench.files.AtomicFiles;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.text.Numbers;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The run's figures in the formats of the benchmark-history tools that a CI already feeds, written
 * beside results.json: {@code bencher.json} in Bencher's Metric Format (for {@code bencher run
 * --adapter json --file bencher.json}) and {@code benchmark-action.json} for
 * github-action-benchmark's {@code customSmallerIsBetter} tool.
 *
 * <p>One benchmark per message (the mix first, when it has several messages), codec and operation,
 * named {@code sample/codec/operation}: from names a run keeps, never a fork's or a round's number,
 * so that the runs of a history line up. Only measured, finite figures are exported; a codec that
 * failed or was not timed has no entry (results.json says why). Times are the figures' estimates in
 * ns/op with their 95% interval where the figure has one; sizes are the encoded bytes; allocation,
 * with the {@code gc} profiler, is bytes per operation.
 */
public final class CiHistory {
  /** Bencher's built-in measure of time, in nanoseconds. */
  static final String LATENCY = "latency";

  /** The encoded size, a measure Bencher creates on first use. */
  static final String BYTES = "bytes";

  /** Bytes allocated per operation, a measure Bencher creates on first use. */
  static final String ALLOCATION = "allocation";

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private CiHistory() {}

  /** One operation of a codec's result: its name, its time and its allocation. */
  private record Operation(
      String name, Function<CodecResult, Score> time, Function<CodecResult, Double> allocation) {}

  private static final List<Operation> OPERATIONS =
      List.of(
          new Operation(
              "serialize",
              CodecResult::serializeNs,
              r -> r.allocation() == null ? null : r.allocation().serialize()),
          new Operation(
              "deserialize",
              CodecResult::deserializeNs,
              r -> r.allocation() == null ? null : r.allocation().deserialize()),
          new Operation(
              "roundTrip",
              CodecResult::roundTripNs,
              r -> r.allocation() == null ? null : r.allocation().roundTrip()));

  /**
   * A measured figure of one benchmark, in the order the files list them.
   *
   * @param label the run's label in a comparison, or {@code null} for a run's own files
   */
  private record Entry(
      String label,
      String sample,
      String codec,
      String operation,
      Score time,
      Integer bytes,
      Double allocation) {
    /** The benchmark's name: the label, if any, then the sample, the codec and the operation. */
    String name() {
      return nameOf(operation);
    }

    /** The same benchmark's name with another last part, such as {@code size}. */
    String nameOf(String last) {
      return (label == null ? "" : label + "/") + sample + "/" + codec + "/" + last;
    }
  }

  /**
   * One run to export, and the name it goes by: {@code null} for a run's own files, the run's label
   * in a comparison ({@code serbench:compare}), where it leads every benchmark's name.
   */
  public record Run(String label, BenchmarkResults results) {}

  private static List<Entry> entries(List<Run> runs) {
    List<Entry> entries = new ArrayList<>();
    for (Run run : runs) {
      for (SampleResult sample : run.results().allSamples()) {
        for (CodecResult result : sample.results()) {
          for (Operation operation : OPERATIONS) {
            Score time = operation.time().apply(result);
            if (time == null || !(time.score() > 0) || !Double.isFinite(time.score())) {
              continue;
            }
            entries.add(
                new Entry(
                    run.label(),
                    sample.name(),
                    result.codec(),
                    operation.name(),
                    time,
                    result.sizeBytes(),
                    finite(operation.allocation().apply(result))));
          }
        }
      }
    }
    return entries;
  }

  /**
   * The figure, or {@code null} when it is not a finite number. Jackson writes NaN and infinities
   * as strings, and one such value makes Bencher's json adapter reject the whole file, not just the
   * measure: a fork whose gc profiler reported no allocation leaves NaN behind.
   */
  private static Double finite(Double value) {
    return value == null || !Double.isFinite(value) ? null : value;
  }

  /** Whether the score has an interval with two finite ends to export. */
  private static boolean hasInterval(Score time) {
    return finite(time.lower()) != null && finite(time.upper()) != null;
  }

  /** {@code bencher.json}: Bencher Metric Format, one benchmark per entry. */
  public static String bencher(BenchmarkResults results) throws IOException {
    return bencher(List.of(new Run(null, results)));
  }

  /** {@code bencher.json} of several runs, each benchmark's name led by its run's label. */
  public static String bencher(List<Run> runs) throws IOException {
    Map<String, Map<String, Map<String, Double>>> benchmarks = new LinkedHashMap<>();
    for (Entry entry : entries(runs)) {
      Map<String, Map<String, Double>> measures = new LinkedHashMap<>();
      Map<String, Double> latency = new LinkedHashMap<>();
      latency.put("value", entry.time().score());
      if (hasInterval(entry.time())) {
        latency.put("lower_value", entry.time().lower());
        latency.put("upper_value", entry.time().upper());
      }
      measures.put(LATENCY, latency);
      if (entry.bytes() != null) {
        measures.put(BYTES, Map.of("value", entry.bytes().doubleValue()));
      }
      if (entry.allocation() != null) {
        measures.put(ALLOCATION, Map.of("value", entry.allocation()));
      }
      benchmarks.put(entry.name(), measures);
    }
    return JSON.writeValueAsString(benchmarks) + "\n";
  }

  /**
   * One entry of github-action-benchmark's {@code customSmallerIsBetter} file.
   *
   * @param name the benchmark's name, the same in every run
   * @param unit {@code ns/op}, {@code bytes} or {@code B/op}
   * @param value the figure; smaller is better
   * @param range the 95% interval in words, or {@code null}
   * @param extra forks, steadiness and the library's version
   */
  @com.fasterxml.jackson.annotation.JsonInclude(
      com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
  public record ActionEntry(String name, String unit, double value, String range, String extra) {}

  /** {@code benchmark-action.json}: the time, the size and the allocation of every benchmark. */
  public static String benchmarkAction(BenchmarkResults results) throws IOException {
    return benchmarkAction(List.of(new Run(null, results)));
  }

  /** {@code benchmark-action.json} of several runs, each name led by its run's label. */
  public static String benchmarkAction(List<Run> runs) throws IOException {
    List<ActionEntry> list = new ArrayList<>();
    for (Run run : runs) {
      list.addAll(actionEntries(run));
    }
    return JSON.writeValueAsString(list) + "\n";
  }

  private static List<ActionEntry> actionEntries(Run run) {
    BenchmarkResults results = run.results();
    Map<String, String> libraries = new LinkedHashMap<>();
    for (CodecDescriptor codec : results.codecs()) {
      libraries.put(codec.id(), codec.library() + " " + codec.version());
    }
    List<ActionEntry> list = new ArrayList<>();
    for (Entry entry : entries(List.of(run))) {
      Score time = entry.time();
      String range =
          !hasInterval(time)
              ? null
              : "95% interval "
                  + Numbers.threeDecimals(time.lower())
                  + " to "
                  + Numbers.threeDecimals(time.upper())
                  + (time.interval() == io.serbench.stats.Interval.POOLED
                      ? " (fewer than 3 forks: the run's pooled spread)"
                      : "");
      String extra =
          "forks: "
              + time.forks()
              + "; steady: "
              + (time.steady() == null ? "not judged" : time.steady())
              + "; library: "
              + libraries.getOrDefault(entry.codec(), "unknown");
      list.add(new ActionEntry(entry.name(), Score.NS_PER_OP, time.score(), range, extra));
      if (entry.bytes() != null && entry.operation().equals("serialize")) {
        list.add(new ActionEntry(entry.nameOf("size"), "bytes", entry.bytes(), null, extra));
      }
      if (entry.allocation() != null) {
        list.add(
            new ActionEntry(entry.name() + " allocation", "B/op", entry.allocation(), null, extra));
      }
    }
    return list;
  }

  /** Writes both files, each through a temporary file that is then moved into place. */
  public static void write(BenchmarkResults results, Path bencher, Path benchmarkAction)
      throws IOException {
    write(List.of(new Run(null, results)), bencher, benchmarkAction);
  }

  /** Writes both files of several runs, each name led by its run's label. */
  public static void write(List<Run> runs, Path bencher, Path benchmarkAction) throws IOException {
    AtomicFiles.writeString(bencher, bencher(runs));
    AtomicFiles.writeString(benchmarkAction, benchmarkAction(runs));
  }
}
