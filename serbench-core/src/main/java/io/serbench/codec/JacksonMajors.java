package io.serbench.codec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipFile;

/**
 * Which Jackson major's JSON codec the default set runs, from the project's own class path: Jackson
 * 3 ({@code jackson3-json}) when {@code tools.jackson.databind} is there, Jackson 2 ({@code
 * jackson-json}) when only {@code com.fasterxml.jackson.databind} is, both when both are, and
 * Jackson 3 when neither is, since a project that has no JSON library yet would start on the
 * current major. The default set then counts the JSON family once unless the project has both.
 * Naming either id, or {@code all}, still runs it.
 *
 * @param jackson2 whether the project's class path has Jackson 2 databind
 * @param jackson3 whether it has Jackson 3 databind
 */
public record JacksonMajors(boolean jackson2, boolean jackson3) {
  /** Jackson 2's JSON codec. */
  public static final String JACKSON2_JSON = "jackson-json";

  /** Jackson 3's JSON codec. */
  public static final String JACKSON3_JSON = "jackson3-json";

  private static final String JACKSON2_CLASS = "com/fasterxml/jackson/databind/ObjectMapper.class";
  private static final String JACKSON3_CLASS = "tools/jackson/databind/ObjectMapper.class";

  /** Looks for each major's databind in the entries (jars and class directories). */
  public static JacksonMajors of(List<String> projectClasspath) {
    boolean two = false;
    boolean three = false;
    for (String entry : projectClasspath) {
      two = two || holds(entry, JACKSON2_CLASS);
      three = three || holds(entry, JACKSON3_CLASS);
    }
    return new JacksonMajors(two, three);
  }

  private static boolean holds(String entry, String resource) {
    try {
      Path path = Path.of(entry);
      if (Files.isDirectory(path)) {
        return Files.isRegularFile(path.resolve(resource));
      }
      if (!Files.isRegularFile(path)) {
        return false;
      }
      try (ZipFile jar = new ZipFile(path.toFile())) {
        return jar.getEntry(resource) != null;
      }
    } catch (IOException | RuntimeException e) {
      // an entry that cannot be read holds no Jackson for this purpose
      return false;
    }
  }

  /** The Jackson JSON ids that leave the default set. */
  public List<String> leaveDefaultSet() {
    List<String> out = new ArrayList<>();
    if (!jackson2) {
      out.add(JACKSON2_JSON);
    }
    if (jackson2 && !jackson3) {
      out.add(JACKSON3_JSON);
    }
    return out;
  }

  /** One line for the log: which Jackson JSON codecs the default set runs, and why. */
  public String explain() {
    if (jackson2 && jackson3) {
      return "Default set: jackson-json and jackson3-json, as the project's class path has both"
          + " Jackson 2 (com.fasterxml.jackson.databind) and Jackson 3 (tools.jackson.databind)";
    }
    if (jackson2) {
      return "Default set: jackson-json (Jackson 2) only, as the project's class path has"
          + " com.fasterxml.jackson.databind and not tools.jackson.databind; -Dserbench.codecs="
          + "default,jackson3-json adds Jackson 3";
    }
    return "Default set: jackson3-json (Jackson 3) only, as the project's class path has "
        + (jackson3
            ? "tools.jackson.databind"
            : "no Jackson databind (Jackson 3 is the current major)")
        + " and not com.fasterxml.jackson.databind; -Dserbench.codecs=default,jackson-json adds"
        + " Jackson 2";
  }
}
