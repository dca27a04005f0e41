package io.serbench.measure;

import io.serbench.result.MixResult;
import io.serbench.result.SampleResult;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import io.serbench.sample.MessageMix;
import java.util.List;

/**
 * The message mix after the race: its figures, which figures decide, and the per-message figures of
 * the leaders when the mix decides.
 */
final class MixOutcome {
  private final RunContext<RunPlan> context;

  MixOutcome(RunContext<RunPlan> context) {
    this.context = context;
  }

  /**
   * The mix with every codec's figures from the race. When the mix decides and no per-class figures
   * were timed, the {@link PerMessagePhase} first times the leaders message by message.
   *
   * @param racing the mix as verified, which the race measured
   * @param perClass whether the race timed every class on its own ({@code timeEveryClass})
   * @param raced the race as it ended
   */
  MixResult measure(MessageMix mix, MixResult racing, boolean perClass, Raced raced)
      throws Exception {
    boolean coldRanked = context.plan().ranksColdStart();
    Race.Result race = raced.race();
    String perMessage;
    if (perClass) {
      perMessage = "every codec on every class (timeEveryClass)";
    } else if (coldRanked) {
      perMessage = "every codec on every message: the ranking weighs the cold start";
    } else {
      perMessage = new PerMessagePhase(context).run(raced, racing);
    }
    SampleResult mixSample =
        race.figures()
            .merge(
                List.of(racing.result()),
                race.left(),
                context.layout().directory(),
                context.listener()::warn)
            .get(0);
    return new MixResult(
        racing.members(),
        racing.passLength(),
        !coldRanked,
        coldRanked
            ? "the ranking weighs the cold start, which is measured per message, so the"
                + " per-message figures decided"
            : "the mix decided: the cost per message of "
                + mix.describe()
                + ", every message type in one fork through a codec instance made for"
                + " its type",
        mixSample,
        perMessage);
  }
}
