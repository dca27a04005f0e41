package io.serbench.result;

import java.util.List;

/**
 * What the pick gives up and what each remedy would cost, from the same measurements as the pick:
 * nothing is measured again.
 *
 * @param capabilities the pick's measured capabilities, in report order: graph, versioning backward
 *     and forward, cross-language, untrusted input; each the worst verdict over the model classes
 * @param alternatives the pick under each constraint that was not set and that the pick does not
 *     meet, then under the {@code speed} and {@code size} objectives where they pick another codec
 * @param current the switch from the codec the team uses now, or {@code null} when none is known
 * @param lines the answer's first screen after its headline: the switch from the current codec,
 *     then one line per capability, those the pick gives up first, each with its details; the
 *     report, summary.md and the log all write these (schema 10)
 */
public record TradeOffs(
    List<CapabilityCell> capabilities,
    List<Alternative> alternatives,
    Switch current,
    List<Line> lines) {
  public TradeOffs {
    capabilities = capabilities == null ? List.of() : List.copyOf(capabilities);
    alternatives = alternatives == null ? List.of() : List.copyOf(alternatives);
    lines = lines == null ? List.of() : List.copyOf(lines);
  }

  /** Trade-offs without first-screen lines, as schema 9 and earlier wrote them. */
  public TradeOffs(
      List<CapabilityCell> capabilities, List<Alternative> alternatives, Switch current) {
    this(capabilities, alternatives, current, List.of());
  }

  /**
   * One line of the answer's first screen: a verdict, the remedy and its cost, short enough to read
   * at a glance ({@link #SHORT} characters at most as far as the names allow), and the facts behind
   * it, which the report folds away and summary.md indents.
   *
   * @param requirement the capability this line answers, or {@code null} for the switch from the
   *     current codec
   * @param verdict the pick's worst verdict on it over the model classes, or {@code null} for the
   *     switch
   * @param line the line itself
   * @param details the facts behind it, one a line: the evidence, when it matters, the codecs this
   *     run left out that document it, and the {@code codecs} value that adds them
   * @param suggested the left-out codecs the details suggest adding, empty when none
   * @param codecs the {@code -Dserbench.codecs} value that adds them to the run's own selection, or
   *     {@code null} when none is suggested
   */
  public record Line(
      Requirement requirement,
      Verdict verdict,
      String line,
      List<String> details,
      List<String> suggested,
      String codecs) {
    /** The longest line the first screen aims for. */
    public static final int SHORT = 160;

    public Line {
      details = details == null ? List.of() : List.copyOf(details);
      suggested = suggested == null ? List.of() : List.copyOf(suggested);
    }
  }

  /**
   * One measured capability of the pick.
   *
   * @param capability its name, such as {@code graph} or {@code versioning (backward)}
   * @param verdict PASS only when it held on every model class; FAIL when it failed on one;
   *     otherwise NOT_TESTED
   * @param detail in words: what failed where, or how many schema changes survived
   */
  public record CapabilityCell(String capability, Verdict verdict, String detail) {}

  /**
   * What another choice would give, against the pick.
   *
   * @param requirement the constraint this answers ({@code graph}, {@code crossLanguage}, {@code
   *     versioning}, {@code untrustedInput}), or {@code null} for an objective
   * @param objective the objective this answers ({@code speed}, {@code size}), or {@code null} for
   *     a constraint
   * @param condition when it matters, in words, such as {@code if your messages outlive a deploy}
   * @param codec the codec that would be picked, or {@code null} when no measured codec qualifies
   * @param time how that codec's time compares with the pick's, or {@code null} when there is no
   *     codec
   * @param sizeRatio its size over the pick's (geometric mean over the samples), or {@code null}
   * @param cost its time and size against the pick's, in words, or {@code null} when there is no
   *     codec
   * @param text the whole statement, as the report and the log write it
   */
  public record Alternative(
      Requirement requirement,
      String objective,
      String condition,
      String codec,
      Ratio time,
      Double sizeRatio,
      String cost,
      String text) {}

  /**
   * The switch from the codec the team uses now to the pick.
   *
   * @param codec the current codec
   * @param guessedFrom what serbench guessed it from, or {@code null} when the user named it
   * @param time how the current codec's time compares with the pick's, or {@code null} when it
   *     could not be measured on every sample
   * @param sizeRatio the current codec's size over the pick's, or {@code null}
   * @param gained capabilities the pick has and the current codec does not
   * @param lost capabilities the current codec has and the pick does not
   * @param cannotCarry the samples the current codec does not round-trip, each with its first
   *     failure
   * @param text the whole statement
   */
  public record Switch(
      String codec,
      String guessedFrom,
      Ratio time,
      Double sizeRatio,
      List<String> gained,
      List<String> lost,
      List<String> cannotCarry,
      String text) {
    public Switch {
      gained = gained == null ? List.of() : List.copyOf(gained);
      lost = lost == null ? List.of() : List.copyOf(lost);
      cannotCarry = cannotCarry == null ? List.of() : List.copyOf(cannotCarry);
    }
  }

  /**
   * One codec's total time over another's, from same-round fork pairs.
   *
   * @param ratio the point estimate: above 1, the other codec is slower than the pick
   * @param low the low end of its 95% interval, or {@code null} when there were too few forks
   * @param high the high end, or {@code null}
   * @param separated whether the interval excludes 1
   */
  public record Ratio(double ratio, Double low, Double high, boolean separated) {}
}
