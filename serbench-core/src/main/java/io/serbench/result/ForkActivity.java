package io.serbench.result;

import java.util.List;

/**
 * What the JVM of one fork did beside the benchmark, iteration by iteration, JMH's warm-up
 * iterations first: the JIT's compilation time and the collections, as serbench's profiler in the
 * fork read them ({@code io.serbench.jmh.ActivityProfiler}). From it every fork gets the same flag,
 * whichever codec it measured: {@link #stillCompiling()}.
 *
 * @param warmupIterations how many of the iterations were JMH's warm-up iterations
 * @param iterationMillis each iteration's wall time, in milliseconds
 * @param compileMillis the JIT's compilation time in each iteration, in milliseconds (HotSpot's
 *     clock: summed over the compiler threads, and counted when a compilation ends)
 * @param gcCount the collections in each iteration, every collector's
 * @param gcMillis the collectors' time in each iteration, in milliseconds
 */
public record ForkActivity(
    int warmupIterations,
    List<Double> iterationMillis,
    List<Long> compileMillis,
    List<Long> gcCount,
    List<Long> gcMillis) {
  /**
   * The share of a span's wall time that compilation must exceed for the JIT to count as still
   * compiling in it: 5 ms of a 100 ms iteration. A passing recompilation (an uncommon trap, a few
   * milliseconds) stays under it over the second half of a fork; a C2 compilation of a codec's
   * large method, tens to hundreds of milliseconds, does not. One constant, to retune on an idle
   * host.
   */
  public static final double COMPILING_SHARE = 0.05;

  /**
   * The least compilation, in milliseconds, that counts as still compiling, however short the span:
   * a fresh-value benchmark's iterations are batches of a few milliseconds, where one passing
   * compilation of a millisecond would be a large share.
   */
  public static final double COMPILING_FLOOR_MILLIS = 5;

  public ForkActivity {
    iterationMillis = iterationMillis == null ? List.of() : List.copyOf(iterationMillis);
    compileMillis = compileMillis == null ? List.of() : List.copyOf(compileMillis);
    gcCount = gcCount == null ? List.of() : List.copyOf(gcCount);
    gcMillis = gcMillis == null ? List.of() : List.copyOf(gcMillis);
  }

  /**
   * Whether the JIT was still compiling when it should have been done: compilation above {@link
   * #COMPILING_SHARE} of the last warm-up iteration's time, or of the time of the second half of
   * the measured iterations (from the middle iteration on), and above {@link
   * #COMPILING_FLOOR_MILLIS} either way. The rule reads nothing but these records, so that two
   * forks with the same records get the same flag whatever they measured.
   */
  public boolean stillCompiling() {
    int all = Math.min(iterationMillis.size(), compileMillis.size());
    int warmup = Math.min(warmupIterations, all);
    int measured = all - warmup;
    return warmup > 0 && compiling(warmup - 1, warmup)
        || measured > 0 && compiling(warmup + measured / 2, all);
  }

  private boolean compiling(int from, int to) {
    double wall = 0;
    double compile = 0;
    for (int i = from; i < to; i++) {
      wall += iterationMillis.get(i);
      compile += compileMillis.get(i);
    }
    return wall > 0 && compile > Math.max(COMPILING_SHARE * wall, COMPILING_FLOOR_MILLIS);
  }
}
