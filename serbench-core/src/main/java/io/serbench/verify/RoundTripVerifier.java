package io.serbench.verify;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.text.Errors;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.zip.DeflaterOutputStream;

/**
 * Sends a sample through a codec and back, then compares the result with the original field by
 * field. Every failure, including errors such as a stack overflow on a cycle, becomes an outcome;
 * it never escapes, so one codec cannot stop the others.
 */
public final class RoundTripVerifier {
  /**
   * How many differing paths are kept per outcome: the report lists them all, so that a user sees
   * at once what a codec loses on their model.
   */
  public static final int MAX_DIFFERENCES = 20;

  /** How many differing paths are counted before the count is reported as "at least". */
  public static final int MAX_COUNTED = 100;

  private RoundTripVerifier() {}

  public static RoundTripOutcome verify(
      CodecProvider provider, CodecContext context, Object sample) {
    return verify(provider, context, sample, new AtomicReference<>());
  }

  /**
   * Verifies the sample, publishing the phase it is in, so that a caller that gives up waiting can
   * say where the codec hung.
   */
  public static RoundTripOutcome verify(
      CodecProvider provider,
      CodecContext context,
      Object sample,
      AtomicReference<RoundTripOutcome.Phase> progress) {
    progress.set(RoundTripOutcome.Phase.CREATE);
    Codec codec;
    try {
      codec = provider.create(context);
    } catch (Throwable e) {
      return failed(provider, RoundTripOutcome.Phase.CREATE, e, -1, -1);
    }
    byte[] bytes;
    progress.set(RoundTripOutcome.Phase.ENCODE);
    try {
      bytes = codec.encode(sample);
    } catch (Throwable e) {
      return failed(provider, RoundTripOutcome.Phase.ENCODE, e, -1, -1);
    }
    int deflated = deflatedSize(bytes);
    Object decoded;
    progress.set(RoundTripOutcome.Phase.DECODE);
    try {
      decoded = codec.decode(bytes);
    } catch (Throwable e) {
      return failed(provider, RoundTripOutcome.Phase.DECODE, e, bytes.length, deflated);
    }
    List<Difference> differences;
    progress.set(RoundTripOutcome.Phase.COMPARE);
    try {
      differences = DeepComparator.compare(sample, decoded, MAX_COUNTED);
    } catch (Throwable e) {
      return failed(provider, RoundTripOutcome.Phase.COMPARE, e, bytes.length, deflated);
    }
    List<Difference> lost =
        differences.stream().filter(d -> d.kind() == Difference.Kind.SHARING_LOST).toList();
    if (!differences.isEmpty() && lost.size() == differences.size()) {
      // every value came back; only identity was lost, which the graph probe judges
      return new RoundTripOutcome(
          RoundTripOutcome.Phase.NONE,
          null,
          bytes.length,
          deflated,
          lost.subList(0, Math.min(MAX_DIFFERENCES, lost.size())),
          lost.size(),
          false,
          false,
          true,
          false);
    }
    if (!differences.isEmpty()) {
      return new RoundTripOutcome(
          RoundTripOutcome.Phase.COMPARE,
          "differs at "
              + differences.get(0)
              + (differences.size() > 1
                  ? " and "
                      + (differences.size() - 1)
                      + (differences.size() >= MAX_COUNTED ? " or more" : "")
                      + " more path"
                      + (differences.size() > 2 ? "s" : "")
                  : ""),
          bytes.length,
          deflated,
          differences.subList(0, Math.min(MAX_DIFFERENCES, differences.size())),
          differences.size(),
          differences.stream().anyMatch(d -> d.kind() == Difference.Kind.TYPE_CHANGED),
          false,
          false,
          false);
    }
    return new RoundTripOutcome(
        RoundTripOutcome.Phase.NONE,
        null,
        bytes.length,
        deflated,
        List.of(),
        0,
        false,
        false,
        false,
        false);
  }

  /**
   * An outcome for a codec whose verification could not run at all: an error escaped its isolated
   * loader (a heap exhausted by another task, a linkage error of the library).
   */
  public static RoundTripOutcome notRun(Throwable error) {
    return new RoundTripOutcome(
        RoundTripOutcome.Phase.CREATE,
        Errors.setupConflict(error).orElse("verification could not run: " + Errors.oneLine(error)),
        -1,
        -1,
        List.of(),
        0,
        false,
        false,
        false,
        Errors.classInitialisationFailed(error));
  }

  /** An outcome for a round trip that did not finish in time. */
  public static RoundTripOutcome timedOut(RoundTripOutcome.Phase phase, long seconds) {
    RoundTripOutcome.Phase where = phase == null ? RoundTripOutcome.Phase.CREATE : phase;
    return new RoundTripOutcome(
        where,
        where.name().toLowerCase()
            + " timed out after "
            + seconds
            + " s; the codec may loop forever",
        -1,
        -1,
        List.of(),
        0,
        false,
        true,
        false,
        false);
  }

  /** The size of the bytes after deflate at the default level. */
  public static int deflatedSize(byte[] bytes) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length + 16);
    try (DeflaterOutputStream deflater = new DeflaterOutputStream(out)) {
      deflater.write(bytes);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return out.size();
  }

  private static RoundTripOutcome failed(
      CodecProvider provider,
      RoundTripOutcome.Phase phase,
      Throwable error,
      int size,
      int deflated) {
    return new RoundTripOutcome(
        phase,
        Errors.setupConflict(error)
            .map(conflict -> conflict + " (" + phase.name().toLowerCase() + ")")
            .orElseGet(
                () ->
                    phase.name().toLowerCase()
                        + " failed: "
                        + Errors.oneLine(error)
                        + Remedies.of(provider, error).map(fix -> "; fix: " + fix).orElse("")),
        size,
        deflated,
        List.of(),
        0,
        false,
        false,
        false,
        Errors.classInitialisationFailed(error));
  }
}
