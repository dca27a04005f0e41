package io.serbench.report;

import io.serbench.result.BaselineComparison;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.Criteria;
import io.serbench.result.Environment;
import io.serbench.result.RaceLog;
import io.serbench.result.Recommendation;
import io.serbench.result.SampleResult;
import io.serbench.result.Verdict;
import io.serbench.settings.JmhSettings;
import io.serbench.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Everything {@code index.ftlh} shows, derived once from the results. The template formats only
 * what it reads straight from the results: the race's confidence and the baseline section (with
 * {@code ?string}), whole numbers ({@code ?c}) and SVG offsets; every other figure and every
 * decision is made here, where a test can check it.
 *
 * @param gc whether any codec has allocation figures
 * @param plan the measurement plan as printed before the race, or empty
 * @param overhead seconds outside JMH's measurement, one decimal
 * @param messages the messages, the parts and the mix
 * @param exclusionGroups the excluded codecs grouped by cause
 * @param tradeOffChart time against size of the eligible codecs, or null with fewer than two
 * @param adopt the copy-paste block for the recommended codec, or null without one
 * @param probeTime the probes' time per codec and per capability, or null when none ran
 * @param versionPairs the A/B of each pair of versions of one codec id ({@code
 *     jackson-json@2.18.2,jackson-json@2.23.0}), empty without one
 * @param acrossRuns the median range across runs of the printed time figures ({@code ±34%}), empty
 *     without one ({@link RunRange})
 * @param warmUp the forks' warm-up and how many were still compiling, empty without forks ({@link
 *     WarmUpLine})
 * @param steadiness the codecs' forks that kept a level beside the host's sentinel's, in one line,
 *     or empty ({@link SteadinessLine})
 * @param firstScreen the headline, the capability lines with their details, and the other reasons
 */
public record ReportModel(
    String generatedAt,
    Environment env,
    JmhSettings jmh,
    Recommendation recommendation,
    Criteria criteria,
    List<RankingView.Row> ranking,
    List<CodecDescriptor> codecs,
    List<String> leftOut,
    List<AdoptionRow> adoption,
    HtmlReport.ReproduceInfo reproduce,
    List<SampleView> samples,
    List<Failure> failures,
    List<MatrixViews.FidelityRow> fidelity,
    List<Charts.LineChart> charts,
    List<MatrixViews.CapabilityTable> capabilities,
    List<MatrixViews.EvolutionTable> evolutions,
    boolean gc,
    BaselineComparison baseline,
    RaceLog race,
    String plan,
    int threads,
    List<Phase> phases,
    String overhead,
    MessagesView messages,
    List<ExclusionView> exclusionGroups,
    TradeOffChart tradeOffChart,
    AdoptView adopt,
    ProbeTimeView probeTime,
    List<io.serbench.result.analysis.VersionPairs.Pair> versionPairs,
    String acrossRuns,
    List<HtmlReport.Instance> instances,
    String warmUp,
    String steadiness,
    FirstScreen firstScreen) {

  /**
   * A codec that failed on a sample, or a sample no codec could run.
   *
   * @param codec the codec, or {@code every codec}
   * @param phase where it failed: {@code SAMPLE}, a verification phase, or {@code BENCHMARK}
   */
  public record Failure(
      String sample, String codec, String phase, String message, List<String> differences) {}

  /** Wall time of one phase of the run, one decimal. */
  public record Phase(String name, String seconds) {}

  /**
   * What adopting a codec brings and asks for.
   *
   * @param jdk whether it ships with the JDK
   * @param megabytes the jars' total size, two decimals
   * @param artifacts each jar's coordinates and size
   * @param shared what the shared-instance probe measured, or empty
   */
  public record AdoptionRow(
      String codec,
      boolean jdk,
      int artifactCount,
      String megabytes,
      List<String> artifacts,
      String licenses,
      List<String> flags,
      String threads,
      String shared,
      boolean registration,
      List<String> registered) {}

  /** The run effect as text ({@code 15%}), for the how-to-read box. */
  public String runSpread() {
    return RunRange.runSpread();
  }

  static ReportModel of(BenchmarkResults results, HtmlReport.ReproduceInfo reproduce) {
    return of(results, reproduce, List.of());
  }

  static ReportModel of(
      BenchmarkResults results,
      HtmlReport.ReproduceInfo reproduce,
      List<HtmlReport.Instance> instances) {
    return of(results, reproduce, instances, null);
  }

  /** The report's model, its first screen marked when {@code indicative} is not null. */
  static ReportModel of(
      BenchmarkResults results,
      HtmlReport.ReproduceInfo reproduce,
      List<HtmlReport.Instance> instances,
      Indicative indicative) {
    Environment env = results.environment();
    List<Phase> phases = new ArrayList<>();
    env.phaseSeconds()
        .forEach((name, seconds) -> phases.add(new Phase(name, Numbers.oneDecimal(seconds))));
    return new ReportModel(
        results.generatedAt(),
        env,
        env.jmh(),
        results.recommendation(),
        results.criteria(),
        RankingView.rows(results),
        results.codecs(),
        results.leftOut(),
        results.codecs().stream().map(codec -> adoption(results, codec)).toList(),
        reproduce,
        results.allSamples().stream().map(sample -> SampleView.of(results, sample)).toList(),
        failures(results),
        MatrixViews.fidelity(results),
        Charts.scaling(results),
        MatrixViews.capabilities(results),
        MatrixViews.evolutions(results),
        results.samples().stream()
            .flatMap(s -> s.results().stream())
            .anyMatch(r -> r.allocation() != null),
        results.baseline(),
        env.race(),
        env.plan() == null ? "" : env.plan(),
        env.threads(),
        phases,
        Numbers.oneDecimal(env.overheadSeconds()),
        MessagesView.of(results),
        ExclusionView.of(results),
        TradeOffChart.of(results),
        AdoptView.of(results),
        ProbeTimeView.of(results),
        io.serbench.result.analysis.VersionPairs.of(results),
        RunRange.acrossRuns(results),
        List.copyOf(instances),
        WarmUpLine.sentence(results),
        SteadinessLine.of(results),
        FirstScreen.of(results.recommendation()).marked(indicative));
  }

  private static List<Failure> failures(BenchmarkResults results) {
    List<Failure> failures = new ArrayList<>();
    for (SampleResult sample : results.samples()) {
      if (sample.results().isEmpty()) {
        failures.add(
            new Failure(
                sample.name(),
                "every codec",
                "SAMPLE",
                String.join("; ", sample.notes()),
                List.of()));
      }
      for (CodecResult r : sample.results()) {
        if (!r.passed() || r.benchmarkFailure() != null) {
          failures.add(
              new Failure(
                  sample.name(),
                  r.codec(),
                  r.passed() ? "BENCHMARK" : r.phase(),
                  r.passed() ? r.benchmarkFailure() : r.failure(),
                  r.differences()));
        }
      }
    }
    return failures;
  }

  private static AdoptionRow adoption(BenchmarkResults results, CodecDescriptor codec) {
    return new AdoptionRow(
        codec.id(),
        codec.library().equals("java.base"),
        codec.artifacts().size(),
        Numbers.twoDecimals(codec.artifactBytes() / 1_000_000.0),
        codec.artifacts().stream()
            .map(a -> a.coordinates() + " (" + Numbers.whole(a.bytes() / 1000.0) + " kB)")
            .toList(),
        codec.licenses().isEmpty() && !codec.artifacts().isEmpty()
            ? "none declared in the POMs"
            : String.join("; ", codec.licenses()),
        codec.jvmFlags(),
        codec.pooling() == null ? "" : codec.pooling(),
        sharedText(results, codec.id()),
        codec.registrationList(),
        codec.registeredClasses());
  }

  /** What the shared-instance probe found for the codec over every model class, or empty. */
  private static String sharedText(BenchmarkResults results, String codec) {
    List<CapabilityResult> found =
        results.capabilitiesOf(codec).stream()
            .map(Capabilities::sharedInstance)
            .filter(Objects::nonNull)
            .toList();
    return found.stream()
        .filter(r -> r.measured() == Verdict.FAIL)
        .findFirst()
        .map(r -> "measured: " + r.evidence())
        .orElse(
            !found.isEmpty() && found.stream().allMatch(r -> r.measured() == Verdict.PASS)
                ? "measured: no failure with one instance shared by 2 threads"
                : "");
  }
}
