package io.serbench.maven;

/**
 * The {@code <weights>} parameter: relative weights of serialize time, deserialize time, size and
 * the cold start in the ranking, either as elements, {@code
 * <serialize>1</serialize><deserialize>2</deserialize><size>0</size>}, where unset weights keep the
 * objective's, or as one list, {@code <weights>1,2,0</weights>} or {@code
 * -Dserbench.weights=1,2,0}, which Maven hands to {@link #set(String)}.
 */
public class Weights {
  /** Weight of serialize time. */
  String serialize;

  /** Weight of deserialize time. */
  String deserialize;

  /** Weight of serialized size. */
  String size;

  /** Weight of the cold start (creation, first encode, first decode); needs {@code coldStart}. */
  String coldStart;

  /**
   * The weights as one list, serialize,deserialize,size[,coldStart]; null when given as elements.
   */
  String list;

  /**
   * Maven's default setter: a {@code <weights>} given as a value rather than as elements, such as
   * the user property {@code serbench.weights}. Core parses and checks the list.
   */
  public void set(String list) {
    this.list = list;
  }

  /** The weights as written: the list, else {@code name=weight} entries; null when none is set. */
  String text() {
    if (list != null) {
      return list;
    }
    StringBuilder text = new StringBuilder();
    String[][] named = {
      {"serialize", serialize},
      {"deserialize", deserialize},
      {"size", size},
      {"coldStart", coldStart}
    };
    for (String[] weight : named) {
      if (weight[1] != null) {
        text.append(text.length() == 0 ? "" : ",").append(weight[0]).append('=').append(weight[1]);
      }
    }
    return text.length() == 0 ? null : text.toString();
  }
}
