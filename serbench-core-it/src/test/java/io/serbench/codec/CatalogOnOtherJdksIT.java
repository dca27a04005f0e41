package io.serbench.codec;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.testing.ProgressGuard;
import io.serbench.testing.TestCatalog;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** Every catalog codec loads and round-trips on JDK 25 exactly as it does on this JDK. */
class CatalogOnOtherJdksIT {
  @Test
  void everyCodec_onJdk25_loadsAndRoundTripsAPlainPojo() throws Exception {
    Path java = findJdk("25").orElse(null);
    Assumptions.assumeTrue(
        java != null,
        "no JDK 25: give its home with -Dserbench.it.jdk25=/path/to/jdk-25, or install one under"
            + " /usr/lib/jvm; skipped");

    List<String> command = new ArrayList<>(List.of(java.toString()));
    command.addAll(CodecCatalog.standard().find("fst").orElseThrow().jvmFlags(25));
    command.addAll(
        List.of("-cp", System.getProperty("java.class.path"), CatalogProbeMain.class.getName()));
    Path log = Path.of("target", "catalog-on-jdk25.log");
    Files.createDirectories(log.getParent());
    Process process =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    ProgressGuard.awaitExit(process, log, ProgressGuard.WORKER_SILENCE, "every codec on JDK 25");
    String output = Files.readString(log, StandardCharsets.UTF_8);
    assertThat(process.exitValue()).as(output).isZero();

    // the same outcome as on this JDK: a codec that loses data on this sample (msgpack writes
    // BigDecimal as a double, so a price ending in 0 loses its scale) loses it on JDK 25 too, and
    // jackson-xml (a map key that is no XML name) and dsl-json (private fields) fail on both, and
    // so do fst-flat and fst-registered, whose unshared streams skip BigDecimal's readObject, and
    // dsl-json-array, which needs @CompiledJson(formats = ARRAY), protobuf-java, which needs a
    // generated message, and avaje-jsonb, which needs adapters generated in the build
    List<String> here = CatalogProbeMain.lines();
    assertThat(here.stream().filter(l -> l.endsWith(" PASS")).count())
        .as(String.join("\n", here))
        .isGreaterThanOrEqualTo(TestCatalog.ALL.size() - 8);
    for (String line : here) {
      assertThat(output).as(output).containsPattern("(?m)^" + Pattern.quote(line) + "$");
    }
  }

  /** The JDK given as {@code -Dserbench.it.jdk25}, else one under the usual Linux JDK directory. */
  private static java.util.Optional<Path> findJdk(String feature) throws IOException {
    String given = System.getProperty("serbench.it.jdk" + feature);
    if (given != null && !given.isBlank()) {
      Path launcher = Path.of(given, "bin", "java");
      return Files.isExecutable(launcher)
          ? java.util.Optional.of(launcher)
          : java.util.Optional.empty();
    }
    Path jvms = Path.of("/usr/lib/jvm");
    if (!Files.isDirectory(jvms)) {
      return java.util.Optional.empty();
    }
    try (Stream<Path> homes = Files.list(jvms)) {
      return homes
          .filter(h -> h.getFileName().toString().matches(".*\\D" + feature + "(\\D.*)?"))
          .map(h -> h.resolve("bin/java"))
          .filter(Files::isExecutable)
          .findFirst();
    }
  }
}
