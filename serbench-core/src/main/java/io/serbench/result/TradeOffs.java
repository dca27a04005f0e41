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
 */
public record TradeOffs(
    List<CapabilityCell> capabilities, List<Alternative> alternatives, Switch current) {
  public TradeOffs {
    capabilities = capabilities == null ? List.of() : List.copyOf(capabilities);
    alternatives = alternatives == null ? List.of() : List.copyOf(alternatives);
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
