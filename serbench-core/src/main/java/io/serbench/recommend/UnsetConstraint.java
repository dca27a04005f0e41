package io.serbench.recommend;

import io.serbench.codec.Versioning;
import io.serbench.result.Criteria;
import io.serbench.result.Requirement;
import java.util.List;

/**
 * A constraint that a team may not have set, with when it matters in words: the answer asks, for
 * each one the pick does not meet, what the pick would be under it ({@link Alternatives}).
 *
 * @param requirement the requirement the constraint adds
 * @param capability its name in "gives up ..."
 * @param label its name at the head of its line: {@code versioning fails}
 * @param condition when it matters, as the answer words it
 * @param asked the constraints with only this one set
 */
record UnsetConstraint(
    Requirement requirement,
    String capability,
    String label,
    String condition,
    Criteria.Constraints asked) {
  /** Every constraint, in the order the answer asks about them. */
  static final List<UnsetConstraint> ALL =
      List.of(
          new UnsetConstraint(
              Requirement.VERSIONING,
              "versioning",
              "versioning",
              "if your messages outlive a deploy (stored, queued, or read by the other version"
                  + " during a rolling deploy)",
              new Criteria.Constraints(false, false, Versioning.FULL, false)),
          new UnsetConstraint(
              Requirement.UNTRUSTED_INPUT,
              "untrusted input",
              "untrusted input",
              "if it ever reads bytes from outside your trust boundary",
              new Criteria.Constraints(false, false, Versioning.NONE, true)),
          new UnsetConstraint(
              Requirement.GRAPH,
              "graph",
              "graph",
              "if your objects share references or form cycles",
              new Criteria.Constraints(true, false, Versioning.NONE, false)),
          new UnsetConstraint(
              Requirement.CROSS_LANGUAGE,
              "cross-language",
              "cross-language",
              "if a service in another language must read the bytes",
              new Criteria.Constraints(false, true, Versioning.NONE, false)),
          new UnsetConstraint(
              Requirement.NEXT_JDK,
              "the next JDK",
              "next JDK",
              "if you will run on a JDK that denies sun.misc.Unsafe's memory access (JEP 471 makes"
                  + " that the default in a coming release)",
              new Criteria.Constraints(false, false, Versioning.NONE, false).withNextJdk(true)));
}
