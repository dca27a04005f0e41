package io.serbench.settings;

import io.serbench.text.Words;
import java.util.List;

/**
 * What a benchmark measures: a value type that the request, the measurement, the results and the
 * report share, so none of them imports the JMH code generator for it.
 */
public enum Operation {
  SERIALIZE,
  DESERIALIZE,
  /** Serialize, then deserialize the bytes just produced. */
  ROUND_TRIP,
  /** Create the codec and encode once, in a fresh JVM: one JMH single shot per fork. */
  COLD_SERIALIZE,
  /** Create the codec and decode once, in a fresh JVM: one JMH single shot per fork. */
  COLD_DESERIALIZE;

  /** The steady-state operations, measured in the main benchmark class. */
  public static List<Operation> warm() {
    return List.of(SERIALIZE, DESERIALIZE, ROUND_TRIP);
  }

  /** The cold-start operations, measured in a class of their own. */
  public static List<Operation> cold() {
    return List.of(COLD_SERIALIZE, COLD_DESERIALIZE);
  }

  /** The operation as reports write it, such as {@code round trip}. */
  public String label() {
    return Words.words(this);
  }
}
