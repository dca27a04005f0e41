package io.serbench.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Holds architecture.md to the code, so that the page a newcomer reads first cannot rot again: it
 * stays short enough to read in ten minutes, and every class, package or member it names exists.
 * Before #68 the page had grown to 545 lines and named classes that had moved ({@code
 * probe.ChildJvm}, {@code host.VersionedLibraries}) or gone ({@code config.LibraryFamilies}).
 *
 * <p>What counts as a name: any {@code io.serbench.x.Y}; in a code span, {@code x.Y} or {@code
 * x.y.Y.member} whose first part is one of serbench's packages, and a bare {@code CamelCase} class
 * name; in the picture (a fenced block), the same qualified names and every {@code CamelCase} word.
 * A qualified name must be in the main sources of serbench-core or the plugin; a bare class name
 * may also be a test (the page names the tests that hold its rules).
 */
class ArchitectureDocTest {
  /** The most lines architecture.md may have (#68's acceptance). */
  static final int MAX_LINES = 300;

  private static final Path PAGE = Path.of("../src/site/markdown/architecture.md");
  private static final List<Path> MAIN =
      List.of(Path.of("src/main/java"), Path.of("../serbench-maven-plugin/src/main/java"));
  private static final List<Path> TEST =
      List.of(Path.of("src/test/java"), Path.of("../serbench-maven-plugin/src/test/java"));

  private static final Pattern SPAN = Pattern.compile("`([^`\\n]+)`");
  private static final Pattern FULL = Pattern.compile("\\bio\\.serbench(?:\\.[A-Za-z_]\\w*)+");
  private static final Pattern QUALIFIED =
      Pattern.compile("[a-z][a-z0-9]*(?:\\.[a-z][a-z0-9]*)*(?:\\.[A-Z]\\w*)+(?:\\.[a-z_]\\w*)?");
  private static final Pattern QUALIFIED_IN_TEXT =
      Pattern.compile(
          "(?<![\\w.])[a-z][a-z0-9]*(?:\\.[a-z][a-z0-9]*)*(?:\\.[A-Z]\\w*)+(?:\\.[a-z]\\w*)?");
  private static final Pattern PACKAGE = Pattern.compile("^[a-z][a-z0-9]*(?:\\.[a-z][a-z0-9]*)+$");
  private static final Pattern FILE =
      Pattern.compile("\\.(?:json|log|md|html|csv|xml|ftlh|classpath|properties|lock|java)$");
  private static final Pattern BARE = Pattern.compile("^[A-Z][a-z0-9]\\w*(?:\\.[A-Za-z_]\\w*)*$");
  private static final Pattern CAMEL_WORD =
      Pattern.compile("(?<![\\w.])[A-Z][a-z0-9]+[A-Z]\\w*(?:\\.[A-Za-z_]\\w*)*");
  private static final Pattern DECLARED =
      Pattern.compile("\\b(?:class|interface|enum|record)\\s+([A-Z]\\w*)");

  /** The sources, read once: type name (package.Outer or package.Outer.Inner) to its file. */
  private static Sources main;

  private static Sources all;

  @BeforeAll
  static void readSources() {
    main = Sources.of(MAIN);
    all = Sources.of(Stream.concat(MAIN.stream(), TEST.stream()).toList());
  }

  @Test
  void thePage_isShortEnoughToReadInTenMinutes() throws IOException {
    assertThat(Files.readAllLines(PAGE))
        .as("architecture.md's lines; move detail to package-info.java or methodology.md")
        .hasSizeLessThanOrEqualTo(MAX_LINES);
  }

  @Test
  void everyClassPackageAndMemberThePageNames_exists() throws IOException {
    String page = Files.readString(PAGE);
    assertThat(unresolved(page))
        .as(
            "names in architecture.md that are not in serbench-core's or the plugin's sources;"
                + " name a class that moved by its new room, and write a name from outside"
                + " serbench qualified (java.lang.invoke.VarHandle) or without backticks")
        .isEmpty();
  }

  @Test
  void theCheck_findsNamesThatMovedOrWent() {
    String stale =
        "The `probe.ChildJvm` starts, `host.VersionedLibraries` resolves, `RawConfiguration` and"
            + " io.serbench.config.LibraryFamilies align, `HostPlan.noSuchMember` decides.\n"
            + "```\n  WorkerMain -> StageThatWent\n```\n";
    assertThat(unresolved(stale))
        .containsExactlyInAnyOrder(
            "probe.ChildJvm",
            "host.VersionedLibraries",
            "RawConfiguration",
            "io.serbench.config.LibraryFamilies",
            "HostPlan.noSuchMember",
            "StageThatWent");
    assertThat(
            unresolved(
                "`probe.common.ChildJvm`, `library.VersionedLibraries`, `worker.probes`,"
                    + " `HostPlan`, `RunOutcome.GateFailure`, `jvm.JvmOptions.forks`,"
                    + " `sun.misc.Unsafe`, `request.get(...)`, `ArchitectureTest`, `Top`,"
                    + " `jmh.log`, `BenchmarkEngine.SKIP_PROBES`"))
        .isEmpty();
  }

  /** The names in this markdown that the sources do not have, in order. */
  static Set<String> unresolved(String markdown) {
    Set<String> missing = new LinkedHashSet<>();
    Matcher full = FULL.matcher(markdown);
    while (full.find()) {
      String name = full.group();
      if (!main.qualified(name.substring("io.serbench.".length()))) {
        missing.add(name);
      }
    }
    boolean fenced = false;
    for (String line : markdown.split("\n", -1)) {
      if (line.strip().startsWith("```")) {
        fenced = !fenced;
      } else if (fenced) {
        picture(line, missing);
      } else {
        Matcher span = SPAN.matcher(line);
        while (span.find()) {
          codeSpan(span.group(1).replaceFirst("\\(.*\\)$", ""), missing);
        }
      }
    }
    return missing;
  }

  private static void codeSpan(String span, Set<String> missing) {
    if (span.startsWith("io.serbench")) {
      return; // checked with every other io.serbench name
    }
    if (FILE.matcher(span).find()) {
      return; // jmh.log, worker.classpath: a file, not a package
    }
    if (QUALIFIED.matcher(span).matches() || PACKAGE.matcher(span).matches()) {
      qualified(span, missing);
    } else if (BARE.matcher(span).matches() && !all.bare(span)) {
      missing.add(span);
    }
  }

  private static void picture(String line, Set<String> missing) {
    Matcher qualified = QUALIFIED_IN_TEXT.matcher(line);
    while (qualified.find()) {
      qualified(qualified.group(), missing);
    }
    Matcher word = CAMEL_WORD.matcher(line);
    while (word.find()) {
      if (!all.bare(word.group())) {
        missing.add(word.group());
      }
    }
  }

  /**
   * A name whose first part is a package of serbench's; others ({@code sun.misc.X}) are not ours.
   */
  private static void qualified(String name, Set<String> missing) {
    if (main.isOurs(name) && !main.qualified(name)) {
      missing.add(name);
    }
  }

  /**
   * The packages and types of some source roots, named without {@code io.serbench.}: each type
   * ({@code host.RunOutcome}, and a nested one as {@code host.RunOutcome.GateFailure}) with its
   * file, and the packages that hold a type by its simple name ({@code RunOutcome.GateFailure}).
   */
  private record Sources(
      Set<String> packages, Map<String, Path> types, Map<String, Set<String>> bySimpleName) {
    static Sources of(List<Path> roots) {
      Sources sources = new Sources(new HashSet<>(), new HashMap<>(), new HashMap<>());
      for (Path root : roots) {
        Path base = root.resolve("io/serbench");
        assertThat(base).isDirectory();
        try (Stream<Path> files = Files.walk(base)) {
          for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
            sources.add(base.relativize(file.getParent()).toString().replace('/', '.'), file);
          }
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
      return sources;
    }

    private void add(String pkg, Path file) {
      packages.add(pkg);
      String top = file.getFileName().toString().replace(".java", "");
      if (top.equals("package-info")) {
        return;
      }
      String prefix = pkg.isEmpty() ? "" : pkg + ".";
      List<String> simpleNames = new ArrayList<>(List.of(top));
      Matcher declared = DECLARED.matcher(read(file));
      while (declared.find()) {
        if (!declared.group(1).equals(top)) {
          simpleNames.add(top + "." + declared.group(1));
        }
      }
      for (String simple : simpleNames) {
        types.put(prefix + simple, file);
        bySimpleName.computeIfAbsent(simple, k -> new HashSet<>()).add(prefix);
        if (!simple.equals(top)) {
          // a nested type may be named alone too: Top for Ranking.Top
          bySimpleName.computeIfAbsent(simple.substring(top.length() + 1), k -> new HashSet<>());
          bySimpleName.get(simple.substring(top.length() + 1)).add(prefix + top + ".");
        }
      }
    }

    /** Whether the name's first part is one of serbench's packages, so that the name is ours. */
    boolean isOurs(String name) {
      String first = name.split("\\.")[0];
      return packages.stream().anyMatch(p -> p.equals(first) || p.startsWith(first + "."));
    }

    /** A package, or {@code x.y.Type}, {@code x.Type.Inner} or {@code x.Type.member}. */
    boolean qualified(String name) {
      if (packages.contains(name)) {
        return true;
      }
      List<String> parts = List.of(name.split("\\."));
      int firstType = 0;
      while (firstType < parts.size() && Character.isLowerCase(parts.get(firstType).charAt(0))) {
        firstType++;
      }
      String prefix = String.join(".", parts.subList(0, firstType));
      return firstType < parts.size()
          && typeAndMember(prefix + ".", parts.subList(firstType, parts.size()));
    }

    /** {@code Type}, {@code Type.Inner} or {@code Type.member}, in any package. */
    boolean bare(String name) {
      List<String> parts = List.of(name.split("\\."));
      Set<String> prefixes = new HashSet<>(bySimpleName.getOrDefault(parts.get(0), Set.of()));
      return prefixes.stream().anyMatch(prefix -> typeAndMember(prefix, parts));
    }

    /** The type, then at most one nested type or member of it that its file names. */
    private boolean typeAndMember(String prefix, List<String> parts) {
      for (int n = Math.min(2, parts.size()); n >= 1; n--) {
        Path file = types.get(prefix + String.join(".", parts.subList(0, n)));
        if (file != null && parts.size() - n <= 1) {
          return n == parts.size()
              || Pattern.compile("\\b" + Pattern.quote(parts.get(n)) + "\\b")
                  .matcher(read(file))
                  .find();
        }
      }
      return false;
    }
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
