package io.serbench.config;

import io.serbench.InvalidConfigurationException;
import io.serbench.verify.Isolation;

/**
 * How the worker JVM itself runs, as opposed to the JMH forks it starts.
 *
 * @param roundTripTimeoutSeconds how long one call into a codec may take during verification and
 *     the probes before it is reported as hanging ({@code roundTripTimeout})
 * @param verifyBytecode whether the worker verifies the bytecode of classpath classes ({@code
 *     verifyWorkerBytecode}); off by default, since the worker measures nothing and loads every
 *     codec library again in each isolated class loader
 * @param probeFailing whether codecs are probed on the models whose samples they do not round-trip
 *     ({@code probeFailing}); off by default, since such a codec cannot be recommended for that
 *     model, and its capabilities there are reported as not tested, with that reason
 * @param probeAll whether every codec is probed for every capability ({@code probeAll}, and the
 *     thorough preset); off by default: the capabilities the constraints name are probed for every
 *     codec, the others only for the codecs the answer names (the pick, the runner-up, the current
 *     codec and the best codec that has each capability the pick lacks), since no other verdict
 *     changes the answer
 * @param probeCache where capability verdicts are kept between runs ({@code probeCache}), absolute;
 *     {@code null} for the default, {@code probe-cache} in the output directory
 * @param fresh whether this run ignores the kept verdicts and probes everything again ({@code
 *     fresh}); it still keeps what it probes
 */
public record WorkerSettings(
    long roundTripTimeoutSeconds,
    boolean verifyBytecode,
    boolean probeFailing,
    boolean probeAll,
    String probeCache,
    boolean fresh) {
  /** The default time limit of one call into a codec, in seconds. */
  public static final long DEFAULT_ROUND_TRIP_TIMEOUT_SECONDS = Isolation.DEFAULT_TIMEOUT_SECONDS;

  /** A 60-second limit per call, without bytecode verification. */
  public static final WorkerSettings DEFAULT =
      new WorkerSettings(DEFAULT_ROUND_TRIP_TIMEOUT_SECONDS, false, false, false, null, false);

  /** The default probe cache's directory, inside the output directory. */
  public static final String DEFAULT_PROBE_CACHE = io.serbench.settings.Defaults.PROBE_CACHE;

  /** Settings that probe only what can be chosen, with the default probe cache. */
  public WorkerSettings(long roundTripTimeoutSeconds, boolean verifyBytecode) {
    this(roundTripTimeoutSeconds, verifyBytecode, false, false, null, false);
  }

  /** Checks the values. */
  public WorkerSettings {
    if (roundTripTimeoutSeconds <= 0) {
      throw notATimeLimit(String.valueOf(roundTripTimeoutSeconds));
    }
  }

  /** The error for a round-trip time limit that is not positive whole seconds. */
  static InvalidConfigurationException notATimeLimit(String value) {
    return new InvalidConfigurationException(
        "roundTripTimeout",
        value,
        "'" + value + "' is not a time limit; give whole seconds, such as 60");
  }
}
