package io.serbench.measure;

import io.serbench.jmh.JmhRunner;
import io.serbench.settings.JmhSettings;
import java.util.List;
import java.util.Map;

/**
 * What a fork of each codec costs, estimated before the race, so that the plan says up front what
 * the run will spend: a JVM and JMH's fork ({@link MeasurementPlanner#FORK_START_MILLIS}, what the
 * host's sentinel pays, which loads no codec), then the codec's own start, then the fork's warm-up
 * and measured iterations.
 *
 * <p>A codec's own start is taken from its verification, which did the same work in a fresh loader:
 * loading its library and the model cold, creating the codec, and its first round trips of the
 * samples (Fory's generated serializers, for one, are compiled there as in every fork). On a
 * 130-class model that is 1.5 s for Jackson and 7 s for Fory, where a fixed start of one second
 * predicted half the race's real time. The race then goes by its measured rounds.
 *
 * @param setupMillis per codec id, the wall time of its verification
 */
public record ForkCosts(Map<String, Long> setupMillis) {
  /** No estimate: every fork starts in {@link MeasurementPlanner#FORK_START_MILLIS}. */
  public static final ForkCosts NONE = new ForkCosts(Map.of());

  /** A codec's start counts at most this much: a verification that hung is not a fork's start. */
  static final long MAX_SETUP_MILLIS = 30_000;

  public ForkCosts {
    setupMillis = Map.copyOf(setupMillis);
  }

  /** The estimated start of a fork of {@code codec}, up to its first warm-up iteration. */
  public long startMillis(String codec) {
    return MeasurementPlanner.FORK_START_MILLIS
        + Math.min(MAX_SETUP_MILLIS, setupMillis.getOrDefault(codec, 0L));
  }

  /** The estimated wall time of one fork of {@code codec} with these settings. */
  public long forkMillis(String codec, JmhSettings settings) {
    return startMillis(codec)
        + settings.warmupIterations() * settings.warmupMillis()
        + settings.measurementIterations() * settings.measurementMillis();
  }

  /** The estimated wall time of these JMH invocations, every fork of every benchmark. */
  public long millis(List<JmhRunner.Task> tasks) {
    long total = 0;
    for (JmhRunner.Task task : tasks) {
      for (String codec : task.codecs()) {
        total +=
            (long) task.operations().size()
                * task.settings().forks()
                * forkMillis(codec, task.settings());
      }
    }
    return total;
  }
}
