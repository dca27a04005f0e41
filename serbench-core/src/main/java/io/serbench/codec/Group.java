package io.serbench.codec;

/**
 * Which runs a codec takes part in when the user does not name it. The default set holds the best
 * setup of each library family and the modes that serve a different constraint (graphs, versioning,
 * other languages), so that a run that names no codecs stays short. Everything else is {@link
 * #EXTENDED}: {@code -Dserbench.codecs=all}, a glob such as {@code jackson-*} or the codec's id
 * selects it.
 */
public enum Group {
  /** Runs when no codecs are named, and with {@code default}. */
  DEFAULT,
  /** Runs only when named: by id, by a glob, or with {@code all}. */
  EXTENDED,
  /**
   * Joins the default set by itself when the model calls for it ({@link CodecProvider#appliesTo}),
   * as {@code protobuf-java} does for generated messages, unless an exclusion names it; otherwise
   * like {@link #EXTENDED}.
   */
  BY_MODEL
}
