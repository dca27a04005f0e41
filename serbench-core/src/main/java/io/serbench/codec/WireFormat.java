package io.serbench.codec;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Wire formats that other languages can read, with a short declared list of languages that have
 * mature implementations. A format that is not listed here is Java only as far as serbench knows.
 */
public final class WireFormat {
  private static final Map<String, List<String>> LANGUAGES =
      Map.ofEntries(
          Map.entry("avro", List.of("C", "C++", "C#", "Go", "Python", "Rust", "JavaScript")),
          Map.entry("bson", List.of("every MongoDB driver language")),
          Map.entry("ion", List.of("C", "C#", "Go", "JavaScript", "Python", "Rust")),
          Map.entry("yaml", List.of("every mainstream language")),
          Map.entry("xml", List.of("every mainstream language")),
          Map.entry("hessian", List.of("C++", "C#", "Go", "Python", "JavaScript")),
          Map.entry("json", List.of("every mainstream language")),
          Map.entry(
              "msgpack", List.of("C/C++", "C#", "Go", "JavaScript", "Python", "Ruby", "Rust")),
          Map.entry("protobuf", List.of("C++", "C#", "Dart", "Go", "JavaScript", "Python", "Rust")),
          Map.entry(
              "protobuf-message",
              List.of("C++", "C#", "Dart", "Go", "JavaScript", "Python", "Rust")),
          Map.entry("cbor", List.of("C", "Go", "JavaScript", "Python", "Rust")),
          Map.entry("smile", List.of("C (libsmile)", "Python (pysmile)", "JavaScript (smile-js)")));

  private WireFormat() {}

  /** Languages with mature implementations of the format, or empty when it is Java only. */
  public static List<String> languages(String wireFormat) {
    return LANGUAGES.getOrDefault(wireFormat.toLowerCase(Locale.ROOT), List.of());
  }

  /** Whether other languages can read the format at all. */
  public static boolean crossLanguage(String wireFormat) {
    return !languages(wireFormat).isEmpty();
  }
}
