package io.serbench.config;

import io.serbench.InvalidConfigurationException;
import io.serbench.result.Criteria;
import java.util.List;
import java.util.Locale;

/**
 * The weights a user gave, each {@code null} where the objective's stands: as a list, {@code
 * serialize,deserialize,size[,coldStart]}, or by name, {@code size=2,coldStart=1} (the goal's
 * {@code <weights><size>2</size>..}).
 *
 * @param serialize weight of serialize time
 * @param deserialize weight of deserialize time
 * @param size weight of serialized size
 * @param coldStart weight of the cold start
 */
public record GivenWeights(Double serialize, Double deserialize, Double size, Double coldStart) {
  private static final List<String> NAMES =
      List.of("serialize", "deserialize", "size", "coldStart");

  /** These weights over the objective's: each one not given keeps the objective's. */
  Criteria.Weights over(Criteria.Weights objective) {
    return new Criteria.Weights(
        serialize != null ? serialize : objective.serialize(),
        deserialize != null ? deserialize : objective.deserialize(),
        size != null ? size : objective.size(),
        coldStart != null ? coldStart : objective.coldStart());
  }

  /** Reads a list of three or four numbers, or {@code name=number} entries. */
  static GivenWeights parse(String text) {
    List<String> entries = Entries.split(List.of(text));
    Double[] weights = new Double[NAMES.size()];
    if (entries.stream().anyMatch(e -> e.contains("="))) {
      for (String entry : entries) {
        int equals = entry.indexOf('=');
        int index = equals < 0 ? -1 : NAMES.indexOf(entry.substring(0, equals).trim());
        if (index < 0) {
          throw new InvalidConfigurationException(
              "weights", entry, "'" + entry + "' is not a weight; use " + String.join(", ", NAMES));
        }
        weights[index] = number(NAMES.get(index), entry.substring(equals + 1));
      }
    } else if (entries.size() == 3 || entries.size() == 4) {
      for (int i = 0; i < entries.size(); i++) {
        weights[i] = number(NAMES.get(i), entries.get(i));
      }
    } else {
      throw new InvalidConfigurationException(
          "weights",
          text,
          "write weights as three numbers, serialize,deserialize,size, such as 1,1,0.5, or four"
              + " with the cold start last, such as 1,1,0.5,2");
    }
    return new GivenWeights(weights[0], weights[1], weights[2], weights[3]);
  }

  private static Double number(String name, String value) {
    try {
      return Double.parseDouble(value.trim());
    } catch (NumberFormatException e) {
      throw new InvalidConfigurationException(
          "weights",
          value.trim(),
          String.format(
              Locale.ROOT,
              "weight %s '%s' is not a number; write it as 0.5 or 2",
              name,
              value.trim()));
    }
  }
}
