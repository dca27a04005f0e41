package io.serbench.compare;

import io.serbench.result.CodecResult;
import io.serbench.result.Score;
import java.util.List;
import java.util.Optional;

/**
 * One number a comparison puts side by side and a rule can limit: the time of an operation, the
 * encoded size, or the bytes an operation allocates.
 */
public enum Metric {
  SERIALIZE("serialize", "ns/op"),
  DESERIALIZE("deserialize", "ns/op"),
  SIZE("size", "bytes"),
  SERIALIZE_ALLOCATION("serialize allocation", "B/op"),
  DESERIALIZE_ALLOCATION("deserialize allocation", "B/op");

  private final String label;
  private final String unit;

  Metric(String label, String unit) {
    this.label = label;
    this.unit = unit;
  }

  /** The name in messages and reports, such as {@code serialize} or {@code size}. */
  public String label() {
    return label;
  }

  /** {@code ns/op}, {@code bytes} or {@code B/op}. */
  public String unit() {
    return unit;
  }

  /** Whether it is a JMH time, measured with an interval and raw iteration scores. */
  public boolean timed() {
    return this == SERIALIZE || this == DESERIALIZE;
  }

  /**
   * This measure of a result that passed, when it was measured.
   *
   * @return the value, with its JMH score for the timed measures
   */
  public Optional<Value> of(CodecResult result) {
    if (result == null || !result.passed()) {
      return Optional.empty();
    }
    return switch (this) {
      case SERIALIZE -> timed(result.serializeNs());
      case DESERIALIZE -> timed(result.deserializeNs());
      case SIZE -> Optional.ofNullable(result.sizeBytes()).map(size -> Value.count(size));
      case SERIALIZE_ALLOCATION ->
          Optional.ofNullable(result.allocation())
              .map(CodecResult.Allocation::serialize)
              .map(bytes -> Value.count(bytes));
      case DESERIALIZE_ALLOCATION ->
          Optional.ofNullable(result.allocation())
              .map(CodecResult.Allocation::deserialize)
              .map(bytes -> Value.count(bytes));
    };
  }

  private static Optional<Value> timed(Score score) {
    return score == null
        ? Optional.empty()
        : Optional.of(
            new Value(
                score.score(),
                score.printable() ? score.lower() : null,
                score.printable() ? score.upper() : null,
                score.forkMeans(),
                score.mostlySteady()));
  }

  /**
   * A measured value.
   *
   * @param value the mean, or the exact count
   * @param low the low end of its 95% interval, or {@code null}
   * @param high the high end, or {@code null}
   * @param forkMeans the steady mean of each fork, or {@code null} for counts
   * @param steady false when most of the figure's forks reached no steady state
   */
  public record Value(
      double value, Double low, Double high, List<Double> forkMeans, boolean steady) {
    /** A count: exact, one value. */
    static Value count(double value) {
      return new Value(value, null, null, null, true);
    }
  }
}
