package io.serbench.host;

import io.serbench.verify.CrashReport;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What a worker JVM that died of a fatal error left behind. Such a JVM writes {@code
 * hs_err_pid<pid>.log} into its working directory (the output directory) and ends with no event, so
 * the one-line error says where it died and where the report is, instead of only a status.
 */
final class WorkerCrash {
  private WorkerCrash() {}

  /** The crash report of the JVM with this pid in {@code directory}, if it wrote one. */
  static Path report(Path directory, long pid) {
    return CrashReport.file(directory, pid);
  }

  /**
   * The sentence for the error, or empty when the JVM left no crash report (it was killed, or ended
   * on its own).
   */
  static Optional<String> describe(Path report) {
    return CrashReport.read(report)
        .map(
            crash ->
                "the worker JVM crashed"
                    + (crash.problematicFrame().isEmpty()
                        ? ""
                        : " (" + crash.problematicFrame() + ")")
                    + (crash.libraryFrame().isEmpty()
                        ? ""
                        : " in "
                            + crash.libraryFrame()
                            + ", a library's native or Unsafe code: leave that library's codecs"
                            + " out of <codecs> and report it to the library")
                    + "; its crash report is "
                    + report);
  }
}
