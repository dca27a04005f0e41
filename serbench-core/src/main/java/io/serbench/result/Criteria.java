package io.serbench.result;

import io.serbench.InvalidConfigurationException;
import io.serbench.codec.Versioning;
import java.util.Locale;

/**
 * What the team needs from a codec (constraints) and what it optimises for (objective and weights).
 * Constraints are checked against <em>measured</em> capabilities; the objective ranks the codecs
 * that meet them.
 *
 * @param constraints capabilities every recommended codec must have
 * @param objective what ranks the eligible codecs
 * @param weights relative weights of serialize time, deserialize time and size in the ranking;
 *     derived from the objective unless given
 * @param current the codec the team uses now, which the answer compares the pick with, or {@code
 *     null}
 */
public record Criteria(
    Constraints constraints, Objective objective, Weights weights, Current current) {

  /** No constraints, balanced objective. */
  public static final Criteria DEFAULT =
      new Criteria(Constraints.NONE, Objective.BALANCED, Objective.BALANCED.weights());

  /** Criteria without a current codec. */
  public Criteria(Constraints constraints, Objective objective, Weights weights) {
    this(constraints, objective, weights, null);
  }

  /**
   * The codec a team uses now ({@code <current>}), or serbench's guess of it.
   *
   * @param codec the codec id
   * @param guessedFrom when serbench guessed it, what from (the one serializer library on the
   *     project's classpath); {@code null} when the user named it
   */
  public record Current(String codec, String guessedFrom) {}

  /** The same criteria comparing with another current codec. */
  public Criteria withCurrent(Current value) {
    return new Criteria(constraints, objective, weights, value);
  }

  /** The same criteria with other constraints. */
  public Criteria withConstraints(Constraints value) {
    return new Criteria(value, objective, weights, current);
  }

  /** The same criteria with another objective and its default weights. */
  public Criteria withObjective(Objective value) {
    return new Criteria(constraints, value, value.weights(), current);
  }

  public Criteria {
    constraints = constraints == null ? Constraints.NONE : constraints;
    objective = objective == null ? Objective.BALANCED : objective;
    weights = weights == null ? objective.weights() : weights;
  }

  /**
   * Capabilities a codec must have to be recommended.
   *
   * @param graph cycles and shared references must survive with identity restored
   * @param crossLanguage another language must be able to read the bytes
   * @param versioning which directions of schema change must work
   * @param versioningChanges which schema changes must survive in those directions
   * @param untrustedInput decoding must not create classes named in the input
   * @param nextJdk the messages must round-trip on the newest JDK with {@code sun.misc.Unsafe}'s
   *     memory access denied, as coming JDKs will by default
   */
  public record Constraints(
      boolean graph,
      boolean crossLanguage,
      Versioning versioning,
      SchemaChange.Required versioningChanges,
      boolean untrustedInput,
      boolean nextJdk) {
    public static final Constraints NONE = new Constraints(false, false, Versioning.NONE, false);

    /** Constraints without the next-JDK one. */
    public Constraints(
        boolean graph,
        boolean crossLanguage,
        Versioning versioning,
        SchemaChange.Required versioningChanges,
        boolean untrustedInput) {
      this(graph, crossLanguage, versioning, versioningChanges, untrustedInput, false);
    }

    /** The same constraints, with the next-JDK one set or not. */
    public Constraints withNextJdk(boolean required) {
      return new Constraints(
          graph, crossLanguage, versioning, versioningChanges, untrustedInput, required);
    }

    public Constraints {
      versioning = versioning == null ? Versioning.NONE : versioning;
      versioningChanges =
          versioningChanges == null ? SchemaChange.Required.FIELDS : versioningChanges;
    }

    /** Constraints with the default versioning changes ({@code fields}). */
    public Constraints(
        boolean graph, boolean crossLanguage, Versioning versioning, boolean untrustedInput) {
      this(graph, crossLanguage, versioning, SchemaChange.Required.FIELDS, untrustedInput);
    }

    /** Whether any constraint is set. */
    public boolean any() {
      return graph || crossLanguage || versioning != Versioning.NONE || untrustedInput || nextJdk;
    }
  }

  /** What ranks eligible codecs. */
  public enum Objective {
    /** Serialize plus deserialize time; ties broken by size. */
    SPEED(new Weights(1, 1, 0)),
    /** Serialized size; ties broken by time. */
    SIZE(new Weights(0, 0, 1)),
    /** Time and size with equal weight; ties broken by size. */
    BALANCED(new Weights(0.5, 0.5, 1)),
    /**
     * The cold start: codec creation plus the first encode and the first decode in a fresh JVM,
     * from the cold-start pass; ties broken by size. {@code -Dserbench.objective=coldStart}.
     */
    COLD_START(new Weights(0, 0, 0, 1));

    private final Weights weights;

    Objective(Weights weights) {
      this.weights = weights;
    }

    /** The name users write, such as {@code balanced} or {@code coldStart}. */
    public String id() {
      return Criteria.id(this);
    }

    /** The default weights of this objective. */
    public Weights weights() {
      return weights;
    }
  }

  /**
   * Relative weights; only their ratios matter.
   *
   * @param serialize weight of serialize time
   * @param deserialize weight of deserialize time
   * @param size weight of serialized size
   */
  public record Weights(double serialize, double deserialize, double size, double coldStart) {
    /** Weights without the cold start. */
    public Weights(double serialize, double deserialize, double size) {
      this(serialize, deserialize, size, 0);
    }

    public Weights {
      for (double w : new double[] {serialize, deserialize, size, coldStart}) {
        if (!(w >= 0) || Double.isInfinite(w)) {
          throw new InvalidConfigurationException(
              "weights",
              String.valueOf(w),
              "weights must be zero or positive numbers, but one was " + w);
        }
      }
      if (serialize + deserialize + size + coldStart == 0) {
        throw new InvalidConfigurationException(
            "weights", "0,0,0", "at least one of the weights must be positive");
      }
    }

    /** Whether the cold start is ranked: its weight is above 0. */
    public boolean ranksColdStart() {
      return coldStart > 0;
    }

    /** The sum of every weight. */
    public double total() {
      return serialize + deserialize + size + coldStart;
    }

    /** Whether time counts at all. */
    public boolean time() {
      return serialize + deserialize > 0;
    }
  }

  /** An enum constant as users write it: {@code COLD_START} is {@code coldStart}. */
  public static String id(Enum<?> constant) {
    StringBuilder id = new StringBuilder();
    boolean upper = false;
    for (char c : constant.name().toCharArray()) {
      if (c == '_') {
        upper = true;
      } else {
        id.append(upper ? c : Character.toLowerCase(c));
        upper = false;
      }
    }
    return id.toString();
  }

  /** Constraints as short text, such as {@code graph, versioning=full}, or {@code none}. */
  public String describeConstraints() {
    StringBuilder text = new StringBuilder();
    if (constraints.graph()) {
      text.append("graph");
    }
    if (constraints.crossLanguage()) {
      text.append(text.length() == 0 ? "" : ", ").append("crossLanguage");
    }
    if (constraints.versioning() != Versioning.NONE) {
      text.append(text.length() == 0 ? "" : ", ")
          .append("versioning=")
          .append(constraints.versioning().name().toLowerCase(Locale.ROOT));
      if (constraints.versioningChanges() != SchemaChange.Required.FIELDS) {
        text.append(" (")
            .append(constraints.versioningChanges().name().toLowerCase(Locale.ROOT))
            .append(" changes)");
      }
    }
    if (constraints.untrustedInput()) {
      text.append(text.length() == 0 ? "" : ", ").append("untrustedInput");
    }
    if (constraints.nextJdk()) {
      text.append(text.length() == 0 ? "" : ", ").append("nextJdk");
    }
    return text.length() == 0 ? "none" : text.toString();
  }
}
