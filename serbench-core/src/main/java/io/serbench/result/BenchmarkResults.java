package io.serbench.result;

import java.util.List;
import java.util.Optional;

/**
 * The contents of {@code results.json}: the contract for CI tooling and the site report. Any
 * incompatible change increments {@link #SCHEMA_VERSION}.
 *
 * @param schemaVersion the schema's version
 * @param generatedAt ISO-8601 instant of the run
 * @param environment host and settings
 * @param codecs every codec that took part
 * @param samples every sample with one result per codec
 * @param capabilities measured graph, versioning, cross-language and untrusted-input capabilities,
 *     one entry per codec and model class
 * @param criteria the constraints and objective the recommendation used
 * @param recommendation the outcome
 * @param baseline the comparison with an earlier run, or {@code null}
 * @param leftOut the catalog's codecs that this run did not select (the extended group unless
 *     named), so that a report can say how to include them
 */
public record BenchmarkResults(
    int schemaVersion,
    String generatedAt,
    Environment environment,
    List<CodecDescriptor> codecs,
    List<SampleResult> samples,
    List<Capabilities> capabilities,
    Criteria criteria,
    Recommendation recommendation,
    BaselineComparison baseline,
    List<String> leftOut) {

  public static final int SCHEMA_VERSION = 1;

  /** Results of a run that left no catalog codec out. */
  public BenchmarkResults(
      int schemaVersion,
      String generatedAt,
      Environment environment,
      List<CodecDescriptor> codecs,
      List<SampleResult> samples,
      List<Capabilities> capabilities,
      Criteria criteria,
      Recommendation recommendation,
      BaselineComparison baseline) {
    this(
        schemaVersion,
        generatedAt,
        environment,
        codecs,
        samples,
        capabilities,
        criteria,
        recommendation,
        baseline,
        List.of());
  }

  /** The same results, naming the catalog codecs that the run left out. */
  public BenchmarkResults withLeftOut(List<String> value) {
    return new BenchmarkResults(
        schemaVersion,
        generatedAt,
        environment,
        codecs,
        samples,
        capabilities,
        criteria,
        recommendation,
        baseline,
        value);
  }

  /** The same results with a baseline comparison. */
  public BenchmarkResults withBaseline(BaselineComparison value) {
    return copy(samples, criteria, recommendation, value);
  }

  public BenchmarkResults {
    codecs = List.copyOf(codecs);
    samples = List.copyOf(samples);
    capabilities = capabilities == null ? List.of() : List.copyOf(capabilities);
    criteria = criteria == null ? Criteria.DEFAULT : criteria;
    leftOut = leftOut == null ? List.of() : List.copyOf(leftOut);
  }

  /** The capabilities of one codec on every model class. */
  public List<Capabilities> capabilitiesOf(String codec) {
    return capabilities.stream().filter(c -> c.codec().equals(codec)).toList();
  }

  public Optional<CodecDescriptor> codec(String id) {
    return codecs.stream().filter(c -> c.id().equals(id)).findFirst();
  }

  public BenchmarkResults withRecommendation(Recommendation value) {
    return copy(samples, criteria, value, baseline);
  }

  public BenchmarkResults withSamples(List<SampleResult> value) {
    return copy(value, criteria, recommendation, baseline);
  }

  /** The same results with another environment, such as the final phase times. */
  public BenchmarkResults withEnvironment(Environment value) {
    return new BenchmarkResults(
        schemaVersion,
        generatedAt,
        value,
        codecs,
        samples,
        capabilities,
        criteria,
        recommendation,
        baseline,
        leftOut);
  }

  private BenchmarkResults copy(
      List<SampleResult> newSamples,
      Criteria newCriteria,
      Recommendation newRecommendation,
      BaselineComparison newBaseline) {
    return new BenchmarkResults(
        schemaVersion,
        generatedAt,
        environment,
        codecs,
        newSamples,
        capabilities,
        newCriteria,
        newRecommendation,
        newBaseline,
        leftOut);
  }
}
