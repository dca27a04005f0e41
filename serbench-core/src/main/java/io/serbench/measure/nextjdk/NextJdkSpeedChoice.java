package io.serbench.measure.nextjdk;

import io.serbench.config.MeasureSettings;
import io.serbench.measure.MeasuredSetup;
import io.serbench.result.Capabilities;
import io.serbench.result.Recommendation;
import io.serbench.run.RunPlan;
import io.serbench.settings.Measurement;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether a run measures what the next JDK costs in speed, and for which codecs: the one place that
 * decides it. It adds forks (two settings, two operations, three rounds per codec), so it is
 * opt-in: on in the thorough preset and with {@code nextJdkSpeed}. The codecs are those that passed
 * the next-JDK probe on every model class it ran on, were timed by the race, and that the answer
 * names (the pick, the runner-up and the current codec), so that what it costs grows with what the
 * answer says; with {@code probeAll} (on in the thorough preset) every codec that passed. Whether
 * the next JDK is a constraint does not matter: unset, the figure says what moving would cost.
 */
public final class NextJdkSpeedChoice {
  private NextJdkSpeedChoice() {}

  /**
   * Whether this run measures the next JDK's cost: the thorough preset, or {@code nextJdkSpeed}.
   */
  public static boolean wanted(RunPlan plan) {
    return plan.request().measurement().preset() == Measurement.Preset.THOROUGH
        || plan.request().get(MeasureSettings.NEXT_JDK_SPEED);
  }

  /**
   * The codecs to time on the next JDK, in the answer's order: the pick, the runner-up, the current
   * codec, then, with {@code every}, the other codecs in the order their verdicts came.
   *
   * @param recommendation the answer, or null when there is none
   * @param current the codec the team uses now, or null
   * @param capabilities every codec's verdicts on every model class
   * @param every whether every codec that passed is timed ({@code probeAll})
   * @param setup what the race timed each codec on
   */
  static List<String> codecs(
      Recommendation recommendation,
      String current,
      List<Capabilities> capabilities,
      boolean every,
      MeasuredSetup setup) {
    Set<String> named = new LinkedHashSet<>(Recommendation.named(recommendation, current));
    if (every) {
      capabilities.forEach(c -> named.add(c.codec()));
    }
    List<String> chosen = new ArrayList<>();
    for (String codec : named) {
      if (passes(codec, capabilities) && !setup.of(codec).isEmpty()) {
        chosen.add(codec);
      }
    }
    return List.copyOf(chosen);
  }

  /** Whether the codec passed the next-JDK probe on every model class it ran on, and ran on one. */
  static boolean passes(String codec, List<Capabilities> capabilities) {
    List<Capabilities> own = capabilities.stream().filter(c -> c.codec().equals(codec)).toList();
    return !own.isEmpty() && own.stream().allMatch(c -> c.nextJdk() != null && c.nextJdk().holds());
  }
}
