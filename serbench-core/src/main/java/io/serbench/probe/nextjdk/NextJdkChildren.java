package io.serbench.probe.nextjdk;

import io.serbench.verify.Isolation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs the codecs of one group through as many child JVMs ({@link NextJdkMain}) as it takes for
 * each to get the verdict a JVM of its own would give: one, unless a codec hangs or its JVM dies,
 * or, under the JDK's default setting, a codec makes the JDK print its one {@code Unsafe} warning.
 * After any of those, a new JVM goes on with the codecs that did not finish; a codec that was not
 * the first of the JVM that died under it runs again, first, in the next one, since the death may
 * come from what the codecs before it left behind.
 */
final class NextJdkChildren {
  /**
   * What one child JVM left.
   *
   * @param lines its progress, in order
   * @param died why it ended without finishing, or null when it ended as asked
   * @param warnings the {@code Unsafe} warnings it printed
   */
  record Child(List<NextJdkMain.Line> lines, String died, List<String> warnings) {}

  /** Runs one child JVM with the flags given. */
  @FunctionalInterface
  interface Runner {
    Child run(NextJdkMain.Job job, List<String> flags);
  }

  /**
   * What became of one codec: its outcomes, or the death of the JVM it was first in (a failure of
   * its own), or why it was not tested (a JVM that died before any codec started), and the warnings
   * printed by the JVM it was the last codec of.
   */
  record Ran(
      List<NextJdkMain.Outcome> outcomes, String died, String notTested, List<String> warnings) {
    /** Whether every one of the samples came back equal. */
    boolean passed(int samples) {
      return outcomes != null
          && outcomes.size() == samples
          && outcomes.stream().allMatch(NextJdkMain.Outcome::passed);
    }

    Ran withWarnings(List<String> printed) {
      return new Ran(outcomes, died, notTested, printed);
    }
  }

  private final Runner runner;
  private final List<String> models;
  private final List<String> flags;
  private final boolean stopOnWarning;
  private final Map<String, Ran> ran = new LinkedHashMap<>();
  private int jvms;

  /**
   * @param runner starts one child JVM
   * @param models every model class, for codecs that register them
   * @param flags the child's flags
   * @param stopOnWarning whether each child stops after the codec that made the JDK warn
   */
  NextJdkChildren(Runner runner, List<String> models, List<String> flags, boolean stopOnWarning) {
    this.runner = runner;
    this.models = models;
    this.flags = flags;
    this.stopOnWarning = stopOnWarning;
  }

  /** Each codec's fate, by codec id. */
  /** Every codec left NOT_TESTED: the next JDK's JVM could not run, for this reason. */
  private void notRun(List<NextJdkProbe.Request> left, String why) {
    for (NextJdkProbe.Request request : left) {
      ran.put(
          request.codec(),
          new Ran(null, null, "not tested: the next JDK's JVM could not run: " + why, List.of()));
    }
  }

  Map<String, Ran> ran() {
    return ran;
  }

  /** How many child JVMs it started. */
  int jvms() {
    return jvms;
  }

  /** Runs every codec of the group, in order; a codec's limit is what its own JVM had before. */
  NextJdkChildren runAll(List<NextJdkProbe.Request> group) {
    List<NextJdkProbe.Request> left = new ArrayList<>(group);
    while (!left.isEmpty()) {
      List<NextJdkMain.Entry> entries =
          left.stream()
              .map(
                  r ->
                      new NextJdkMain.Entry(
                          r.codec(),
                          r.samples(),
                          Math.max(
                              30, Isolation.timeoutSeconds() * Math.max(1, r.samples().size()))))
              .toList();
      // the codecs made as the other probes make them (Fory's interpreter): the verdict is whether
      // the library works with Unsafe denied, which its compiled serializers do not change
      Child child = runner.run(new NextJdkMain.Job(entries, models, true, stopOnWarning), flags);
      jvms++;
      int before = ran.size();
      String last = null;
      for (NextJdkMain.Line line : child.lines()) {
        last = line.codec();
        if (line.outcomes() != null) {
          ran.put(line.codec(), new Ran(line.outcomes(), null, null, List.of()));
        } else if (line.hungAfter() != null) {
          ran.put(
              line.codec(),
              new Ran(
                  null,
                  "hung: its round trips had not ended after "
                      + line.hungAfter()
                      + " s and were stopped",
                  null,
                  List.of()));
        }
      }
      if (child.died() != null && last == null) {
        // nothing of a codec ran: the JVM itself could not start or read its job
        notRun(left, child.died());
        break;
      }
      if (child.died() != null && !ran.containsKey(last) && last.equals(left.get(0).codec())) {
        ran.put(last, new Ran(null, child.died(), null, List.of()));
      }
      if (last != null && ran.containsKey(last)) {
        // the JDK warns once per JVM, and this one stopped after the first codec it warned about
        ran.put(last, ran.get(last).withWarnings(child.warnings()));
      }
      left.removeIf(r -> ran.containsKey(r.codec()));
      if (ran.size() == before) {
        // a JVM that ended as asked without a word of progress: another would do the same
        notRun(left, "it ended without an answer");
        break;
      }
    }
    return this;
  }
}
