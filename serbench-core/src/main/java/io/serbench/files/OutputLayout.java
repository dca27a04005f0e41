package io.serbench.files;

import java.nio.file.Path;

/**
 * Every file serbench writes, named in one place: the output directory of one run and, for a run on
 * several JDKs, the comparison beside each JDK's own directory. Build tools, the worker and the
 * report all find files through this layout.
 *
 * @param directory the output directory ({@code target/serbench} by default)
 */
public record OutputLayout(Path directory) {
  /** results.json: the contract for CI tooling and the site report. */
  public static final String RESULTS = "results.json";

  /** The same results as one CSV row per codec, sample and operation. */
  public static final String CSV = "results.csv";

  /** The self-contained HTML report. */
  public static final String REPORT = "index.html";

  /** JFR recordings and flame graphs of the profilers, per pass and benchmark. */
  public static final String PROFILES = "profiles";

  /** The CI summary in GitHub-flavoured Markdown. */
  public static final String SUMMARY = "summary.md";

  /** The figures in Bencher's Metric Format, for {@code bencher run --adapter json}. */
  public static final String BENCHER = "bencher.json";

  /** The figures for github-action-benchmark's {@code customSmallerIsBetter} tool. */
  public static final String BENCHMARK_ACTION = "benchmark-action.json";

  /** JMH's own JSON of every fork of the race, for JMH visualizers. */
  public static final String JMH_RESULT = "jmh-result.json";

  /** JMH's console output of the race. */
  public static final String JMH_LOG = "jmh.log";

  /** The generated JMH sources, exactly as measured. */
  public static final String JMH_SOURCES = "jmh/src";

  /** The compiled JMH classes. */
  public static final String JMH_CLASSES = "jmh/classes";

  /** The worker's complete output. */
  public static final String WORKER_LOG = "worker.log";

  /** The worker's classpath, so that the JMH run can be repeated by hand. */
  public static final String WORKER_CLASSPATH = "worker.classpath";

  /** The request handed to the worker. */
  public static final String REQUEST = "request.json";

  /** A copy of the baseline results.json, which the new run may replace. */
  public static final String BASELINE = "baseline.json";

  /** The comparison of a run on several JDKs, as JSON. */
  public static final String JDKS_JSON = "jdks.json";

  /** The comparison of a run on several JDKs, as HTML. */
  public static final String JDKS_HTML = "jdks.html";

  public OutputLayout {
    directory = directory.toAbsolutePath();
  }

  /** The layout of the given directory. */
  public static OutputLayout of(String directory) {
    return new OutputLayout(Path.of(directory));
  }

  public Path results() {
    return directory.resolve(RESULTS);
  }

  public Path profiles() {
    return directory.resolve(PROFILES);
  }

  public Path summary() {
    return directory.resolve(SUMMARY);
  }

  public Path csv() {
    return directory.resolve(CSV);
  }

  public Path bencher() {
    return directory.resolve(BENCHER);
  }

  public Path benchmarkAction() {
    return directory.resolve(BENCHMARK_ACTION);
  }

  public Path report() {
    return directory.resolve(REPORT);
  }

  /** JMH's result file of the race. */
  public Path jmhResult() {
    return directory.resolve(JMH_RESULT);
  }

  /** JMH's console output of the race. */
  public Path jmhLog() {
    return directory.resolve(JMH_LOG);
  }

  /** JMH's result file of the cold-start pass. */
  public Path jmhColdStartResult() {
    return directory.resolve("jmh-cold-start.json");
  }

  /** JMH's console output of the cold-start pass. */
  public Path jmhColdStartLog() {
    return directory.resolve("jmh-cold-start.log");
  }

  /** JMH's result file of the next JDK's forks, what it costs in speed. */
  public Path jmhNextJdkResult() {
    return directory.resolve("jmh-next-jdk.json");
  }

  /** JMH's console output of the next JDK's forks. */
  public Path jmhNextJdkLog() {
    return directory.resolve("jmh-next-jdk.log");
  }

  /** Where the next JDK's forks find the agent that lets JMH start with Unsafe denied. */
  public Path nextJdkAgent() {
    return directory.resolve("jmh").resolve("agent");
  }

  public Path jmhSources() {
    return directory.resolve(JMH_SOURCES);
  }

  public Path jmhClasses() {
    return directory.resolve(JMH_CLASSES);
  }

  public Path workerLog() {
    return directory.resolve(WORKER_LOG);
  }

  public Path workerClasspath() {
    return directory.resolve(WORKER_CLASSPATH);
  }

  public Path request() {
    return directory.resolve(REQUEST);
  }

  public Path baseline() {
    return directory.resolve(BASELINE);
  }

  public Path jdksJson() {
    return directory.resolve(JDKS_JSON);
  }

  public Path jdksHtml() {
    return directory.resolve(JDKS_HTML);
  }

  /** The layout of one JDK's run inside a multi-JDK run. */
  public OutputLayout forJdk(String label) {
    return new OutputLayout(directory.resolve(label));
  }
}
