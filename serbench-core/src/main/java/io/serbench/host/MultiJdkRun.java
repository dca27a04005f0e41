package io.serbench.host;

import io.serbench.BenchmarkListener;
import io.serbench.SerbenchException;
import io.serbench.WorkerFailedException;
import io.serbench.compare.CompareRun;
import io.serbench.compare.Comparison;
import io.serbench.compare.Comparisons;
import io.serbench.compare.LabeledRun;
import io.serbench.config.BenchmarkRequest;
import io.serbench.files.AtomicFiles;
import io.serbench.files.OutputLayout;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.io.ResultsFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs the same benchmark, probes included, once per JDK, each in {@code <output>/jdk-N}, then
 * compares them with {@link Comparisons}, as {@code serbench:compare} would, into {@code jdks.json}
 * and {@code jdks.html}. The first JDK's results.json, results.csv and index.html are also copied
 * to the output directory itself, so that tools that read one run (the site report, CI scripts)
 * keep working.
 */
public final class MultiJdkRun {
  private MultiJdkRun() {}

  /** The results of every JDK's run, in order, and their comparison. */
  public record Outcome(Map<String, BenchmarkResults> runs, Comparison comparison) {
    /** The first JDK's results. */
    public BenchmarkResults first() {
      return runs.values().iterator().next();
    }
  }

  /**
   * The JDKs of a run, checked, and the host's plan made for their feature versions.
   *
   * @param jdks the JDKs, in the order they run
   * @param plan the plan, with the worker's options for each JDK's feature version
   */
  public record Jdks(List<Jdk> jdks, HostPlan plan) {
    public Jdks {
      jdks = List.copyOf(jdks);
    }
  }

  /** Runs the request on each JDK, one after the other, then compares the runs. */
  public static Outcome run(BenchmarkRequest request, Jdks run, BenchmarkListener listener)
      throws SerbenchException {
    List<Jdk> jdks = run.jdks();
    OutputLayout layout = request.layout();
    Map<String, BenchmarkResults> runs = new LinkedHashMap<>();
    for (Jdk jdk : jdks) {
      String label = jdk.label();
      for (int i = 2; runs.containsKey(label); i++) {
        label = jdk.label() + "-" + i;
      }
      listener.info("=== " + label + ": " + jdk.home() + " (Java " + jdk.version() + ") ===");
      runs.put(
          label,
          WorkerRun.run(
              request.toBuilder()
                  .outputDirectory(layout.forJdk(label).directory().toString())
                  .javaExecutable(jdk.java().toString())
                  .build(),
              run.plan(),
              listener));
    }
    List<LabeledRun> labeled = new ArrayList<>();
    runs.forEach(
        (label, results) ->
            labeled.add(
                new LabeledRun(
                    label,
                    layout.forJdk(label).results().toString(),
                    label + "/" + OutputLayout.REPORT,
                    results)));
    Comparison comparison = Comparisons.compare(labeled, List.of(), null);
    try {
      AtomicFiles.writeString(
          layout.jdksJson(),
          ResultsFile.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(comparison));
      AtomicFiles.writeString(
          layout.jdksHtml(),
          CompareRun.html(comparison, "The same benchmark on " + runs.size() + " JDKs"));
      Path first = layout.forJdk(runs.keySet().iterator().next()).directory();
      for (String file : List.of(OutputLayout.RESULTS, OutputLayout.CSV, OutputLayout.REPORT)) {
        if (Files.exists(first.resolve(file))) {
          Files.copy(
              first.resolve(file),
              layout.directory().resolve(file),
              StandardCopyOption.REPLACE_EXISTING);
        }
      }
    } catch (IOException e) {
      throw new WorkerFailedException("cannot write the JDK comparison: " + e.getMessage(), null);
    }
    CompareRun.tell(comparison, listener);
    listener.info("JDK comparison: " + layout.jdksHtml());
    return new Outcome(runs, comparison);
  }
}
