package io.serbench.config;

import io.serbench.codec.Versioning;
import io.serbench.result.Criteria;
import io.serbench.result.SchemaChange;
import io.serbench.settings.Defaults;
import java.util.List;
import java.util.Locale;

/** The settings of the pick: constraints, objective and weights, and the gates. */
public final class PickSettings {
  private PickSettings() {}

  public static final Setting<Boolean> GRAPH =
      constraint("graph", "graph", "require graph support")
          .describe(
              """
              Graph constraint: cycles and shared references must survive with identity
              restored; overrides {@code <constraints><graph>}.""")
          .declare();

  public static final Setting<Boolean> CROSS_LANGUAGE =
      constraint("crossLanguage", "cross-language", "require a cross-language format")
          .describe(
              """
              Cross-language constraint: a reader in another language must be able to
              read the bytes; overrides {@code <constraints><crossLanguage>}.""")
          .declare();

  public static final Setting<Versioning> VERSIONING =
      Setting.choice("versioning", "versioning", Versioning.class)
          .defaultValue(Versioning.NONE, Versioning.NONE.name().toLowerCase(Locale.ROOT))
          .nestedIn(Setting.Holder.CONSTRAINTS)
          .inReport()
          .help("none|backward|forward|full", "require schema versioning")
          .describe(
              """
              Versioning constraint: none, backward, forward or full; overrides {@code
              <constraints><versioning>}.""")
          .declare();

  public static final Setting<SchemaChange.Required> VERSIONING_CHANGES =
      Setting.choice("versioningChanges", "versioning-changes", SchemaChange.Required.class)
          .defaultValue(
              SchemaChange.Required.FIELDS,
              SchemaChange.Required.FIELDS.name().toLowerCase(Locale.ROOT))
          .nestedIn(Setting.Holder.CONSTRAINTS)
          .inReport()
          .help(
              "fields|append",
              "the schema changes versioning requires (default fields: added and removed"
                  + " anywhere; append: at the end only)")
          .describe(
              """
              Which schema changes the versioning constraint requires to survive: {@code
              fields} (the default: fields added and removed anywhere in a class),
              {@code append} (added and removed at the end only) or {@code renames}
              (fields added, removed and renamed anywhere). Overrides {@code
              <constraints><versioningChanges>}.""")
          .declare();

  public static final Setting<Boolean> UNTRUSTED_INPUT =
      constraint("untrustedInput", "untrusted-input", "require safety against untrusted input")
          .describe(
              """
              Untrusted-input constraint: decoding must not create classes named in the
              input; overrides {@code <constraints><untrustedInput>}.""")
          .declare();

  public static final Setting<Boolean> NEXT_JDK =
      constraint(
              "nextJdk",
              "next-jdk",
              "require the messages to round-trip with sun.misc.Unsafe denied on a JDK 24+")
          .describe(
              """
              Next-JDK constraint ({@code -Dserbench.nextJdk=true}): the messages must
              round-trip with {@code sun.misc.Unsafe} denied on a JDK 24+; overrides
              {@code <constraints><nextJdk>}.""")
          .declare();

  public static final Setting<Criteria.Objective> OBJECTIVE =
      Setting.choice("objective", "objective", Criteria.Objective.class)
          .defaultValue(Criteria.Objective.BALANCED, Defaults.OBJECTIVE)
          .inReport()
          .help(
              String.join(
                  "|",
                  List.of(Criteria.Objective.values()).stream()
                      .map(Criteria.Objective::id)
                      .toList()),
              "what ranks the eligible codecs (default "
                  + Defaults.OBJECTIVE
                  + "; coldStart needs --cold-start)")
          .describe(
              """
              What ranks the eligible codecs: {@code speed}, {@code size}, {@code
              balanced} or {@code coldStart} (codec creation, first encode and first
              decode; needs {@code coldStart}).""")
          .declare();

  /** The weights a user gave over the objective's, or {@code null}. */
  public static final Setting<GivenWeights> WEIGHTS =
      Setting.listOf("weights", "weights", GivenWeights.class, Parsers.WEIGHTS)
          .mavenType("Weights")
          .inReport()
          .help(
              "SER,DESER,SIZE[,COLD]",
              "weights of serialize time, deserialize time, size and, optionally fourth, the cold"
                  + " start (needs --cold-start)")
          .describe(
              """
              Relative weights of serialize time, deserialize time, size and the cold
              start, overriding the objective's: {@code <weights><serialize>1</serialize
              ><deserialize>2</deserialize><size>0</size></weights>}, with {@code
              <coldStart>} optional and the objective's weight for any left out, or as a
              list, {@code <weights>1,2,0</weights>} or {@code -Dserbench.weights=1,2,0}
              ({@code 1,2,0,1} with the cold start). As for every parameter, {@code
              <weights>} in the POM wins over the user property.""")
          .declare();

  public static final Setting<Boolean> FAIL_ON_NO_RECOMMENDATION =
      Setting.flag("failOnNoRecommendation", "fail-on-no-recommendation")
          .help("exit with status 1 when no codec meets the constraints")
          .describe(
              """
              Fails the build when no codec meets the constraints; by default the report
              explains which constraint eliminated the last candidates and the build
              goes on.""")
          .declare();

  /** An earlier results.json, resolved against the project's base directory. */
  public static final Setting<String> BASELINE =
      Setting.value("baseline", "baseline", String.class, Parsers.TEXT)
          .help("FILE", "an earlier results.json: fail when the watched codec got slower")
          .describe(
              """
              A results.json from an earlier run to compare with; with {@code
              maxRegression}, the build fails when the recommended (or pinned) codec got
              slower beyond the threshold and the noise, or when a codec that passed
              then fails its round trip now.""")
          .declare();

  /** The tolerated slowdown as a fraction, such as {@code 0.10}. */
  public static final Setting<Double> MAX_REGRESSION =
      Setting.value("maxRegression", "max-regression", Double.class, Parsers.REGRESSION)
          .defaultValue(Defaults.MAX_REGRESSION_FRACTION, Defaults.MAX_REGRESSION)
          .help(
              "10%",
              "tolerated slowdown against the baseline (default " + Defaults.MAX_REGRESSION + ")")
          .describe("Tolerated slowdown against the baseline, such as {@code 10%}.")
          .declare();

  public static final Setting<String> PINNED =
      Setting.value("pinned", "pinned", String.class, Parsers.TEXT)
          .help("CODEC", "the codec the baseline gate watches (default: the recommended one)")
          .describe("The codec the baseline gate watches; the recommended one when not set.")
          .declare();

  public static final Setting<Boolean> FAIL_ON_INCONCLUSIVE =
      Setting.flag("failOnInconclusive", "fail-on-inconclusive")
          .help("exit with status 1 when the baseline gate could not test the watched codec")
          .describe(
              """
              Fails the build when the baseline gate could not test the watched codec:
              fewer than 3 forks on a side (the quick preset, or a time budget that
              stopped early), or a figure whose forks mostly reached no steady state in
              either run. By default such a gate is reported as INCONCLUSIVE and the
              build goes on.""")
          .declare();

  /** Every setting of the pick, in usage.md's order. */
  static final List<Setting<?>> ALL =
      List.of(
          GRAPH,
          CROSS_LANGUAGE,
          VERSIONING,
          VERSIONING_CHANGES,
          UNTRUSTED_INPUT,
          NEXT_JDK,
          OBJECTIVE,
          WEIGHTS,
          FAIL_ON_NO_RECOMMENDATION,
          BASELINE,
          MAX_REGRESSION,
          PINNED,
          FAIL_ON_INCONCLUSIVE);

  private static Setting.Builder<Boolean> constraint(String element, String option, String help) {
    return Setting.value(element, option, Boolean.class, Parsers.CONSTRAINT)
        .defaultValue(false, "false")
        .nestedIn(Setting.Holder.CONSTRAINTS)
        .inReport()
        .help("true|false", help);
  }
}
