package io.serbench.config;

import io.serbench.settings.Entries;
import java.util.List;
import java.util.Map;

/**
 * The user's configuration as a build tool read it: raw strings, one value per setting, named by
 * the configuration element (the Maven parameter name). The build tool has already applied its own
 * precedence (a Maven user property over a nested element); {@link RequestTranslator} parses and
 * checks every value, so that the Maven goal and the command line give the same errors.
 *
 * <p>Lists may hold comma-separated entries ({@code "kryo*,!kryo-flat"}); they are split and
 * trimmed, and empty entries dropped. In every setter {@code null} means "not set".
 */
public final class RawConfiguration {
  /**
   * A JSON fixture as configured.
   *
   * @param file the file, absolute or relative to the project's base directory
   * @param modelClass the class to read it into, or {@code null} when it was left out
   */
  public record RawFixture(String file, String modelClass) {}

  List<String> classes = List.of();
  List<String> packages = List.of();
  List<String> factories = List.of();
  List<RawFixture> fixtures = List.of();
  List<String> codecs = List.of();
  List<String> sizes = List.of();
  String seed;
  String collectionSize;
  String stringLength;
  String alphabet;
  Map<String, String> implementations = Map.of();
  String preset;
  boolean quick;
  boolean roundTrip;
  String coldStart;
  String timeBudget;
  String threads;
  List<String> profilers = List.of();
  String jvmArgs;
  String jvmArgsAppend;
  String forks;
  String warmupIterations;
  String warmupTime;
  String measurementIterations;
  String measurementTime;
  String baseline;
  String maxRegression;
  String pinned;
  boolean failOnInconclusive;
  String graph;
  String crossLanguage;
  String versioning;
  String versioningChanges;
  String untrustedInput;
  String nextJdk;
  String objective;
  String weights;
  String serializeWeight;
  String deserializeWeight;
  String sizeWeight;
  String coldStartWeight;
  String outputDirectory;
  String roundTripTimeout;
  boolean verifyWorkerBytecode;
  boolean probeFailing;
  boolean probeAll;
  String current;
  String probeCache;
  boolean fresh;
  List<String> mix = List.of();
  boolean timeEveryClass;

  public RawConfiguration classes(List<String> value) {
    classes = Entries.split(value);
    return this;
  }

  public RawConfiguration packages(List<String> value) {
    packages = Entries.split(value);
    return this;
  }

  /** Factory method references, {@code com.acme.Fixtures#bigOrder}. */
  public RawConfiguration factories(List<String> value) {
    factories = Entries.split(value);
    return this;
  }

  public RawConfiguration fixtures(List<RawFixture> value) {
    fixtures = value == null ? List.of() : List.copyOf(value);
    return this;
  }

  public RawConfiguration codecs(List<String> value) {
    codecs = Entries.split(value);
    return this;
  }

  /** Sizes of a scaling series, as written: {@code 0,10,100}. */
  public RawConfiguration sizes(List<String> value) {
    sizes = Entries.split(value);
    return this;
  }

  public RawConfiguration seed(Object value) {
    seed = text(value);
    return this;
  }

  public RawConfiguration collectionSize(Object value) {
    collectionSize = text(value);
    return this;
  }

  public RawConfiguration stringLength(Object value) {
    stringLength = text(value);
    return this;
  }

  public RawConfiguration alphabet(String value) {
    alphabet = text(value);
    return this;
  }

  public RawConfiguration implementations(Map<String, String> value) {
    implementations = value == null ? Map.of() : Map.copyOf(value);
    return this;
  }

  public RawConfiguration preset(String value) {
    preset = text(value);
    return this;
  }

  /** The quick preset, whatever {@link #preset} says. */
  public RawConfiguration quick(boolean value) {
    quick = value;
    return this;
  }

  /** Measure the round trip as a benchmark of its own. */
  public RawConfiguration roundTrip(boolean value) {
    roundTrip = value;
    return this;
  }

  /** Forks of the cold-start pass: true, false or a number. */
  public RawConfiguration coldStart(String value) {
    coldStart = text(value);
    return this;
  }

  public RawConfiguration timeBudget(String value) {
    timeBudget = text(value);
    return this;
  }

  public RawConfiguration threads(Object value) {
    threads = text(value);
    return this;
  }

  public RawConfiguration profilers(List<String> value) {
    profilers = Entries.split(value);
    return this;
  }

  /** JVM options of the measured JVMs, separated by spaces; replace the default heap settings. */
  public RawConfiguration jvmArgs(String value) {
    jvmArgs = text(value);
    return this;
  }

  /** JVM options added after the defaults and the codecs' flags, separated by spaces. */
  public RawConfiguration jvmArgsAppend(String value) {
    jvmArgsAppend = text(value);
    return this;
  }

  public RawConfiguration forks(Object value) {
    forks = text(value);
    return this;
  }

  public RawConfiguration warmupIterations(Object value) {
    warmupIterations = text(value);
    return this;
  }

  /** Milliseconds per warmup iteration. */
  public RawConfiguration warmupTime(Object value) {
    warmupTime = text(value);
    return this;
  }

  public RawConfiguration measurementIterations(Object value) {
    measurementIterations = text(value);
    return this;
  }

  /** Milliseconds per measurement iteration. */
  public RawConfiguration measurementTime(Object value) {
    measurementTime = text(value);
    return this;
  }

  /** An earlier results.json, absolute or relative to the project's base directory. */
  public RawConfiguration baseline(Object value) {
    baseline = text(value);
    return this;
  }

  public RawConfiguration maxRegression(String value) {
    maxRegression = text(value);
    return this;
  }

  public RawConfiguration pinned(String value) {
    pinned = text(value);
    return this;
  }

  public RawConfiguration graph(String value) {
    graph = text(value);
    return this;
  }

  public RawConfiguration crossLanguage(String value) {
    crossLanguage = text(value);
    return this;
  }

  public RawConfiguration versioning(String value) {
    versioning = text(value);
    return this;
  }

  /** Which schema changes the versioning constraint requires: {@code fields} or {@code append}. */
  public RawConfiguration versioningChanges(String value) {
    versioningChanges = text(value);
    return this;
  }

  public RawConfiguration untrustedInput(String value) {
    untrustedInput = text(value);
    return this;
  }

  /** Whether the messages must round-trip with {@code sun.misc.Unsafe} denied: true or false. */
  public RawConfiguration nextJdk(String value) {
    nextJdk = text(value);
    return this;
  }

  public RawConfiguration objective(String value) {
    objective = text(value);
    return this;
  }

  /**
   * The weights as one list, {@code serialize,deserialize,size} and optionally {@code coldStart};
   * wins over the others.
   */
  public RawConfiguration weights(String value) {
    weights = text(value);
    return this;
  }

  /** Weights one by one, the cold start's too; each may be left unset. */
  public RawConfiguration weights(
      String serialize, String deserialize, String size, String coldStart) {
    weights(serialize, deserialize, size);
    coldStartWeight = text(coldStart);
    return this;
  }

  /** Weights one by one; each may be left unset to keep the objective's. */
  public RawConfiguration weights(String serialize, String deserialize, String size) {
    serializeWeight = text(serialize);
    deserializeWeight = text(deserialize);
    sizeWeight = text(size);
    return this;
  }

  /** The worker's time limit per call into a codec, in whole seconds. */
  public RawConfiguration roundTripTimeout(Object value) {
    roundTripTimeout = text(value);
    return this;
  }

  /** Keep bytecode verification on in the worker JVM. */
  /** The mix, as {@code name=weight} entries: {@code com.acme.Order=3,com.acme.Refund=1}. */
  public RawConfiguration mix(List<String> value) {
    mix = Entries.split(value);
    return this;
  }

  /** Where capability verdicts are kept between runs: a directory, such as a CI cache's. */
  public RawConfiguration probeCache(Object value) {
    probeCache = text(value);
    return this;
  }

  /** Ignores the kept capability verdicts and probes everything again. */
  public RawConfiguration fresh(boolean value) {
    fresh = value;
    return this;
  }

  /** The codec the team uses now, by id, such as {@code jackson-json}. */
  public RawConfiguration current(Object value) {
    current = text(value);
    return this;
  }

  /** Probes codecs on the models whose samples they do not round-trip, too. */
  /** Whether a baseline gate that could not test the watched codec fails the build. */
  public RawConfiguration failOnInconclusive(boolean value) {
    failOnInconclusive = value;
    return this;
  }

  public RawConfiguration probeFailing(boolean value) {
    probeFailing = value;
    return this;
  }

  /** Probes every codec for every capability, not only what the answer needs. */
  public RawConfiguration probeAll(boolean value) {
    probeAll = value;
    return this;
  }

  /** Times every model class, parts included, as a sample of its own. */
  public RawConfiguration timeEveryClass(boolean value) {
    timeEveryClass = value;
    return this;
  }

  public RawConfiguration verifyWorkerBytecode(boolean value) {
    verifyWorkerBytecode = value;
    return this;
  }

  /** Where everything is written, absolute or relative to the project's base directory. */
  public RawConfiguration outputDirectory(Object value) {
    outputDirectory = text(value);
    return this;
  }

  private static String text(Object value) {
    if (value == null) {
      return null;
    }
    String text = value.toString().trim();
    return text.isEmpty() ? null : text;
  }
}
