package io.serbench.measure;

import io.serbench.result.CodecResult;
import io.serbench.result.MixResult;
import io.serbench.result.SampleResult;
import io.serbench.run.RunPlan;
import java.util.ArrayList;
import java.util.List;

/**
 * What the race times: every codec that round-tripped the whole mix on the mix, and the samples
 * that codecs time on their own.
 *
 * @param mix one entry per codec on the mix
 * @param samples one entry per codec and sample timed on its own
 */
record RaceEntries(List<Race.Entry> mix, List<Race.Entry> samples) {
  /**
   * The entries of a run. Samples are timed on their own by every codec that passed them: every
   * class with {@code timeEveryClass}; the messages when the ranking weighs the cold start
   * (measured per message) or no codec passed the mix.
   */
  static RaceEntries of(
      RunPlan plan,
      Samples samples,
      List<SampleResult> verified,
      CompiledSources sources,
      MixResult skeleton) {
    boolean everyClass = plan.timesEveryClass();
    boolean coldRanked = plan.ranksColdStart();
    List<Race.Entry> mixEntries = new ArrayList<>();
    skeleton.result().results().stream()
        .filter(CodecResult::passed)
        .forEach(r -> mixEntries.add(new Race.Entry(sources.mix(), MixResult.SAMPLE, r.codec())));
    List<Race.Entry> sampleEntries = new ArrayList<>();
    for (int i = 0; i < samples.samples().size(); i++) {
      PreparedSample sample = samples.samples().get(i);
      boolean timed =
          everyClass || ((coldRanked || mixEntries.isEmpty()) && samples.isMessage(sample));
      for (CodecResult result : verified.get(i).results()) {
        if (timed && result.passed()) {
          sampleEntries.add(
              new Race.Entry(
                  sources.byModel().get(sample.type()), sample.spec().name(), result.codec()));
        }
      }
    }
    return new RaceEntries(List.copyOf(mixEntries), List.copyOf(sampleEntries));
  }

  /** Whether every class is timed on its own too: asked for, and not left out by the budget. */
  boolean perClass(RunPlan plan) {
    return plan.timesEveryClass() && !samples.isEmpty();
  }

  /** The mix's entries, then the samples'. */
  List<Race.Entry> all() {
    List<Race.Entry> all = new ArrayList<>(mix);
    all.addAll(samples);
    return all;
  }

  /** The mix alone, when the time budget cannot hold a figure per class. */
  RaceEntries mixAlone() {
    return new RaceEntries(mix, List.of());
  }
}
