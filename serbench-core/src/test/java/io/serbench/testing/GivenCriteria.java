package io.serbench.testing;

import io.serbench.config.PickSettings;
import io.serbench.config.ProjectFacts;
import io.serbench.config.RawSettings;
import io.serbench.config.RequestTranslator;
import io.serbench.result.Criteria;
import java.nio.file.Path;
import java.util.List;

/**
 * Criteria for tests, written as a user writes them: only the values a test sets, every other one
 * {@code null} for its default, then parsed as the run does. For example {@code
 * GivenCriteria.given().versioning("full").parse()}.
 */
public final class GivenCriteria {
  private String graph;
  private String crossLanguage;
  private String versioning;
  private String versioningChanges;
  private String untrustedInput;
  private String objective;
  private String serializeWeight;
  private String deserializeWeight;
  private String sizeWeight;

  private GivenCriteria() {}

  /** No value set: every criterion at its default. */
  public static GivenCriteria given() {
    return new GivenCriteria();
  }

  /** The {@code graph} constraint, such as {@code true}. */
  public GivenCriteria graph(String value) {
    graph = value;
    return this;
  }

  /** The {@code crossLanguage} constraint. */
  public GivenCriteria crossLanguage(String value) {
    crossLanguage = value;
    return this;
  }

  /** The {@code versioning} constraint, such as {@code full}. */
  public GivenCriteria versioning(String value) {
    versioning = value;
    return this;
  }

  /** The schema changes that versioning requires, such as {@code append}. */
  public GivenCriteria versioningChanges(String value) {
    versioningChanges = value;
    return this;
  }

  /** The {@code untrustedInput} constraint. */
  public GivenCriteria untrustedInput(String value) {
    untrustedInput = value;
    return this;
  }

  /** The objective, such as {@code speed}. */
  public GivenCriteria objective(String value) {
    objective = value;
    return this;
  }

  /** The serialize, deserialize and size weights, in that order. */
  public GivenCriteria weights(String serialize, String deserialize, String size) {
    serializeWeight = serialize;
    deserializeWeight = deserialize;
    sizeWeight = size;
    return this;
  }

  /** The criteria parsed from these values, as the run's translator reads them. */
  public Criteria parse() {
    RawSettings raw =
        new RawSettings()
            .put(PickSettings.GRAPH, graph)
            .put(PickSettings.CROSS_LANGUAGE, crossLanguage)
            .put(PickSettings.VERSIONING, versioning)
            .put(PickSettings.VERSIONING_CHANGES, versioningChanges)
            .put(PickSettings.UNTRUSTED_INPUT, untrustedInput)
            .put(PickSettings.OBJECTIVE, objective)
            // criteria alone: a ranked cold start is not held to a pass that measures it here
            .put(io.serbench.config.MeasureSettings.COLD_START, "true");
    List<String> weights = new java.util.ArrayList<>();
    String[][] named = {
      {"serialize", serializeWeight}, {"deserialize", deserializeWeight}, {"size", sizeWeight}
    };
    for (String[] weight : named) {
      if (weight[1] != null) {
        weights.add(weight[0] + "=" + weight[1]);
      }
    }
    raw.put(PickSettings.WEIGHTS, weights);
    return RequestTranslator.translate(
            raw, new ProjectFacts(Path.of("."), ".", List.of(), List.of(), List.of(), "java"))
        .criteria();
  }
}
