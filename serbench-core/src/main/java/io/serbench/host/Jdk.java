package io.serbench.host;

import io.serbench.InvalidConfigurationException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A JDK home that a run may use: it has {@code bin/java}, {@code bin/javac} (the worker compiles
 * JMH sources) and a {@code release} file naming Java 17 or later.
 *
 * @param home the JDK's home directory
 * @param feature the Java feature version, such as 25
 * @param version the full version from the release file
 */
public record Jdk(Path home, int feature, String version) {
  private static final Pattern JAVA_VERSION =
      Pattern.compile("(?m)^JAVA_VERSION=\"?([0-9][^\"\\s]*)\"?");

  /** The {@code java} launcher. */
  public Path java() {
    return home.resolve("bin").resolve(windows() ? "java.exe" : "java");
  }

  /** A short directory name for this JDK's results, such as {@code jdk-25}. */
  public String label() {
    return "jdk-" + feature;
  }

  /**
   * The Java feature version of the JDK a {@code java} launcher belongs to: this JVM's own when the
   * launcher is this JVM's or its home has no readable {@code release} file, else the one the file
   * names. The worker's options depend on it, since a codec's flags do ({@code jvmFlags(feature)}).
   */
  public static int featureOf(String javaExecutable) {
    Path bin = javaExecutable == null ? null : Path.of(javaExecutable).toAbsolutePath().getParent();
    Path home = bin == null ? null : bin.getParent();
    if (home == null || home.equals(Path.of(System.getProperty("java.home")).toAbsolutePath())) {
      return Runtime.version().feature();
    }
    Optional<String> version = release(home);
    if (version.isEmpty()) {
      // a launcher linked from elsewhere (/usr/bin/java): its JDK is where the link leads
      try {
        Path real = Path.of(javaExecutable).toRealPath().getParent().getParent();
        version = real == null ? Optional.empty() : release(real);
      } catch (IOException | RuntimeException e) {
        // no such file: this JVM's own version is the best guess
      }
    }
    return version.map(Jdk::feature).filter(f -> f > 0).orElse(Runtime.version().feature());
  }

  /**
   * Checks a configured JDK home.
   *
   * @throws InvalidConfigurationException naming {@code <jvms>}, the path and what is missing
   */
  public static Jdk of(String configured) {
    Path home = Path.of(configured.trim()).toAbsolutePath().normalize();
    String fix = "; list JDK home directories, such as /usr/lib/jvm/temurin-25-jdk-amd64";
    if (!Files.isDirectory(home)) {
      throw new InvalidConfigurationException(
          "jvms", configured, configured + " is not a JDK: no such directory" + fix);
    }
    String exe = windows() ? ".exe" : "";
    if (!Files.isExecutable(home.resolve("bin").resolve("java" + exe))) {
      throw new InvalidConfigurationException(
          "jvms", configured, configured + " is not a JDK: it has no bin/java" + fix);
    }
    if (!Files.isExecutable(home.resolve("bin").resolve("javac" + exe))) {
      throw new InvalidConfigurationException(
          "jvms",
          configured,
          configured
              + " is a JRE, not a JDK: serbench compiles benchmarks and needs bin/javac"
              + fix);
    }
    String version =
        release(home)
            .orElseThrow(
                () ->
                    new InvalidConfigurationException(
                        "jvms",
                        configured,
                        configured
                            + " is not a JDK: it has no release file with JAVA_VERSION"
                            + fix));
    int feature = feature(version);
    if (feature < 17) {
      throw new InvalidConfigurationException(
          "jvms",
          configured,
          configured + " is Java " + version + "; serbench needs Java 17 or later");
    }
    return new Jdk(home, feature, version);
  }

  private static Optional<String> release(Path home) {
    try {
      Matcher matcher = JAVA_VERSION.matcher(Files.readString(home.resolve("release")));
      return matcher.find() ? Optional.of(matcher.group(1)) : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  static int feature(String version) {
    String first = version.startsWith("1.") ? version.substring(2) : version;
    Matcher digits = Pattern.compile("^(\\d+)").matcher(first);
    return digits.find() ? Integer.parseInt(digits.group(1)) : 0;
  }

  private static boolean windows() {
    return System.getProperty("os.name", "").toLowerCase().startsWith("win");
  }
}
