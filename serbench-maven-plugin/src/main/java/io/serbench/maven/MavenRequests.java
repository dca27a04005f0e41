package io.serbench.maven;

import io.serbench.Alphabet;
import io.serbench.BenchmarkRequest;
import io.serbench.GeneratorSettings;
import io.serbench.InvalidConfigurationException;
import io.serbench.JmhSettings;
import io.serbench.Measurement;
import io.serbench.recommend.BaselineGate;
import io.serbench.recommend.Criteria;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.maven.artifact.DependencyResolutionRequiredException;

/** Turns the Mojo's parameters into one immutable {@link BenchmarkRequest}. */
final class MavenRequests {
  private MavenRequests() {}

  static BenchmarkRequest from(BenchmarkMojo mojo, List<String> workerClasspath)
      throws DependencyResolutionRequiredException {
    List<String> factories = new ArrayList<>();
    List<BenchmarkRequest.Fixture> fixtures = new ArrayList<>();
    for (Sample sample : mojo.samples == null ? List.<Sample>of() : mojo.samples) {
      if (sample.file() != null) {
        if (sample.modelClass() == null) {
          throw new InvalidConfigurationException(
              "samples",
              sample.file().toString(),
              "fixture " + sample.file() + " needs a <class> to read it into");
        }
        File file =
            sample.file().isAbsolute()
                ? sample.file()
                : new File(mojo.project.getBasedir(), sample.file().getPath());
        fixtures.add(new BenchmarkRequest.Fixture(file.getAbsolutePath(), sample.modelClass()));
      } else if (sample.factory() != null) {
        factories.addAll(MavenParameters.split(List.of(sample.factory())));
      }
    }
    return new BenchmarkRequest(
        MavenParameters.split(mojo.classes),
        MavenParameters.split(mojo.packages),
        factories,
        MavenParameters.split(mojo.codecs),
        generator(mojo),
        sizes(mojo.sizes),
        fixtures,
        explicitJmh(mojo),
        mojo.project.getBuild().getOutputDirectory(),
        mojo.project.getCompileSourceRoots(),
        mojo.outputDirectory.getAbsolutePath(),
        mojo.project.getRuntimeClasspathElements(),
        workerClasspath,
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        criteria(mojo),
        new Measurement(
            mojo.quick ? Measurement.Preset.QUICK : Measurement.preset(mojo.preset),
            Measurement.parseDuration("timeBudget", mojo.timeBudget),
            mojo.threads,
            MavenParameters.split(mojo.profilers)),
        mojo.baseline == null
            ? null
            : new BenchmarkRequest.Baseline(
                (mojo.baseline.isAbsolute()
                        ? mojo.baseline
                        : new File(mojo.project.getBasedir(), mojo.baseline.getPath()))
                    .getAbsolutePath(),
                BaselineGate.parseRegression(mojo.maxRegression),
                mojo.pinned));
  }

  /** Explicit JMH settings when any is given, else null for the preset or time budget. */
  static JmhSettings explicitJmh(BenchmarkMojo mojo) {
    if (mojo.forks == null
        && mojo.warmupIterations == null
        && mojo.warmupTime == null
        && mojo.measurementIterations == null
        && mojo.measurementTime == null) {
      return null;
    }
    return new JmhSettings(
        first(mojo.forks, JmhSettings.DEFAULT_FORKS),
        first(mojo.warmupIterations, JmhSettings.DEFAULT_WARMUP_ITERATIONS),
        first(mojo.warmupTime, JmhSettings.DEFAULT_WARMUP_MILLIS),
        first(mojo.measurementIterations, JmhSettings.DEFAULT_MEASUREMENT_ITERATIONS),
        first(mojo.measurementTime, JmhSettings.DEFAULT_MEASUREMENT_MILLIS));
  }

  /** User properties win over {@code <constraints>} and {@code <weights>}. */
  static Criteria criteria(BenchmarkMojo mojo) {
    Constraints nested = mojo.constraints == null ? new Constraints() : mojo.constraints;
    Weights weights = mojo.weights == null ? new Weights() : mojo.weights;
    String serialize = weights.serialize;
    String deserialize = weights.deserialize;
    String size = weights.size;
    List<String> listed =
        MavenParameters.split(mojo.weightList == null ? List.of() : List.of(mojo.weightList));
    if (!listed.isEmpty()) {
      if (listed.size() != 3) {
        throw new InvalidConfigurationException(
            "weights",
            mojo.weightList,
            "write weights as three numbers, serialize,deserialize,size, such as 1,1,0.5");
      }
      serialize = listed.get(0);
      deserialize = listed.get(1);
      size = listed.get(2);
    }
    return Criteria.parse(
        mojo.graph != null ? mojo.graph : nested.graph,
        mojo.crossLanguage != null ? mojo.crossLanguage : nested.crossLanguage,
        mojo.versioning != null ? mojo.versioning : nested.versioning,
        mojo.untrustedInput != null ? mojo.untrustedInput : nested.untrustedInput,
        mojo.objective,
        serialize,
        deserialize,
        size);
  }

  /** User properties win over {@code <generator>}, which wins over the defaults. */
  static GeneratorSettings generator(BenchmarkMojo mojo) {
    Generator nested = mojo.generator == null ? new Generator() : mojo.generator;
    GeneratorSettings defaults = GeneratorSettings.DEFAULT;
    String alphabet = first(mojo.alphabet, nested.alphabet, defaults.alphabet().name());
    Alphabet parsed;
    try {
      parsed = Alphabet.valueOf(alphabet.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new InvalidConfigurationException(
          "alphabet", alphabet, "alphabet '" + alphabet + "' is not one of ASCII, LATIN1, UNICODE");
    }
    return new GeneratorSettings(
        first(mojo.seed, nested.seed, defaults.seed()),
        first(mojo.collectionSize, nested.collectionSize, defaults.collectionSize()),
        first(mojo.stringLength, nested.stringLength, defaults.stringLength()),
        parsed,
        nested.implementations == null ? Map.of() : nested.implementations);
  }

  static List<Integer> sizes(List<String> values) {
    List<Integer> sizes = new ArrayList<>();
    for (String value : MavenParameters.split(values)) {
      try {
        sizes.add(Integer.parseInt(value));
      } catch (NumberFormatException e) {
        throw new InvalidConfigurationException(
            "sizes", value, "size '" + value + "' is not a whole number; write sizes as 0,10,100");
      }
    }
    return sizes;
  }

  @SafeVarargs
  private static <T> T first(T... values) {
    for (T value : values) {
      if (value != null) {
        return value;
      }
    }
    throw new IllegalStateException("no default");
  }
}
