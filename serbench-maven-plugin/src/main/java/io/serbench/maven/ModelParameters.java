package io.serbench.maven;

import io.serbench.config.RawConfiguration;
import io.serbench.settings.Entries;
import java.util.ArrayList;
import java.util.List;

/**
 * The model parameters that both goals take ({@code classes}, {@code packages}, {@code samples},
 * {@code codecs}), as one value, so that the benchmark goal and the report's {@code runIfMissing}
 * hand them to core the same way.
 */
record ModelParameters(
    List<String> classes, List<String> packages, List<Sample> samples, List<String> codecs) {

  ModelParameters {
    classes = classes == null ? List.of() : classes;
    packages = packages == null ? List.of() : packages;
    samples = samples == null ? List.of() : samples;
    codecs = codecs == null ? List.of() : codecs;
  }

  /** Whether any model class, package or sample is configured. */
  boolean isEmpty() {
    return Entries.split(classes).isEmpty()
        && Entries.split(packages).isEmpty()
        && samples.isEmpty();
  }

  /** A raw configuration with these parameters: factories and fixtures told apart. */
  RawConfiguration toRaw() {
    List<String> factories = new ArrayList<>();
    List<RawConfiguration.RawFixture> fixtures = new ArrayList<>();
    for (Sample sample : samples) {
      if (sample.file() != null) {
        fixtures.add(new RawConfiguration.RawFixture(sample.file().getPath(), sample.modelClass()));
      } else if (sample.factory() != null) {
        factories.add(sample.factory());
      }
    }
    return new RawConfiguration()
        .classes(classes)
        .packages(packages)
        .factories(factories)
        .fixtures(fixtures)
        .codecs(codecs);
  }
}
