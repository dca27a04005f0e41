package io.serbench.codec;

import io.serbench.InvalidConfigurationException;

/**
 * Builds a codec around the project's own instance of a library ({@link ConfiguredProvider})
 * through the {@link InstanceAdapter} of its family, which lives in the library's own package:
 * Jackson's {@code ObjectMapper} (any of its dataformats, Jackson 2 or 3), Gson, Kryo, Fory and
 * FST's {@code FSTConfiguration}. Which family a library belongs to is decided here from its
 * coordinates alone, so that the report can tell without the library.
 */
final class ProjectInstances {
  private ProjectInstances() {}

  /** What a factory for the codec must return, for the error that names the fix. */
  static String expected(CodecInfo base) {
    return switch (family(base)) {
      case "jackson" -> "com.fasterxml.jackson.databind.ObjectMapper";
      case "jackson3" -> "tools.jackson.databind.ObjectMapper";
      case "gson" -> "com.google.gson.Gson";
      case "kryo" -> "com.esotericsoftware.kryo.Kryo (a new one per call: Kryo is not thread-safe)";
      case "fory" -> "org.apache.fory.Fory";
      case "fst" -> "org.nustaq.serialization.FSTConfiguration";
      default -> "instance of " + base.library();
    };
  }

  /**
   * The codec over the project's instance.
   *
   * @throws InvalidConfigurationException when the codec's library takes no instance, or the
   *     factory returned another type
   */
  static Codec codec(CodecInfo base, ConfiguredId id, Object instance, CodecContext context) {
    String family = family(base);
    Class<?> type = context.rootType();
    Codec codec = null;
    for (InstanceAdapter adapter :
        java.util.ServiceLoader.load(
            InstanceAdapter.class, ProjectInstances.class.getClassLoader())) {
      if (adapter.family().equals(family)) {
        codec = adapter.of(instance, type);
        break;
      }
    }
    if (codec == null) {
      throw new InvalidConfigurationException(
          CodecCatalog.ELEMENT,
          id.id(),
          "'"
              + id.id()
              + "': "
              + (family.isEmpty()
                  ? base.id()
                      + " cannot take the project's instance; the codecs of Jackson 2"
                      + " and 3, Gson, Kryo, Fory and FST can"
                  : id.factory()
                      + " returned a "
                      + instance.getClass().getName()
                      + "; "
                      + base.id()
                      + " takes a "
                      + expected(base)));
    }
    return codec;
  }

  private static String family(CodecInfo base) {
    return family(base.library());
  }

  /** The library family whose instances a codec can take, or empty. */
  static String family(String library) {
    if (library.startsWith("com.fasterxml.jackson.")
        || library.startsWith("org.msgpack:")
        || library.startsWith("de.undercouch:")) {
      return "jackson";
    }
    if (library.startsWith("tools.jackson.")) {
      return "jackson3";
    }
    if (library.equals("com.google.code.gson:gson")) {
      return "gson";
    }
    if (library.equals("com.esotericsoftware:kryo")) {
      return "kryo";
    }
    if (library.startsWith("org.apache.fory:")) {
      return "fory";
    }
    if (library.equals("de.ruedigermoeller:fst")) {
      return "fst";
    }
    return "";
  }
}
