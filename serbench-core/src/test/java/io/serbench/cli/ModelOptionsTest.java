package io.serbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.config.BenchmarkRequest;
import io.serbench.demo.DemoModel;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The options that give the command line what the goal takes: {@code --fixture} ({@code
 * <sample><file>}), {@code --implementation} ({@code <generator><implementations>}), {@code --demo}
 * ({@code -Dserbench.demo}), and {@code --jvms} without Maven's toolchains.
 */
class ModelOptionsTest {
  @TempDir Path dir;

  private static Main.Command parse(String... args) {
    return new Main().parse(args);
  }

  private Path json(String name) throws IOException {
    return Files.writeString(dir.resolve(name), "{}");
  }

  @Test
  void fixture_repeatableAndCommaSeparated_eachFileWithItsClass() throws IOException {
    Path order = json("order.json");
    Path refund = json("refund.json");
    Path big = json("big.json");

    BenchmarkRequest request =
        parse(
                "--classpath",
                "build/classes",
                "--fixture",
                order + "=com.acme.Order," + refund + "=com.acme.Refund",
                "--fixture",
                big + " = com.acme.Order")
            .request();

    assertThat(request.fixtures())
        .containsExactly(
            new BenchmarkRequest.Fixture(order.toString(), "com.acme.Order"),
            new BenchmarkRequest.Fixture(refund.toString(), "com.acme.Refund"),
            new BenchmarkRequest.Fixture(big.toString(), "com.acme.Order"));
    assertThat(request.classes()).isEmpty();
  }

  @Test
  void fixture_withoutItsClass_orFile_isOneLineNamingTheOption() throws IOException {
    Path order = json("order.json");
    assertThatThrownBy(() -> parse("--classpath", "x", "--fixture", order.toString()))
        .isInstanceOfSatisfying(
            io.serbench.InvalidConfigurationException.class,
            e ->
                assertThat(Main.describe(e))
                    .isEqualTo(
                        "--fixture: '"
                            + order
                            + "' is not NAME=CLASS; write it as"
                            + " src/test/resources/order.json=com.acme.Order"));
    assertThatThrownBy(() -> parse("--classpath", "x", "--fixture", "missing.json=com.acme.Order"))
        .isInstanceOf(Main.UsageException.class)
        .hasMessageStartingWith("--fixture: no file missing.json (relative to ")
        .hasMessageNotContaining("\n");
  }

  @Test
  void implementation_repeatableAndCommaSeparated_reachesTheGenerator() {
    BenchmarkRequest request =
        parse(
                "--classpath",
                "x",
                "--classes",
                "com.acme.Drawing",
                "--implementation",
                "com.acme.Shape=com.acme.Circle,com.acme.Pen=com.acme.Pencil",
                "--implementation",
                "java.util.Queue=java.util.ArrayDeque")
            .request();

    assertThat(request.generator().implementations())
        .isEqualTo(
            Map.of(
                "com.acme.Shape", "com.acme.Circle",
                "com.acme.Pen", "com.acme.Pencil",
                "java.util.Queue", "java.util.ArrayDeque"));
  }

  @Test
  void implementation_badOrTwice_isOneLineNamingTheOption() {
    assertThatThrownBy(() -> parse("--classpath", "x", "--implementation", "com.acme.Shape"))
        .isInstanceOfSatisfying(
            io.serbench.InvalidConfigurationException.class,
            e ->
                assertThat(Main.describe(e))
                    .isEqualTo(
                        "--implementation: 'com.acme.Shape' is not NAME=CLASS; write it as"
                            + " com.acme.Shape=com.acme.Circle"));
    assertThatThrownBy(
            () ->
                parse(
                    "--classpath",
                    "x",
                    "--implementation",
                    "com.acme.Shape=com.acme.Circle,com.acme.Shape=com.acme.Square"))
        .isInstanceOfSatisfying(
            io.serbench.InvalidConfigurationException.class,
            e ->
                assertThat(Main.describe(e))
                    .isEqualTo(
                        "--implementation: com.acme.Shape is given twice; give one class for it"));
  }

  @Test
  void demo_withoutAModel_runsTheBundledModel_andNeedsNoClasspath() {
    Main.Command command = parse("--demo", "--preset", "quick");

    assertThat(command.demo()).isTrue();
    assertThat(command.request().classes()).isEqualTo(DemoModel.CLASSES);
    assertThat(command.request().samples()).containsExactly(DemoModel.SAMPLE);
  }

  @Test
  void demo_withAModel_isIgnored_asTheGoalDoes() {
    Main.Command command = parse("--demo", "--classpath", "x", "--classes", "com.acme.Order");

    assertThat(command.demo()).isFalse();
    assertThat(command.request().classes()).containsExactly("com.acme.Order");
    assertThat(command.request().samples()).isEmpty();
    assertThatThrownBy(() -> parse("--demo", "--classes", "com.acme.Order"))
        .isInstanceOf(Main.UsageException.class)
        .hasMessage(
            "--classpath is required with a model of your own (--demo runs without a model)");
  }

  @Test
  void jvms_mavenToolchain_isRefusedWithWhatToGiveInstead() {
    assertThat(parse("--classpath", "x", "--jvms", "/opt/jdk17,/opt/jdk25").jvms())
        .containsExactly("/opt/jdk17", "/opt/jdk25");
    assertThatThrownBy(() -> parse("--classpath", "x", "--jvms", "/opt/jdk17,toolchain:25"))
        .isInstanceOf(Main.UsageException.class)
        .hasMessage(
            "--jvms: toolchain:25 names a JDK of Maven's toolchains.xml, which the command line"
                + " does not read; give the JDK's home directory, such as"
                + " /usr/lib/jvm/temurin-25-jdk-amd64");
  }

  @Test
  void run_badFixture_exitsTwoWithOneLine() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        new Main()
            .run(
                new String[] {"--classpath", "x", "--fixture", "order.json"},
                new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));

    assertThat(status).isEqualTo(Main.EXIT_USAGE);
    assertThat(err.toString(StandardCharsets.UTF_8).strip())
        .isEqualTo(
            "serbench: --fixture: 'order.json' is not NAME=CLASS; write it as"
                + " src/test/resources/order.json=com.acme.Order");
  }
}
