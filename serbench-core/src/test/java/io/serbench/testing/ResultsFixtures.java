package io.serbench.testing;

import io.serbench.recommend.Recommender;
import io.serbench.report.HtmlReport;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.CodecResult;
import io.serbench.result.Evolution;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import io.serbench.result.Scores;
import io.serbench.result.io.ResultsFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The results fixture ({@code src/test/resources/results-fixture.json}: a tree sample with a cycle
 * and an order sample, three codecs, with forks), read the way the site report reads a
 * results.json.
 */
public final class ResultsFixtures {
  /** The reproduction lines the report tests render with. */
  public static final HtmlReport.ReproduceInfo REPRODUCE =
      new HtmlReport.ReproduceInfo("jmh/src", "java -cp x org.openjdk.jmh.Main");

  private ResultsFixtures() {}

  /** The fixture as saved, without a recommendation. */
  public static BenchmarkResults read() {
    try {
      return ResultsFile.read(Path.of("src/test/resources/results-fixture.json"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The fixture with the recommendation the recommender makes on it. */
  public static BenchmarkResults recommended() {
    BenchmarkResults results = read();
    return results.withRecommendation(Recommender.recommend(results));
  }

  /**
   * The results with {@code pick} recommended (the fixture's recommendation otherwise) and its
   * descriptor replaced: what a run that measured that codec so would write.
   */
  public static BenchmarkResults withPick(
      BenchmarkResults results, io.serbench.result.CodecDescriptor pick) {
    var recommendation = results.recommendation();
    List<io.serbench.result.CodecDescriptor> codecs = new ArrayList<>();
    results.codecs().stream().filter(c -> !c.id().equals(pick.id())).forEach(codecs::add);
    codecs.add(pick);
    return new BenchmarkResults(
            results.schemaVersion(),
            results.generatedAt(),
            results.environment(),
            codecs,
            results.samples(),
            results.capabilities(),
            results.criteria(),
            results.recommendation(),
            results.baseline())
        .withLeftOut(results.leftOut())
        .withMessages(results.models(), results.mix())
        .withRecommendation(
            new io.serbench.result.Recommendation(
                pick.id(),
                recommendation.runnerUp(),
                recommendation.reasons(),
                recommendation.exclusions(),
                recommendation.ranking(),
                recommendation.tied(),
                recommendation.eliminatedBy(),
                recommendation.tradeOffs()));
  }

  /** Offsets with a standard deviation of about 1. */
  private static final double[] SPREAD = {-1.26, -0.63, 0, 0.63, 1.26};

  /** Every result of {@code codec} with five serialize forks at {@code mean} ± sd. */
  public static BenchmarkResults withSerialize(
      BenchmarkResults results, String codec, double mean, double sd) {
    return map(results, codec, r -> withScores(r, score(mean, sd), score(1000, 1)));
  }

  /** Five forks whose means spread around {@code mean} by {@code sd}. */
  public static Score score(double mean, double sd) {
    List<Double> means = new ArrayList<>();
    Arrays.stream(SPREAD).forEach(offset -> means.add(mean + offset * sd));
    return Scores.forks(means);
  }

  public static BenchmarkResults map(
      BenchmarkResults results, String codec, UnaryOperator<CodecResult> change) {
    List<SampleResult> samples = new ArrayList<>();
    for (SampleResult sample : results.samples()) {
      samples.add(
          sample.withResults(
              sample.results().stream()
                  .map(r -> r.codec().equals(codec) ? change.apply(r) : r)
                  .toList()));
    }
    return results.withSamples(samples);
  }

  /** The result with these serialize and deserialize figures, and everything else kept. */
  public static CodecResult withScores(CodecResult result, Score serialize, Score deserialize) {
    return result.withMeasurement(
        new CodecResult.Timing(serialize, deserialize, result.roundTripNs()),
        result.allocation(),
        result.measuredIn(),
        null);
  }

  /** The same results with other capabilities. */
  public static BenchmarkResults withCapabilities(
      BenchmarkResults results, List<Capabilities> capabilities) {
    return new BenchmarkResults(
            results.schemaVersion(),
            results.generatedAt(),
            results.environment(),
            results.codecs(),
            results.samples(),
            capabilities,
            results.criteria(),
            results.recommendation(),
            results.baseline())
        .withLeftOut(results.leftOut());
  }

  /** The same capabilities with another untrusted-input verdict and versioning matrix. */
  public static Capabilities withProbes(
      Capabilities c, CapabilityResult untrustedInput, List<Evolution> evolutions) {
    return new Capabilities(
        c.codec(),
        c.model(),
        c.graph(),
        c.versioningBackward(),
        c.versioningForward(),
        c.crossLanguage(),
        untrustedInput,
        c.languages(),
        evolutions,
        c.sharedInstance());
  }
}
