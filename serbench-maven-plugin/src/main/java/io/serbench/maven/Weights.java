package io.serbench.maven;

/**
 * The {@code <weights>} element: relative weights of serialize time, deserialize time and size in
 * the ranking, such as {@code <serialize>1</serialize><deserialize>2</deserialize><size>0</size>}.
 * Unset weights keep the objective's default.
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
}
