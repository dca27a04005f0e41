package io.serbench.codec;

import java.util.List;

/**
 * What a codec may know when it is created.
 *
 * @param rootType the class that is encoded and decoded
 * @param knownClasses every class a classes-known codec may register, in a stable order so that
 *     registration ids match between JVMs
 * @param probing the codec is made for a capability probe, which makes one in each of many class
 *     loaders (the versioning probe) or once per sample (the graph, cross-language and
 *     shared-instance probes) and never times it: a library may swap a setup that is slow to build
 *     and fast to run (code generation) for one that writes and reads identical bytes (its
 *     interpreter)
 */
public record CodecContext(Class<?> rootType, List<Class<?>> knownClasses, boolean probing) {
  public CodecContext {
    knownClasses = List.copyOf(knownClasses);
  }

  /** A context for a codec that is verified, timed or probed once per loader. */
  public CodecContext(Class<?> rootType, List<Class<?>> knownClasses) {
    this(rootType, knownClasses, false);
  }
}
