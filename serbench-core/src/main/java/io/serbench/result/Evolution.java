package io.serbench.result;

import java.util.Collection;
import java.util.List;

/**
 * One cell row of the versioning matrix: a change of the model classes and what happened in each
 * direction.
 *
 * @param change the change made to every model class it applies to
 * @param backward a new reader (changed classes) read old bytes
 * @param forward an old reader read new bytes
 * @param evidence which classes changed how, and the first failure in each direction
 */
public record Evolution(SchemaChange change, Outcome backward, Outcome forward, String evidence) {

  /** What one direction of one change did. */
  public enum Outcome {
    /** Every value came back; a field the reader did not know is ignored, one it lacks is null. */
    PASS,
    /** Decoding failed with an error: the application notices. */
    FAIL,
    /** Decoding succeeded with a wrong value: the worst outcome, nothing tells the application. */
    SILENT,
    /** The change applies, but the check could not run; the evidence says why. */
    NOT_TESTED,
    /** No model class has what the change needs (no int field, no field before the last). */
    NOT_APPLICABLE;

    /** Whether the direction was checked and survived. */
    public boolean survived() {
      return this == PASS;
    }
  }

  /** The outcome in one direction. */
  public Outcome outcome(boolean backwardDirection) {
    return backwardDirection ? backward : forward;
  }

  /**
   * The verdict of one direction over the required changes: FAIL (silent where a value changed
   * without an error) when one failed, NOT_TESTED when one was not checked, PASS when all survived.
   * A change that does not apply to the model cannot break it and is named as such.
   */
  public static CapabilityResult verdict(
      boolean claimed,
      boolean backwardDirection,
      Collection<SchemaChange> required,
      List<Evolution> evolutions) {
    if (evolutions.isEmpty()) {
      return CapabilityResult.notTested(claimed, "the versioning probe did not run");
    }
    StringBuilder survived = new StringBuilder();
    StringBuilder broke = new StringBuilder();
    boolean failed = false;
    boolean silent = false;
    boolean untested = false;
    for (Evolution evolution : evolutions) {
      if (!required.contains(evolution.change())) {
        continue;
      }
      Outcome outcome = evolution.outcome(backwardDirection);
      switch (outcome) {
        case PASS -> append(survived, evolution.change().id());
        case NOT_APPLICABLE -> append(survived, evolution.change().id() + " (nothing to change)");
        case SILENT -> {
          silent = true;
          append(broke, evolution.change().id() + " silently");
        }
        case FAIL -> {
          failed = true;
          append(broke, evolution.change().id());
        }
        case NOT_TESTED -> {
          untested = true;
          append(broke, evolution.change().id() + " not tested");
        }
      }
    }
    String what = backwardDirection ? "new reader, old bytes" : "old reader, new bytes";
    String details =
        evolutions.stream()
            .filter(e -> required.contains(e.change()) && !e.outcome(backwardDirection).survived())
            .filter(e -> e.outcome(backwardDirection) != Outcome.NOT_APPLICABLE)
            .map(Evolution::evidence)
            .findFirst()
            .map(e -> "; " + e)
            .orElse("");
    String evidence =
        what
            + ": survives "
            + (survived.length() == 0 ? "none" : survived)
            + (broke.length() == 0 ? "" : "; not " + broke)
            + details;
    if (silent) {
      return CapabilityResult.silentFailure(claimed, evidence);
    }
    if (failed) {
      return CapabilityResult.fail(claimed, evidence);
    }
    return untested
        ? CapabilityResult.notTested(claimed, evidence)
        : CapabilityResult.pass(claimed, evidence);
  }

  private static void append(StringBuilder list, String item) {
    list.append(list.length() == 0 ? "" : ", ").append(item);
  }
}
