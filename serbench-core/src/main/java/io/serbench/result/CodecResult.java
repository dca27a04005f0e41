package io.serbench.result;

import java.util.List;
import java.util.Map;

/**
 * One codec on one sample.
 *
 * @param codec the codec id
 * @param roundTrip {@code PASS}, {@code FAIL}, or {@code NOT_TESTED} for a setup conflict (schema
 *     5)
 * @param phase where it failed ({@code CREATE}, {@code ENCODE}, {@code DECODE}, {@code COMPARE}),
 *     or {@code null}
 * @param failure why it failed, in one line, or {@code null}
 * @param differences the first differing paths when the comparison failed, as {@code path: [kind]
 *     expected -> actual}
 * @param differenceCount how many paths differ in all (capped at 100)
 * @param typeChanged whether any difference is a changed type rather than a lost value
 * @param sizeBytes serialized size, whenever encoding succeeded
 * @param deflatedBytes size after deflate, whenever encoding succeeded
 * @param serializeNs serialize time, when the codec passed and was measured
 * @param deserializeNs deserialize time, when the codec passed and was measured
 * @param benchmarkFailure why JMH produced no score for a passing codec, or {@code null}
 * @param roundTripNs serialize-then-deserialize time, when measured
 * @param allocation bytes allocated per operation, with {@code <profilers>gc</profilers>}
 * @param measuredIn for a codec that left the race before it ended: the round and why, such as
 *     {@code left the race after round 2: significantly worse than kryo ...}; {@code null} for the
 *     codecs that stayed to the end
 * @param profiles files the profilers wrote per operation, relative to the output directory
 * @param sharingLost whether the round trip passed with every value equal but shared references
 *     came back as separate copies, listed in {@code differences}: a note, since identity is what
 *     the graph constraint (and its probe) is about
 */
public record CodecResult(
    String codec,
    RoundTrip roundTrip,
    String phase,
    String failure,
    List<String> differences,
    int differenceCount,
    boolean typeChanged,
    Integer sizeBytes,
    Integer deflatedBytes,
    Score serializeNs,
    Score deserializeNs,
    String benchmarkFailure,
    Score roundTripNs,
    Allocation allocation,
    String measuredIn,
    boolean sharingLost,
    Map<String, List<String>> profiles,
    ColdStart coldStart) {

  /**
   * The first encode and the first decode in a fresh JVM, codec creation included: JMH's {@code
   * SingleShotTime}, one shot per fork, in microseconds; geometric mean and 95% interval over the
   * forks.
   *
   * @param serializeUs codec creation plus the first encode
   * @param deserializeUs codec creation plus the first decode
   * @param failure why it has no figure, or {@code null}
   */
  public record ColdStart(Score serializeUs, Score deserializeUs, String failure) {
    /** Creation plus first encode plus first decode, or NaN when either is missing. */
    public double totalUs() {
      return serializeUs == null || deserializeUs == null
          ? Double.NaN
          : serializeUs.score() + deserializeUs.score();
    }
  }

  /**
   * Bytes allocated per operation, with the gc profiler: the median over forks of each fork's
   * allocation after its warm-up ({@link io.serbench.result.Score.Fork#allocation}).
   */
  public record Allocation(Double serialize, Double deserialize, Double roundTrip) {}

  /**
   * How the decoded value differed from the original.
   *
   * @param paths the first differing paths, as {@code path: [kind] expected -> actual}
   * @param count how many paths differ in all (capped at 100)
   * @param typeChanged whether any difference is a changed type rather than a lost value
   * @param sharingLost whether every value came back equal but shared references came back as
   *     separate copies, listed in {@code paths}
   */
  public record Differences(
      List<String> paths, int count, boolean typeChanged, boolean sharingLost) {
    /** The decoded value equals the original. */
    public static final Differences NONE = new Differences(List.of(), 0, false, false);
  }

  /**
   * The serialized size, whenever encoding succeeded.
   *
   * @param bytes the encoded bytes, or {@code null}
   * @param deflated the encoded bytes after deflate, or {@code null}
   */
  public record Sizes(Integer bytes, Integer deflated) {}

  /**
   * The result of verification alone, before any measurement.
   *
   * @param phase where it failed ({@code CREATE}, {@code ENCODE}, ...), or {@code null}
   * @param failure why the round trip failed, or {@code null} when it passed
   */
  public static CodecResult verified(
      String codec, String phase, String failure, Differences differences, Sizes sizes) {
    return new CodecResult(
        codec,
        failure == null
            ? RoundTrip.PASS
            : failure.startsWith(io.serbench.text.Errors.SETUP_CONFLICT)
                ? RoundTrip.NOT_TESTED
                : RoundTrip.FAIL,
        phase,
        failure,
        differences.paths(),
        differences.count(),
        differences.typeChanged(),
        sizes.bytes(),
        sizes.deflated(),
        null,
        null,
        null,
        null,
        null,
        null,
        differences.sharingLost(),
        Map.of(),
        null);
  }

  /** The verdict of the round trip. */
  public enum RoundTrip {
    PASS,
    FAIL,
    /**
     * Not tested: the codec's own jars disagree on the class path (a linkage error inside the
     * library, {@link io.serbench.text.Errors#setupConflict}), which says nothing about the codec.
     */
    NOT_TESTED
  }

  public CodecResult {
    differences = differences == null ? List.of() : List.copyOf(differences);
    profiles =
        profiles == null
            ? Map.of()
            : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(profiles));
  }

  /**
   * The same result with the files the profilers wrote: per operation ({@code serialize}, ...),
   * paths relative to the output directory, such as a JFR recording or a flame graph.
   */
  public CodecResult withProfiles(Map<String, List<String>> value) {
    return new CodecResult(
        codec,
        roundTrip,
        phase,
        failure,
        differences,
        differenceCount,
        typeChanged,
        sizeBytes,
        deflatedBytes,
        serializeNs,
        deserializeNs,
        benchmarkFailure,
        roundTripNs,
        allocation,
        measuredIn,
        sharingLost,
        value,
        coldStart);
  }

  /** The same result with its cold-start figures. */
  public CodecResult withColdStart(ColdStart value) {
    return new CodecResult(
        codec,
        roundTrip,
        phase,
        failure,
        differences,
        differenceCount,
        typeChanged,
        sizeBytes,
        deflatedBytes,
        serializeNs,
        deserializeNs,
        benchmarkFailure,
        roundTripNs,
        allocation,
        measuredIn,
        sharingLost,
        profiles,
        value);
  }

  public boolean passed() {
    return roundTrip == RoundTrip.PASS;
  }

  /** Serialize plus deserialize mean, or NaN when either is missing. */
  public double totalNs() {
    return serializeNs == null || deserializeNs == null
        ? Double.NaN
        : serializeNs.score() + deserializeNs.score();
  }

  /**
   * The time scores of the three operations, each {@code null} when not measured.
   *
   * @param serializeNs serialize time
   * @param deserializeNs deserialize time
   * @param roundTripNs serialize-then-deserialize time
   */
  public record Timing(Score serializeNs, Score deserializeNs, Score roundTripNs) {}

  /**
   * The same verification with other measurements.
   *
   * @param pass for a codec that left the race before it ended, the round and why ({@link
   *     #measuredIn}), else {@code null}
   * @param failureToMeasure why JMH produced no score, or {@code null}
   */
  public CodecResult withMeasurement(
      Timing timing, Allocation allocated, String pass, String failureToMeasure) {
    return new CodecResult(
        codec,
        roundTrip,
        phase,
        failure,
        differences,
        differenceCount,
        typeChanged,
        sizeBytes,
        deflatedBytes,
        timing.serializeNs(),
        timing.deserializeNs(),
        failureToMeasure,
        timing.roundTripNs(),
        allocated,
        pass,
        sharingLost,
        profiles,
        coldStart);
  }

  /**
   * Half-width of the total's interval, for whiskers: the sum of both operations' half-widths, 0 if
   * unmeasured.
   */
  public double totalError() {
    return (serializeNs == null ? 0 : serializeNs.halfWidth())
        + (deserializeNs == null ? 0 : deserializeNs.halfWidth());
  }

  /**
   * Whether a serialize or deserialize figure is known not to be at steady state: one of its forks
   * was classified as reaching no steady state.
   */
  public boolean unsteady() {
    return serializeNs != null && serializeNs.unsteady()
        || deserializeNs != null && deserializeNs.unsteady();
  }

  /** Whether any of its scores is noisy. */
  public boolean noisy() {
    return serializeNs != null && serializeNs.noisy()
        || deserializeNs != null && deserializeNs.noisy();
  }
}
