package io.serbench.probe.nextjdk;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.NodeList;

/**
 * The newest JDK on this machine that can say whether a codec still works once {@code
 * sun.misc.Unsafe}'s memory access is denied (JEP 471, JEP 498): Java {@value #MIN_FEATURE} or
 * later, where {@code --sun-misc-unsafe-memory-access=deny} and {@code
 * --illegal-native-access=deny} exist.
 *
 * <p>It looks where JDKs are kept: the JDK the worker runs on (a {@code jvms} entry runs the worker
 * on it), Maven's {@code toolchains.xml}, the {@code JAVA_HOME_<n>_X64} variables that CI runners
 * set and {@code JAVA_HOME}, and the folders where Linux packages, SDKMAN and IDEs install JDKs.
 *
 * @param home the JDK's home directory
 * @param feature the Java feature version, such as 25
 * @param version the full version of its release file
 * @param foundIn where it was found, for the evidence: {@code JAVA_HOME_25_X64}, {@code
 *     /usr/lib/jvm}
 */
public record NextJdk(Path home, int feature, String version, String foundIn) {
  /** The first Java feature version with {@code --sun-misc-unsafe-memory-access=deny}'s peers. */
  public static final int MIN_FEATURE = 24;

  /** The flags that turn the coming JDK's defaults on now. */
  public static final List<String> DENY =
      List.of("--sun-misc-unsafe-memory-access=deny", "--illegal-native-access=deny");

  /** Where {@link #find} looks, in words, for a NOT_TESTED verdict. */
  public static final String WHERE =
      "the worker's JDK, ~/.m2/toolchains.xml, JAVA_HOME_<n>_X64, JAVA_HOME, /usr/lib/jvm,"
          + " /usr/java, /opt/java, ~/.sdkman/candidates/java and ~/.jdks";

  private static final Pattern JAVA_VERSION =
      Pattern.compile("(?m)^JAVA_VERSION=\"?([0-9][^\"\\s]*)\"?");
  private static final Pattern JAVA_HOME_N = Pattern.compile("JAVA_HOME_\\d+_(X64|ARM64|AARCH64)");

  /** The {@code java} launcher. */
  public Path java() {
    return home.resolve("bin").resolve("java");
  }

  /**
   * Short text for evidence: {@code JDK 25.0.1 (/usr/lib/jvm/temurin-25, found in /usr/lib/jvm)}.
   */
  public String describe() {
    return "JDK " + version + " (" + home + ", found in " + foundIn + ")";
  }

  /** The newest JDK of {@value #MIN_FEATURE} or later that this machine has, if any. */
  public static Optional<NextJdk> find() {
    Path userHome = Path.of(System.getProperty("user.home", "."));
    return find(
        System.getenv(),
        userHome,
        Path.of(System.getProperty("java.home")),
        List.of(
            Path.of("/usr/lib/jvm"),
            Path.of("/usr/java"),
            Path.of("/opt/java"),
            Path.of("/opt"),
            userHome.resolve(".sdkman/candidates/java"),
            userHome.resolve(".jdks"),
            Path.of("/Library/Java/JavaVirtualMachines")));
  }

  /**
   * The newest JDK of {@value #MIN_FEATURE} or later among the candidates; the earliest place wins
   * between two homes of the same version.
   *
   * @param env the environment variables
   * @param userHome where {@code .m2/toolchains.xml} is
   * @param running the home of the running JVM
   * @param folders folders whose subfolders are JDK homes
   */
  static Optional<NextJdk> find(
      Map<String, String> env, Path userHome, Path running, List<Path> folders) {
    List<NextJdk> found = new ArrayList<>();
    of(running, "the worker's JDK").ifPresent(found::add);
    toolchains(userHome.resolve(".m2").resolve("toolchains.xml")).stream()
        .map(home -> of(home, "toolchains.xml"))
        .flatMap(Optional::stream)
        .forEach(found::add);
    env.entrySet().stream()
        .filter(e -> JAVA_HOME_N.matcher(e.getKey()).matches() || e.getKey().equals("JAVA_HOME"))
        .sorted(Map.Entry.comparingByKey())
        .map(e -> of(Path.of(e.getValue()), e.getKey()))
        .flatMap(Optional::stream)
        .forEach(found::add);
    for (Path folder : folders) {
      for (Path child : children(folder)) {
        of(child, folder.toString()).ifPresent(found::add);
        // macOS bundles keep the home below Contents/Home
        of(child.resolve("Contents").resolve("Home"), folder.toString()).ifPresent(found::add);
      }
    }
    return found.stream()
        .filter(jdk -> jdk.feature() >= MIN_FEATURE)
        .max(Comparator.comparingInt(NextJdk::feature));
  }

  /** The JDK at this home, if it has {@code bin/java} and a release file. */
  static Optional<NextJdk> of(Path home, String foundIn) {
    try {
      Path normal = home.toAbsolutePath().normalize();
      if (!Files.isExecutable(normal.resolve("bin").resolve("java"))
          || !Files.isRegularFile(normal.resolve("release"))) {
        return Optional.empty();
      }
      Matcher matcher = JAVA_VERSION.matcher(Files.readString(normal.resolve("release")));
      if (!matcher.find()) {
        return Optional.empty();
      }
      String version = matcher.group(1);
      Matcher digits = Pattern.compile("^(?:1\\.)?(\\d+)").matcher(version);
      int feature = digits.find() ? Integer.parseInt(digits.group(1)) : 0;
      return Optional.of(new NextJdk(normal, feature, version, foundIn));
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  private static List<Path> children(Path folder) {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    try (Stream<Path> list = Files.list(folder)) {
      return list.filter(Files::isDirectory).sorted().toList();
    } catch (IOException e) {
      return List.of();
    }
  }

  /** The {@code jdkHome} of every JDK toolchain in Maven's toolchains file, if it has one. */
  static List<Path> toolchains(Path file) {
    if (!Files.isRegularFile(file)) {
      return List.of();
    }
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      NodeList homes =
          factory.newDocumentBuilder().parse(file.toFile()).getElementsByTagName("jdkHome");
      List<Path> paths = new ArrayList<>();
      for (int i = 0; i < homes.getLength(); i++) {
        paths.add(Path.of(homes.item(i).getTextContent().trim()));
      }
      return paths;
    } catch (Exception e) {
      // a toolchains file serbench cannot read holds no JDK for it; the other places still count
      return List.of();
    }
  }
}
