package io.serbench.codec;

import java.util.List;

/**
 * What a codec may know when it is created.
 *
 * @param rootType the class that is encoded and decoded
 * @param knownClasses every class a classes-known codec may register, in a stable order so that
 *     registration ids match between JVMs
 */
public record CodecContext(Class<?> rootType, List<Class<?>> knownClasses) {
  public CodecContext {
    knownClasses = List.copyOf(knownClasses);
  }
}
