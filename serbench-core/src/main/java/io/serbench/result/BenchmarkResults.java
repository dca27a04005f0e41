package io.serbench.result;

import io.serbench.probe.Capabilities;
import io.serbench.recommend.Criteria;
import io.serbench.recommend.Recommender;
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
 */
public record BenchmarkResults(
    int schemaVersion,
    String generatedAt,
    Environment environment,
    List<CodecDescriptor> codecs,
    List<SampleResult> samples,
    List<Capabilities> capabilities,
    Criteria criteria,
    Recommendation recommendation) {

  public static final int SCHEMA_VERSION = 1;

  public BenchmarkResults {
    codecs = List.copyOf(codecs);
    samples = List.copyOf(samples);
    capabilities = capabilities == null ? List.of() : List.copyOf(capabilities);
    criteria = criteria == null ? Criteria.DEFAULT : criteria;
  }

  /** The capabilities of one codec on every model class. */
  public List<Capabilities> capabilitiesOf(String codec) {
    return capabilities.stream().filter(c -> c.codec().equals(codec)).toList();
  }

  public Optional<CodecDescriptor> codec(String id) {
    return codecs.stream().filter(c -> c.id().equals(id)).findFirst();
  }

  public BenchmarkResults withRecommendation(Recommendation value) {
    return new BenchmarkResults(
        schemaVersion, generatedAt, environment, codecs, samples, capabilities, criteria, value);
  }

  public BenchmarkResults withSamples(List<SampleResult> value) {
    return new BenchmarkResults(
        schemaVersion,
        generatedAt,
        environment,
        codecs,
        value,
        capabilities,
        criteria,
        recommendation);
  }

  /** The same results ranked again under other criteria. */
  public BenchmarkResults withCriteria(Criteria value) {
    return new BenchmarkResults(
        schemaVersion,
        generatedAt,
        environment,
        codecs,
        samples,
        capabilities,
        value,
        Recommender.recommend(this, value));
  }
}
