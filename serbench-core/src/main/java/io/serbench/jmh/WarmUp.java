package io.serbench.jmh;

import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A fork's warm-up that ends when the fork is warm, not after a fixed time: the benchmark's own
 * call, in the fork's setup, until the JIT has gone quiet (for {@link #QUIET_MILLIS} the JVM's
 * {@link CompilationMXBean} has counted no compilation time and the fork's other threads, the
 * compiler's above all, have used under {@link #BUSY_SHARE} of a core), within a cap. A fixed 100
 * ms left most forks on two cores still compiling through half their measured iterations. JMH's own
 * warm-up iteration follows, which compiles the benchmark's loop around the warm calls.
 *
 * <p>Each fork appends one line to a file the worker reads ({@link #LOG_PROPERTY} names the
 * directory): how long it warmed and whether the JIT went quiet or the cap ended it.
 */
public final class WarmUp {
  /** The fork property with the warm-up's cap in milliseconds. */
  public static final String CAP_PROPERTY = "serbench.warmUpCap";

  /** The fork property naming the directory of the warm-up records. */
  public static final String LOG_PROPERTY = "serbench.warmUpLog";

  /** How long the JIT must have compiled nothing for the fork to count as warm. */
  static final long QUIET_MILLIS = 300;

  /**
   * The most CPU the fork's other threads may use, as a share of one core over the quiet span, for
   * the span to count as quiet. HotSpot's compilation clock counts a compilation only when it ends,
   * and on two cores one optimizing compilation of a large method took seconds (Kryo's deserialize
   * stayed 6x slower than its steady state through a 300 ms quiet clock and the whole measured
   * fork), so the CPU of the compiler threads, which is most of what runs beside the benchmark's
   * thread, tells a compilation in progress. A young collection's share stays far below.
   */
  static final double BUSY_SHARE = 0.25;

  /**
   * The fewest calls before the fork may count as warm: past HotSpot's thresholds for the
   * optimizing compiler ({@code Tier4InvocationThreshold} 5,000, {@code Tier4CompileThreshold}
   * 15,000), so that a lull between the first and the optimizing compilation, when a slow call runs
   * at C1's speed with nothing compiling, does not pass for the end of the warm-up.
   */
  static final long MIN_CALLS = 20_000;

  /** The least warm-up, however quiet the JIT is at first. */
  static final long MIN_MILLIS = 200;

  /** The length of one window of calls whose time per call is compared. */
  static final long WINDOW_NANOS = 50_000_000;

  /** The windows that must set no new record for the calls to count as settled. */
  static final int SETTLED_WINDOWS = 4;

  /** The cap when the fork is given none. */
  static final long DEFAULT_CAP_MILLIS = 4000;

  /** The result of the last call, so that the JIT cannot drop the calls. */
  @SuppressWarnings("unused")
  private static Object last;

  /** The benchmark's call. */
  @FunctionalInterface
  public interface Call {
    Object call() throws Exception;
  }

  /**
   * One fork's warm-up, as the worker reads it.
   *
   * @param millis how long the fork warmed up
   * @param quiet whether the JIT went quiet; {@code false} when the cap ended the warm-up
   */
  public record Record(long millis, boolean quiet) {
    String line() {
      return millis + " " + (quiet ? "quiet" : "cap");
    }

    static Record parse(String line) {
      String[] parts = line.trim().split(" ");
      return new Record(Long.parseLong(parts[0]), "quiet".equals(parts[1]));
    }
  }

  private WarmUp() {}

  /**
   * Calls {@code call} until the JIT is quiet or the cap is reached, and records how long it took.
   *
   * @param benchmark the benchmark method, as JMH names it
   * @param sample the sample parameter
   * @param codec the codec parameter
   * @param operations the codec operations one call makes: a mix's pass makes one per message
   */
  public static void untilQuiet(
      String benchmark, String sample, String codec, int operations, Call call) throws Exception {
    long cap = Long.getLong(CAP_PROPERTY, DEFAULT_CAP_MILLIS);
    WARMING.incrementAndGet();
    Record record;
    try {
      record = warm(cap, operations, call);
    } finally {
      WARMING.decrementAndGet();
    }

    System.out.println(
        String.format(
            Locale.ROOT,
            "serbench warm-up: %d ms, %s",
            record.millis(),
            record.quiet() ? "the JIT went quiet" : "ended by the cap, the JIT still compiling"));
    String directory = System.getProperty(LOG_PROPERTY);
    if (directory != null) {
      Files.writeString(
          Path.of(directory).resolve(file(benchmark, sample, codec)),
          record.line() + "\n",
          StandardCharsets.UTF_8,
          StandardOpenOption.CREATE,
          StandardOpenOption.APPEND);
    }
  }

  /** Calls {@code call} until the JIT is quiet or the cap is reached. */
  private static Record warm(long cap, int operations, Call call) throws Exception {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    boolean monitored = jit != null && jit.isCompilationTimeMonitoringSupported();
    BackgroundCpu background = BackgroundCpu.create();
    long start = System.nanoTime();
    long lastChange = start;
    long compiled = monitored ? jit.getTotalCompilationTime() : 0;
    long now = start;
    boolean quiet = false;
    List<Double> windows = new ArrayList<>();
    long allCalls = 0;
    while (millis(now - start) < cap) {
      long windowStart = now;
      long calls = 0;
      do {
        for (int i = 0; i < 16; i++) {
          last = call.call();
        }
        calls += 16;
        now = System.nanoTime();
      } while (now - windowStart < WINDOW_NANOS);
      windows.add((now - windowStart) / (double) calls);
      long total = monitored ? jit.getTotalCompilationTime() : compiled;
      if (total != compiled
          || millis(now - lastChange) >= QUIET_MILLIS && background.busySince(now)) {
        // a compilation ended, or the other threads kept a compiler's share of a core over the
        // whole quiet span: the quiet span starts again
        compiled = total;
        lastChange = now;
        background.mark(now);
      }
      allCalls += calls * operations;
      if (monitored
          && millis(now - lastChange) >= QUIET_MILLIS
          && millis(now - start) >= MIN_MILLIS
          && allCalls >= MIN_CALLS
          && settled(windows)) {
        quiet = true;
        break;
      }
    }
    return new Record(millis(now - start), quiet);
  }

  /**
   * Whether the calls stopped getting faster: the last {@link #SETTLED_WINDOWS} windows set no
   * record more than 3% below the best before them. The JIT's clock alone can mislead, since a long
   * compilation in progress adds nothing to it until it ends.
   */
  static boolean settled(List<Double> windows) {
    int n = windows.size();
    if (n <= SETTLED_WINDOWS) {
      return false;
    }
    double before = Double.MAX_VALUE;
    for (int i = 0; i < n - SETTLED_WINDOWS; i++) {
      before = Math.min(before, windows.get(i));
    }
    double recent = Double.MAX_VALUE;
    for (int i = n - SETTLED_WINDOWS; i < n; i++) {
      recent = Math.min(recent, windows.get(i));
    }
    return recent >= 0.97 * before;
  }

  /**
   * The CPU that the fork's threads other than the benchmark's used since the last look, as a share
   * of one core: the compiler threads, the collector's, JMH's. Zero where the JVM cannot tell.
   */
  static final class BackgroundCpu {
    private final com.sun.management.OperatingSystemMXBean process;
    private final java.lang.management.ThreadMXBean threads;
    private long markNanos;
    private long markOther;

    private BackgroundCpu(
        com.sun.management.OperatingSystemMXBean process,
        java.lang.management.ThreadMXBean threads) {
      this.process = process;
      this.threads = threads;
      mark(System.nanoTime());
    }

    /**
     * The measure of this thread's JVM, or none where the JVM cannot tell: no process CPU time, or
     * no CPU time for this thread (a virtual thread's is -1).
     */
    static BackgroundCpu create() {
      java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
      return ManagementFactory.getOperatingSystemMXBean()
                  instanceof com.sun.management.OperatingSystemMXBean process
              && threads.isCurrentThreadCpuTimeSupported()
              && threads.getCurrentThreadCpuTime() >= 0
              && process.getProcessCpuTime() >= 0
          ? new BackgroundCpu(process, threads)
          : new BackgroundCpu(null, null);
    }

    private long other() {
      return process == null ? 0 : process.getProcessCpuTime() - threads.getCurrentThreadCpuTime();
    }

    /** Starts a span. */
    void mark(long now) {
      markNanos = now;
      markOther = other();
    }

    /**
     * The share of one core the other threads used since the mark. Over a span of the quiet length,
     * since the process's CPU time comes in the clock's ticks (10 ms on Linux), which would be a
     * fifth of a core over one 50 ms window.
     */
    double shareSince(long now) {
      return process == null || now <= markNanos
          ? 0
          : (other() - markOther) / (double) (now - markNanos);
    }

    /**
     * Whether the other threads used more than {@link #BUSY_SHARE} of a core since the mark. Not
     * while another benchmark thread of this fork warms up too ({@code threads} above 1): its calls
     * are CPU beside this thread's that no compilation explains, so the JIT's clock alone decides
     * then.
     */
    boolean busySince(long now) {
      return WARMING.get() == 1 && shareSince(now) > BUSY_SHARE;
    }
  }

  /** The benchmark threads of this fork warming up now. */
  private static final java.util.concurrent.atomic.AtomicInteger WARMING =
      new java.util.concurrent.atomic.AtomicInteger();

  private static long millis(long nanos) {
    return nanos / 1_000_000;
  }

  /** The file of one benchmark's warm-up records, under the log directory. */
  public static String file(String benchmark, String sample, String codec) {
    return Integer.toHexString((benchmark + '\0' + sample + '\0' + codec).hashCode())
        + "-"
        + codec.replaceAll("[^A-Za-z0-9.@_-]", "_")
        + ".warm";
  }

  /** The records in a file, one per fork in the order the forks ran; none when it is absent. */
  static List<Record> read(Path file) throws IOException {
    List<Record> records = new ArrayList<>();
    if (Files.exists(file)) {
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        if (!line.isBlank()) {
          records.add(Record.parse(line));
        }
      }
    }
    return records;
  }
}
