package io.serbench.measure;

import io.serbench.BenchmarkListener;
import io.serbench.WorkerFailedException;
import io.serbench.config.BenchmarkRequest;
import io.serbench.jmh.JmhRunner;
import io.serbench.run.PhaseClock;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import java.util.List;
import org.openjdk.jmh.runner.RunnerException;

/** The JMH runner of the race and the per-message phase, and the race run on it. */
final class RaceRunner {
  private RaceRunner() {}

  /**
   * A runner of forks with the engine's fork flags, the configured threads and GC, and the
   * file-writing profilers asked for, writing under {@code profiles/race}.
   */
  static JmhRunner create(RunContext<RunPlan> context) {
    BenchmarkRequest request = context.request();
    BenchmarkListener listener = context.listener();
    JmhRunner runner =
        new JmhRunner(
            request.javaExecutable(),
            context.plan().forkJvmOptions(),
            listener::info,
            request.measurement().threads(),
            request.measurement().gc());
    JmhRunner.Profiles profiles = profiles(request, listener);
    if (profiles != null) {
      runner.withProfiles(profiles);
    }
    return runner;
  }

  /**
   * Runs the race over the entries, its time ending the clock's race phase; a wait for the JMH lock
   * cut short becomes a one-line failure that says where to look.
   */
  static Race.Result run(Race race, List<Race.Entry> entries, PhaseClock clock) throws Exception {
    try {
      return race.run(entries);
    } catch (RunnerException e) {
      if (String.valueOf(e.getMessage()).contains("JMH lock")) {
        // MachineLock waits its turn; this is that wait cut short (interrupted, or JMH refused)
        throw new WorkerFailedException(
            "stopped while another JMH run held the JMH lock on this machine; serbench runs take"
                + " turns on it, so look for a JMH run outside serbench or a leftover java process",
            null);
      }
      throw e;
    } finally {
      clock.end("race");
    }
  }

  /**
   * The file-writing profilers asked for, writing under {@code profiles/}; null when none was asked
   * for or none is available. async-profiler is used only where its library is installed, else a
   * warning says how to install it.
   */
  private static JmhRunner.Profiles profiles(BenchmarkRequest request, BenchmarkListener listener) {
    boolean jfr = request.measurement().profilers().contains("jfr");
    String async = null;
    if (request.measurement().profilers().contains("async")) {
      async = AsyncProfilerLibrary.find().orElse(null);
      if (async == null) {
        listener.warn(
            "async-profiler was asked for (profilers=async), but its library libasyncProfiler.so"
                + " was not found: install async-profiler and set ASYNC_PROFILER_HOME, or put the"
                + " library on LD_LIBRARY_PATH; measuring without flame graphs");
      }
    }
    if (!jfr && async == null) {
      return null;
    }
    return new JmhRunner.Profiles(request.layout().profiles().resolve("race"), jfr, async);
  }
}
