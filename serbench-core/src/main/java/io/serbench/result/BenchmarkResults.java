package io.serbench.result;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

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
 * @param models every model class with its role: a message, or a part of one (schema 2)
 * @param mix the message mix and every codec's figures on it, or {@code null} when there was no mix
 *     (schema 1 files, runs that measured nothing) (schema 2)
 * @param selection the {@code codecs} patterns as the run was given them, in order; empty when the
 *     run used the default set: a suggested {@code codecs} value starts from it (schema 10)
 * @param nextJdkSpeed what the next JDK costs in speed, per codec measured there: its time with
 *     {@code sun.misc.Unsafe}'s memory access denied over its time under the JDK's default, or why
 *     its measured setup failed there; empty when the measurement did not run (schema 11)
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
    List<String> leftOut,
    List<ModelRole> models,
    MixResult mix,
    List<String> selection,
    List<NextJdkSpeed> nextJdkSpeed) {

  /**
   * The version this code writes: 2 added {@code models} and {@code mix}, 3 the trade-offs and the
   * current codec, 4 {@code baseline.inconclusive} and the fork kind {@code UNCLASSIFIED}, 9 the
   * host's sentinel ({@code environment.race.sentinel}), 10 the run's {@code selection}, the model
   * classes that can form a cycle ({@code models[].cyclic}) and the answer's first-screen lines
   * ({@code recommendation.tradeOffs.lines}), 11 what the next JDK costs in speed ({@code
   * nextJdkSpeed}).
   */
  public static final int SCHEMA_VERSION = 11;

  /** The versions this code reads. */
  public static final java.util.Set<Integer> READABLE =
      java.util.Set.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);

  /**
   * A run's results before what later steps add: the codecs left out, the roles and the mix, the
   * selection and the next JDK's cost in speed (their {@code with} methods).
   */
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
        List.of(),
        List.of(),
        null,
        List.of(),
        List.of());
  }

  /** The same results, naming the catalog codecs that the run left out. */
  public BenchmarkResults withLeftOut(List<String> value) {
    return with(p -> p.leftOut = value);
  }

  /** The same results with a baseline comparison. */
  public BenchmarkResults withBaseline(BaselineComparison value) {
    return with(p -> p.baseline = value);
  }

  /** The same results, with the {@code codecs} patterns the run was given. */
  public BenchmarkResults withSelection(List<String> value) {
    return with(p -> p.selection = value);
  }

  /** The same results with what the next JDK costs each codec measured there in speed. */
  public BenchmarkResults withNextJdkSpeed(List<NextJdkSpeed> value) {
    return with(p -> p.nextJdkSpeed = value);
  }

  /** What the next JDK costs this codec in speed, when it was measured there. */
  public Optional<NextJdkSpeed> nextJdkSpeedOf(String codec) {
    return nextJdkSpeed.stream().filter(s -> s.codec().equals(codec)).findFirst();
  }

  public BenchmarkResults {
    nextJdkSpeed = nextJdkSpeed == null ? List.of() : List.copyOf(nextJdkSpeed);
    selection = selection == null ? List.of() : List.copyOf(selection);
    codecs = List.copyOf(codecs);
    samples = List.copyOf(samples);
    capabilities = capabilities == null ? List.of() : List.copyOf(capabilities);
    criteria = criteria == null ? Criteria.DEFAULT : criteria;
    leftOut = leftOut == null ? List.of() : List.copyOf(leftOut);
    models = models == null ? List.of() : List.copyOf(models);
  }

  /** The same results with the model's roles and the mix. */
  public BenchmarkResults withMessages(List<ModelRole> roles, MixResult value) {
    return with(
        p -> {
          p.models = roles;
          p.mix = value;
        });
  }

  /** Whether the ranking stands on the mix: it was measured and it decides. */
  public boolean rankedByMix() {
    return mix != null && mix.decides() && mix.result() != null;
  }

  /**
   * The mix's sample first, when there is one, then every sample: what a report lists and a
   * comparison compares. A mix of one message is left out: its forks are that message's figure (one
   * call per pass), which the message's sample already shows.
   */
  public List<SampleResult> allSamples() {
    if (mix == null || mix.result() == null || mix.members().size() <= 1) {
      return samples;
    }
    List<SampleResult> all = new java.util.ArrayList<>();
    all.add(mix.result());
    all.addAll(samples);
    return List.copyOf(all);
  }

  /** The samples the ranking stands on: the mix when it decides, else every sample. */
  public List<SampleResult> rankedSamples() {
    return rankedByMix() ? List.of(mix.result()) : samples;
  }

  /** The capabilities of one codec on every model class. */
  public List<Capabilities> capabilitiesOf(String codec) {
    return capabilities.stream().filter(c -> c.codec().equals(codec)).toList();
  }

  public Optional<CodecDescriptor> codec(String id) {
    return codecs.stream().filter(c -> c.id().equals(id)).findFirst();
  }

  /** The same results judged by other criteria, such as with the guessed current codec. */
  public BenchmarkResults withCriteria(Criteria value) {
    return with(p -> p.criteria = value);
  }

  public BenchmarkResults withRecommendation(Recommendation value) {
    return with(p -> p.recommendation = value);
  }

  public BenchmarkResults withSamples(List<SampleResult> value) {
    return with(p -> p.samples = value);
  }

  /** The same results with another environment, such as the final phase times. */
  public BenchmarkResults withEnvironment(Environment value) {
    return with(p -> p.environment = value);
  }

  /**
   * A copy with some parts changed: every {@code with} method goes through it, so that a part added
   * to the record is carried by all of them.
   */
  private BenchmarkResults with(Consumer<Parts> change) {
    Parts p = new Parts(this);
    change.accept(p);
    return new BenchmarkResults(
        schemaVersion,
        generatedAt,
        p.environment,
        codecs,
        p.samples,
        capabilities,
        p.criteria,
        p.recommendation,
        p.baseline,
        p.leftOut,
        p.models,
        p.mix,
        p.selection,
        p.nextJdkSpeed);
  }

  /** The parts a {@code with} method may change, starting as the results' own. */
  private static final class Parts {
    Environment environment;
    List<SampleResult> samples;
    Criteria criteria;
    Recommendation recommendation;
    BaselineComparison baseline;
    List<String> leftOut;
    List<ModelRole> models;
    MixResult mix;
    List<String> selection;
    List<NextJdkSpeed> nextJdkSpeed;

    Parts(BenchmarkResults results) {
      environment = results.environment;
      samples = results.samples;
      criteria = results.criteria;
      recommendation = results.recommendation;
      baseline = results.baseline;
      leftOut = results.leftOut;
      models = results.models;
      mix = results.mix;
      selection = results.selection;
      nextJdkSpeed = results.nextJdkSpeed;
    }
  }
}
