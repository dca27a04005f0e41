package io.serbench.config;

import io.serbench.settings.Defaults;
import java.util.List;

/**
 * The settings of the run itself: where it writes, how the worker JVM runs and probes, and the
 * facts only the command line is told.
 */
public final class RunSettings {
  private RunSettings() {}

  /** Where everything is written, resolved against the project's base directory. */
  public static final Setting<String> OUTPUT_DIRECTORY =
      Setting.value("outputDirectory", "output", String.class, Parsers.TEXT)
          .mavenDefault("${project.build.directory}/" + Defaults.OUTPUT_SUBDIRECTORY)
          .help("DIR", "output directory (default build/" + Defaults.OUTPUT_SUBDIRECTORY + ")")
          .describe("Where results.json, jmh-result.json, index.html and the JMH sources go.")
          .declare();

  /** Where capability verdicts are kept between runs, resolved; {@code null} for the default. */
  public static final Setting<String> PROBE_CACHE =
      Setting.value("probeCache", "probe-cache", String.class, Parsers.TEXT)
          .help(
              "DIR",
              "where capability verdicts are kept between runs (default: probe-cache in --output)")
          .describe(
              """
              Where capability verdicts are kept between runs, so that a run on an
              unchanged model probes nothing again: a verdict is reused while its codec
              and library version, serbench, the JDK, the JVM flags, the sample and the
              bytecode of every class its model reaches are unchanged. Default: {@code
              probe-cache} in the output directory; a CI job points it at a directory it
              caches.""")
          .declare();

  public static final Setting<Boolean> FRESH =
      Setting.flag("fresh", "fresh")
          .help("ignore the capability verdicts kept by earlier runs and probe everything")
          .describe(
              """
              Ignores the kept capability verdicts and probes everything again (and
              keeps what it finds).""")
          .declare();

  public static final Setting<Boolean> PROBE_FAILING =
      Setting.flag("probeFailing", "probe-failing")
          .help("also probe the capabilities of codecs on the models they do not round-trip")
          .describe(
              """
              Probes the capabilities of codecs on the models whose samples they do not
              round-trip, too. Off by default: such a codec cannot be recommended for
              that model, so its capabilities there are reported as not tested, with the
              reason, and the probes' time goes to the codecs that can be chosen.""")
          .declare();

  public static final Setting<Boolean> PROBE_ALL =
      Setting.flag("probeAll", "probe-all")
          .help("probe every codec for every capability, not only those the answer needs")
          .describe(
              """
              Probes every codec for every capability. Off by default: the capabilities
              named as constraints are probed for every codec, the others only for the
              codecs the answer names (the pick, the runner-up, the current codec, and
              the best codec that has each capability the pick lacks), and the report
              shows the rest as not probed. On in the {@code thorough} preset.""")
          .declare();

  /** The worker's time limit per call into a codec, in seconds. */
  public static final Setting<Long> ROUND_TRIP_TIMEOUT =
      Setting.value("roundTripTimeout", "round-trip-timeout", Long.class, Parsers.SECONDS)
          .defaultValue(
              Defaults.ROUND_TRIP_TIMEOUT_SECONDS, "" + Defaults.ROUND_TRIP_TIMEOUT_SECONDS)
          .help(
              "SECONDS",
              "time limit of one call into a codec during verification and probes (default "
                  + Defaults.ROUND_TRIP_TIMEOUT_SECONDS
                  + ")")
          .describe(
              """
              How long one call into a codec may take during verification and the
              probes, in whole seconds, before it is reported as hanging and the other
              codecs go on.""")
          .declare();

  public static final Setting<Boolean> VERIFY_WORKER_BYTECODE =
      Setting.flag("verifyWorkerBytecode", "verify-worker-bytecode")
          .help("keep bytecode verification on in the worker JVM (it is off to load codecs faster)")
          .describe(
              """
              Keeps bytecode verification on in the worker JVM. It is off by default,
              since the worker measures nothing and loads every codec library again in
              each isolated class loader; JMH's forks always verify.""")
          .declare();

  /** Maven's own: skip the goal. The command line is not run when it is not wanted. */
  public static final Setting<Boolean> SKIP =
      Setting.flag("skip", null)
          .describe(
              """
              Skips the benchmark: nothing is verified, measured or written, and an info
              line says so. The same property skips the {@code compare}, {@code
              aggregate} and {@code report} goals.""")
          .declare();

  /** The project's classes and dependencies: Maven knows them; the command line is told. */
  public static final Setting<String> CLASSPATH =
      Setting.value(null, "classpath", String.class, Parsers.TEXT)
          .help("CP", "the project's classes and dependencies (required, but with --demo)")
          .declare();

  /** The project's source roots: Maven knows them; the command line is told. */
  public static final Setting<String> SOURCES =
      Setting.value(null, "sources", String.class, Parsers.TEXT)
          .help("DIRS", "source roots, to tell \"not compiled yet\" from \"does not exist\"")
          .declare();

  /** Every setting of the run, in usage.md's order. */
  static final List<Setting<?>> ALL =
      List.of(
          ROUND_TRIP_TIMEOUT,
          VERIFY_WORKER_BYTECODE,
          PROBE_FAILING,
          PROBE_ALL,
          PROBE_CACHE,
          FRESH,
          OUTPUT_DIRECTORY,
          SKIP,
          CLASSPATH,
          SOURCES);
}
