package io.serbench.worker;

import io.serbench.BenchmarkListener;
import io.serbench.compare.BaselineGate;
import io.serbench.config.BenchmarkRequest;
import io.serbench.files.OutputLayout;
import io.serbench.jmh.JmhSourceGenerator;
import io.serbench.measure.Timings;
import io.serbench.recommend.Recommender;
import io.serbench.report.HtmlReport;
import io.serbench.report.Indicative;
import io.serbench.report.MarkdownSummary;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.Environment;
import io.serbench.result.io.ResultsCsv;
import io.serbench.result.io.ResultsFile;
import io.serbench.run.PhaseClock;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * Stage 6: assembles the results, recommends a codec, applies the baseline gate, and writes
 * results.json, results.csv and the HTML report, each through a temporary file.
 */
final class OutputStage {
  private final RunContext<RunPlan> context;
  private final BenchmarkRequest request;
  private final BenchmarkListener listener;
  private final PhaseClock clock;
  private final OutputLayout layout;

  /** The JVM flags every fork ran with, computed once by the engine. */
  private final List<String> forkJvmOptions;

  OutputStage(RunContext<RunPlan> context) {
    this.context = context;
    this.request = context.request();
    this.listener = context.listener();
    this.clock = context.clock();
    this.layout = context.layout();
    this.forkJvmOptions = context.plan().forkJvmOptions();
  }

  /** Where progress and warnings go. */
  BenchmarkListener listener() {
    return listener;
  }

  /** Where the run's files go. */
  OutputLayout layout() {
    return layout;
  }

  /** The results with their recommendation and baseline comparison, before they are written. */
  BenchmarkResults assemble(
      List<CodecDescriptor> descriptors,
      Timings measured,
      List<Capabilities> capabilities,
      List<io.serbench.result.ModelRole> roles)
      throws IOException {
    BenchmarkResults results = answer(descriptors, measured, capabilities, roles);
    if (request.baseline() != null) {
      BenchmarkResults before = ResultsFile.read(Path.of(request.baseline().file()));
      results =
          results.withBaseline(
              BaselineGate.compare(
                  request.baseline().file(),
                  before,
                  results,
                  request.baseline().maxRegression(),
                  request.baseline().pinned()));
      listener.info(results.baseline().verdict());
    }
    return results;
  }

  /**
   * The results with their recommendation, the current codec (set or guessed) in their criteria,
   * without the baseline gate: what the indicative answer shows after a round (a gate judged on a
   * race still running would be judged again), and what the probes after the race read to know
   * which codecs the answer names.
   */
  BenchmarkResults answer(
      List<CodecDescriptor> descriptors,
      Timings measured,
      List<Capabilities> capabilities,
      List<io.serbench.result.ModelRole> roles) {
    BenchmarkResults results =
        new BenchmarkResults(
            BenchmarkResults.SCHEMA_VERSION,
            Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
            // written again with every phase's time once the report is done
            environment(measured),
            descriptors,
            measured.samples(),
            capabilities,
            request.criteria(),
            null,
            null);
    // the answer names the left-out codecs that document a capability no codec of the run has
    results = results.withMessages(roles, measured.mix()).withLeftOut(context.plan().leftOut());
    // a suggested codecs value starts from what the run was given
    results = results.withSelection(request.codecs()).withNextJdkSpeed(measured.nextJdkSpeed());
    io.serbench.result.Criteria criteria = request.criteria();
    if (criteria.current() == null && context.plan().current() != null) {
      // guessed by the planner before verification, so that a guessed instance was measured
      criteria = criteria.withCurrent(context.plan().current());
    }
    if (criteria.current() != null) {
      criteria = criteria.withCurrent(runsAs(criteria.current(), descriptors));
    }
    results = results.withCriteria(criteria);
    return results.withRecommendation(Recommender.recommend(results, criteria));
  }

  /**
   * The current codec under the id it ran as: a codec that the run moved to class loaders of its
   * own after a setup conflict ({@code msgpack} ran as {@code msgpack@0.9.11}) still answers to its
   * plain id in {@code current}.
   */
  static io.serbench.result.Criteria.Current runsAs(
      io.serbench.result.Criteria.Current current, List<CodecDescriptor> descriptors) {
    String id = current.codec();
    if (descriptors.stream().anyMatch(d -> d.id().equals(id))) {
      return current;
    }
    return descriptors.stream()
        .filter(
            d ->
                d.versionSource() == io.serbench.result.VersionSource.ISOLATED
                    && io.serbench.codec.VersionedId.isVersioned(d.id())
                    && io.serbench.codec.VersionedId.base(d.id()).equals(id))
        .findFirst()
        .map(d -> new io.serbench.result.Criteria.Current(d.id(), current.guessedFrom()))
        .orElse(current);
  }

  /** Writes every output file, with the report phase timed first, and returns what was written. */
  BenchmarkResults write(BenchmarkResults results, Timings measured) throws IOException {
    HtmlReport.ReproduceInfo reproduce = reproduceInfo(measured);
    clock.end("report");
    // the report phase is short and known only after writing; time it, then write the final files
    results = results.withEnvironment(environment(measured));
    ResultsFile.write(results, layout.results());
    ResultsCsv.write(results, layout.csv());
    io.serbench.result.io.CiHistory.write(results, layout.bencher(), layout.benchmarkAction());
    List<HtmlReport.Instance> instances = instances();
    HtmlReport.write(results, reproduce, instances, layout.report());
    MarkdownSummary.write(results, instances, layout.summary());
    listener.info(
        PhaseClock.overheadLine(
            "Time outside JMH measurement: ", results.environment().phaseSeconds()));
    return results;
  }

  /**
   * Writes the report and summary.md of an answer the run is still refining, marked as such, with
   * the same renderers as the final ones, which replace them; no results.json, which a comparison
   * or a baseline would take for a finished run.
   */
  void writeIndicative(BenchmarkResults results, Timings measured, Indicative mark)
      throws IOException {
    results = results.withEnvironment(environment(measured));
    List<HtmlReport.Instance> instances = instances();
    HtmlReport.write(results, reproduceInfo(measured), instances, mark, layout.report());
    MarkdownSummary.write(results, instances, mark, layout.summary());
  }

  private List<HtmlReport.Instance> instances() {
    return context.plan().instances().stream()
        .map(f -> new HtmlReport.Instance(f.id(), f.describe()))
        .toList();
  }

  private Environment environment(Timings measured) {
    return new Environment(
        System.getProperty("java.version"),
        System.getProperty("java.vendor"),
        HostInfo.os(),
        HostInfo.cpu(),
        Runtime.getRuntime().availableProcessors(),
        request.generator().seed(),
        org.openjdk.jmh.util.Version.getPlainVersion(),
        measured.fork(),
        clock.elapsedSeconds(),
        measured.race(),
        measured.plan(),
        request.measurement().threads(),
        request.measurement().profilers(),
        clock.phases(),
        forkJvmOptions,
        measured.collectors());
  }

  /** The command that reruns one round by hand on the kept sources and classpath. */
  private HtmlReport.ReproduceInfo reproduceInfo(Timings measured) {
    var settings = measured.fork();
    if (settings == null) {
      return null;
    }
    return new HtmlReport.ReproduceInfo(
        OutputLayout.JMH_SOURCES,
        "cd "
            + request.outputDirectory()
            + "\njava -cp \"$(cat "
            + OutputLayout.WORKER_CLASSPATH
            + ")\" org.openjdk.jmh.Main "
            + "-jvmArgs '"
            + String.join(" ", forkJvmOptions)
            + "'"
            + " -f "
            + settings.forks()
            + " -wi "
            + settings.warmupIterations()
            + " -w "
            + settings.warmupMillis()
            + "ms -i "
            + settings.measurementIterations()
            + " -r "
            + settings.measurementMillis()
            + "ms -rf json '"
            + JmhSourceGenerator.PACKAGE
            + "\\..*'");
  }
}
