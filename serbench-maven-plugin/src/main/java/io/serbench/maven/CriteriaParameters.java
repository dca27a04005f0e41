package io.serbench.maven;

import io.serbench.config.RawConfiguration;

/**
 * The parameters that decide the pick, which both the benchmark goal and the report's {@code
 * runIfMissing} take: {@code <constraints>} with the user properties that override each of its
 * elements ({@code serbench.graph}, ...), {@code objective} and {@code weights}. One value, so that
 * both goals hand them to core the same way and a page made by {@code mvn compile site} picks under
 * the same rules as {@code mvn serbench:benchmark}.
 */
record CriteriaParameters(
    Constraints constraints,
    String graph,
    String crossLanguage,
    String versioning,
    String versioningChanges,
    String untrustedInput,
    String nextJdk,
    String objective,
    Weights weights) {

  CriteriaParameters {
    constraints = constraints == null ? new Constraints() : constraints;
    weights = weights == null ? new Weights() : weights;
  }

  /** Adds these settings to {@code raw}: a user property wins over the nested element. */
  RawConfiguration applyTo(RawConfiguration raw) {
    return raw.graph(first(graph, constraints.graph))
        .crossLanguage(first(crossLanguage, constraints.crossLanguage))
        .versioning(first(versioning, constraints.versioning))
        .versioningChanges(first(versioningChanges, constraints.versioningChanges))
        .untrustedInput(first(untrustedInput, constraints.untrustedInput))
        .nextJdk(first(nextJdk, constraints.nextJdk))
        .objective(objective)
        .weights(weights.serialize, weights.deserialize, weights.size, weights.coldStart)
        .weights(weights.list);
  }

  private static <T> T first(T value, T fallback) {
    return value != null ? value : fallback;
  }
}
