package io.serbench.codec;

/** What object structure a codec claims to preserve. */
public enum Structure {
  /** Cycles and shared references survive, with identity restored. */
  GRAPH,
  /** Only trees: a shared object is written twice, and a cycle overflows or fails. */
  TREE
}
