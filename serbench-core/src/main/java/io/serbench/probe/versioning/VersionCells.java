package io.serbench.probe.versioning;

import io.serbench.probe.versioning.VersionSteps.VersionStep;
import io.serbench.result.Evolution;
import io.serbench.result.SchemaChange;
import java.util.ArrayList;
import java.util.List;

/**
 * One cell of the versioning matrix ({@link VersioningProbe}): a change on one model, from the
 * steps that tested it, with the outcome each direction reads and the evidence that says why.
 */
final class VersionCells {
  private VersionCells() {}

  /**
   * The steps that test one change on one model: the unchanged classes write ({@code old}), the
   * changed ones read that ({@code newReadsOld}) and write ({@code newer}), and the unchanged ones
   * read that ({@code oldReadsNew}).
   */
  record ChangeSteps(
      VersionStep old, VersionStep newReadsOld, VersionStep newer, VersionStep oldReadsNew) {}

  /**
   * A rename that cannot be measured on the team's sample: its renamed version cannot be given the
   * renamed field's value (see {@link RenamedValues}), so old and new would agree whatever the
   * codec did with the value.
   */
  static Evolution renameUntested(Evolution cell, String why) {
    if (cell.backward() == Evolution.Outcome.NOT_APPLICABLE) {
      return cell;
    }
    String what = cell.evidence();
    int colon = what.indexOf("): ");
    return new Evolution(
        cell.change(),
        Evolution.Outcome.NOT_TESTED,
        Evolution.Outcome.NOT_TESTED,
        (colon > 0 ? what.substring(0, colon + 1) : what)
            + ": not tested on your sample, whose renamed field cannot be given its old value in"
            + " the new version ("
            + why
            + "); the generated sample, which can, does not round-trip");
  }

  /**
   * One matrix cell from the steps that tested it ({@code null} when the change applies to no
   * model). A changed class of which the sample holds no instance was not exercised: the cell is
   * then not tested, whatever the bytes did.
   *
   * @param baseFailure why the unchanged model does not round-trip, or {@code null}
   */
  static Evolution cell(
      SchemaChange change, Evolved evolved, Class<?> model, String baseFailure, ChangeSteps steps) {
    List<String> changed = evolved.changed(model, change);
    List<String> untested = evolved.untested(model, change);
    if (changed.isEmpty() && untested.isEmpty()) {
      return new Evolution(
          change,
          Evolution.Outcome.NOT_APPLICABLE,
          Evolution.Outcome.NOT_APPLICABLE,
          change.id()
              + ": no class reachable from "
              + model.getSimpleName()
              + " has "
              + switch (change) {
                case REMOVE_MIDDLE -> "a field before its last";
                case WIDEN_INT_LONG, INT_TO_INTEGER -> "an int field";
                default -> "a field";
              });
    }
    String what = change.id() + " (" + String.join(", ", changed) + ")";
    if (baseFailure != null || changed.isEmpty()) {
      String why = baseFailure != null ? baseFailure : String.join("; ", untested);
      return new Evolution(
          change, Evolution.Outcome.NOT_TESTED, Evolution.Outcome.NOT_TESTED, what + ": " + why);
    }
    List<String> absent =
        evolved.changedClasses(model, change).stream()
            .filter(c -> !steps.old().instances().contains(c.getName()))
            .map(Class::getSimpleName)
            .toList();
    // the verdict stands on the changed classes the sample holds: a team's sample read from its
    // own documents holds the classes its messages use, not every class a field could reach
    boolean none = absent.size() == evolved.changedClasses(model, change).size();
    VersionStep newReadsOld = steps.newReadsOld();
    VersionStep forwardStep = orWriterFailure(steps.newer(), steps.oldReadsNew());
    Evolution.Outcome back = outcome(newReadsOld, none);
    Evolution.Outcome forth = outcome(forwardStep, none);
    List<String> parts = new ArrayList<>();
    if (newReadsOld.failure() != null) {
      parts.add("backward: " + newReadsOld.failure());
    }
    if (forwardStep.failure() != null) {
      parts.add("forward: " + forwardStep.failure());
    }
    if (!untested.isEmpty()) {
      parts.add("not tested on " + String.join("; ", untested));
    }
    if (!absent.isEmpty()) {
      parts.add(
          "not exercised on "
              + String.join(", ", absent)
              + ": the sample holds no instance of "
              + (absent.size() == 1 ? "it" : "them"));
    }
    return new Evolution(
        change, back, forth, what + (parts.isEmpty() ? "" : ": " + String.join("; ", parts)));
  }

  private static Evolution.Outcome outcome(VersionStep step, boolean unexercised) {
    if (step.stale()) {
      return Evolution.Outcome.NOT_TESTED;
    }
    if (step.failure() == null) {
      return unexercised ? Evolution.Outcome.NOT_TESTED : Evolution.Outcome.PASS;
    }
    return step.silent() ? Evolution.Outcome.SILENT : Evolution.Outcome.FAIL;
  }

  /** A read step counts only when its writer succeeded. */
  static VersionStep orWriterFailure(VersionStep writer, VersionStep reader) {
    return writer.failure() != null ? writer : reader;
  }
}
