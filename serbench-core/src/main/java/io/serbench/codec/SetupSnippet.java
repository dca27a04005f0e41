package io.serbench.codec;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The setup snippet of a codec ({@link CodecProvider#setupSnippet()}): one Java compilation unit,
 * its imports and one public class, that creates and configures the library object as the codec's
 * {@code create} does and encodes and decodes with it. The class has a public constructor taking
 * the message class ({@code Class<?> type}, one instance per message class, as serbench measures),
 * and the methods {@code public byte[] encode(Object value)} and {@code public Object decode(byte[]
 * bytes)}; both may declare {@code throws Exception}.
 *
 * <p>Two placeholders are filled by {@link #render}: {@value #CLASS_NAME} (the class's name, from
 * the codec id: {@code kryo-registered} gives {@code KryoRegisteredCodec}) and {@value #REGISTERED}
 * (the classes serbench registered, as string literals of their binary names in serbench's order,
 * where the codec registers classes). The report shows the rendered snippet for the recommended
 * codec, and {@code SetupSnippetTest} compiles every default codec's snippet and round-trips a
 * sample through it, against the codec itself.
 */
public final class SetupSnippet {
  /** Where the class's name goes. */
  public static final String CLASS_NAME = "{{Codec}}";

  /** Where the registered classes go: string literals, comma-separated, one a line. */
  public static final String REGISTERED = "{{registered}}";

  /**
   * The registration list as a field of a snippet's class, for the classes-known codecs: the
   * classes in serbench's order, with the warning that another order writes incompatible bytes.
   */
  public static final String REGISTERED_FIELD =
      "  /**\n"
          + "   * The classes serbench registered, in its order. Writer and reader must register the\n"
          + "   * same classes in the same order: another order writes incompatible bytes.\n"
          + "   */\n"
          + "  private static final String[] REGISTERED = {\n"
          + REGISTERED
          + "\n"
          + "  };\n\n";

  private SetupSnippet() {}

  /**
   * The class name of a codec's snippet: {@code kryo-registered} gives {@code KryoRegisteredCodec}.
   */
  public static String className(String codecId) {
    StringBuilder name = new StringBuilder();
    for (String part : codecId.split("[^A-Za-z0-9]+")) {
      if (!part.isEmpty()) {
        name.append(part.substring(0, 1).toUpperCase(Locale.ROOT)).append(part.substring(1));
      }
    }
    if (name.length() == 0 || !Character.isJavaIdentifierStart(name.charAt(0))) {
      name.insert(0, "Serbench");
    }
    return name.append("Codec").toString();
  }

  /**
   * The snippet with its placeholders filled: the class named after the codec, and {@code
   * registered} (binary class names, as {@link Class#getName()} gives them) as Java string
   * literals.
   */
  public static String render(String template, String codecId, List<String> registered) {
    String literals =
        registered.stream()
            .map(name -> "\"" + name.replace("\\", "\\\\").replace("\"", "\\\"") + "\"")
            .collect(Collectors.joining(",\n    "));
    return template
        .replace(CLASS_NAME, className(codecId))
        .replace(REGISTERED, literals.isEmpty() ? "" : "    " + literals);
  }
}
