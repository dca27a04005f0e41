package io.serbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.codec.Versioning;
import io.serbench.config.BenchmarkRequest;
import io.serbench.result.Criteria;
import io.serbench.settings.Alphabet;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Measurement;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class MainTest {
  private static Main.Command parse(String... args) {
    return new Main().parse(args);
  }

  @Test
  void parse_everyOption_reachesTheRequest() {
    String cp = String.join(File.pathSeparator, "build/classes", "lib/a.jar");
    Main.Command command =
        parse(
            "--classpath",
            cp,
            "--classes",
            "com.acme.Order,com.acme.Line",
            "--packages",
            "com.acme.model",
            "--samples",
            "com.acme.Fixtures#tree",
            "--codecs",
            "kryo*,!kryo-flat",
            "--seed",
            "7",
            "--sizes",
            "0,10",
            "--collection-size",
            "3",
            "--string-length",
            "20",
            "--alphabet",
            "unicode",
            "--output",
            "out/serbench",
            "--sources",
            String.join(File.pathSeparator, "src/main/java", "src/gen"),
            "--preset",
            "thorough",
            "--time-budget",
            "1m30s",
            "--threads",
            "4",
            "--profilers",
            "gc",
            "--forks",
            "2",
            "--warmup-iterations",
            "3",
            "--warmup-ms",
            "400",
            "--iterations",
            "6",
            "--iteration-ms",
            "700",
            "--baseline",
            "old/results.json",
            "--max-regression",
            "15%",
            "--pinned",
            "kryo",
            "--jvms",
            "/opt/jdk17,/opt/jdk25",
            "--graph",
            "true",
            "--cross-language",
            "false",
            "--versioning",
            "full",
            "--versioning-changes",
            "append",
            "--jvm-args=-Xmx2g -XX:+UseZGC",
            "--jvm-args-append=-XX:+UseSerialGC",
            "--untrusted-input",
            "true",
            "--objective",
            "speed",
            "--weights",
            "1,2,0.5",
            "--fail-on-no-recommendation");
    BenchmarkRequest request = command.request();

    assertThat(request.classes()).containsExactly("com.acme.Order", "com.acme.Line");
    assertThat(request.packages()).containsExactly("com.acme.model");
    assertThat(request.samples()).containsExactly("com.acme.Fixtures#tree");
    assertThat(request.codecs()).containsExactly("kryo*", "!kryo-flat");
    assertThat(request.generator().seed()).isEqualTo(7);
    assertThat(request.sizes()).containsExactly(0, 10);
    assertThat(request.generator().collectionSize()).isEqualTo(3);
    assertThat(request.generator().stringLength()).isEqualTo(20);
    assertThat(request.generator().alphabet()).isEqualTo(Alphabet.UNICODE);
    assertThat(Path.of(request.outputDirectory()))
        .isEqualTo(Path.of("out/serbench").toAbsolutePath());
    assertThat(request.sourceDirectories()).containsExactly("src/main/java", "src/gen");
    assertThat(request.measurement().preset()).isEqualTo(Measurement.Preset.THOROUGH);
    assertThat(request.measurement().timeBudgetMillis()).isEqualTo(90_000L);
    assertThat(request.measurement().threads()).isEqualTo(4);
    assertThat(request.measurement().gc()).isTrue();
    assertThat(request.jmh()).isEqualTo(new JmhSettings(2, 3, 400, 6, 700));
    assertThat(Path.of(request.baseline().file()))
        .isEqualTo(Path.of("old/results.json").toAbsolutePath());
    assertThat(request.baseline().maxRegression()).isEqualTo(0.15);
    assertThat(request.baseline().pinned()).isEqualTo("kryo");
    assertThat(command.jvms()).containsExactly("/opt/jdk17", "/opt/jdk25");
    Criteria.Constraints constraints = request.criteria().constraints();
    assertThat(constraints.graph()).isTrue();
    assertThat(constraints.crossLanguage()).isFalse();
    assertThat(constraints.versioning()).isEqualTo(Versioning.FULL);
    assertThat(constraints.versioningChanges())
        .isEqualTo(io.serbench.result.SchemaChange.Required.APPEND);
    assertThat(constraints.untrustedInput()).isTrue();
    assertThat(request.criteria().objective()).isEqualTo(Criteria.Objective.SPEED);
    assertThat(request.criteria().weights()).isEqualTo(new Criteria.Weights(1, 2, 0.5));
    assertThat(command.failOnNoRecommendation()).isTrue();
    assertThat(request.measurement().jvmArgs()).containsExactly("-Xmx2g", "-XX:+UseZGC");
    assertThat(request.measurement().jvmArgsAppend()).containsExactly("-XX:+UseSerialGC");
    assertThat(request.classesDirectory()).isEqualTo("build/classes");
    assertThat(request.projectClasspath()).containsExactly("build/classes", "lib/a.jar");
    assertThat(request.workerClasspath()).isNotEmpty();
  }

  @Test
  void parse_onlyTheClasspath_givesTheDefaults() {
    Main.Command command = parse("--classpath", "build/classes", "--classes", "com.acme.Order");

    BenchmarkRequest request = command.request();
    assertThat(request.measurement()).isEqualTo(Measurement.DEFAULT);
    assertThat(request.jmh()).as("no explicit JMH settings: the preset plans").isNull();
    assertThat(request.criteria()).isEqualTo(Criteria.DEFAULT);
    assertThat(request.baseline()).isNull();
    assertThat(Path.of(request.outputDirectory()))
        .isEqualTo(Path.of("build/serbench").toAbsolutePath());
    assertThat(command.jvms()).isEmpty();
    assertThat(command.failOnNoRecommendation()).isFalse();
  }

  @Test
  void parse_presetQuick_isTheOneWayToSayQuick() {
    assertThat(parse("--classpath", "x", "--preset", "quick").request().measurement())
        .extracting(Measurement::preset)
        .isEqualTo(Measurement.Preset.QUICK);
  }

  @Test
  void parse_oneExplicitJmhSetting_fillsTheOthersWithJmhDefaults() {
    assertThat(parse("--classpath", "x", "--iterations", "2").request().jmh())
        .isEqualTo(
            new JmhSettings(
                JmhSettings.DEFAULT_FORKS,
                JmhSettings.DEFAULT_WARMUP_ITERATIONS,
                JmhSettings.DEFAULT_WARMUP_MILLIS,
                2,
                JmhSettings.DEFAULT_MEASUREMENT_MILLIS));
  }

  @Test
  void parse_withoutClasspath_explainsWhatIsMissing() {
    assertThatThrownBy(() -> parse("--classes", "com.acme.Order"))
        .isInstanceOf(Main.UsageException.class)
        .hasMessage("--classpath is required");
  }

  @Test
  void parse_misspelledOption_suggestsTheCloseMatch() {
    assertThatThrownBy(() -> parse("--classpath", "x", "--clases", "com.acme.Order"))
        .isInstanceOf(Main.UsageException.class)
        .hasMessage("unknown option --clases; did you mean --classes?");
    assertThatThrownBy(() -> parse("--classpath", "x", "--time-budgte", "3m"))
        .hasMessage("unknown option --time-budgte; did you mean --time-budget?");
  }

  @Test
  void parse_unknownOptionFarFromAny_saysSoWithoutAGuess() {
    assertThatThrownBy(() -> parse("--classpath", "x", "--frobnicate", "1"))
        .hasMessage("unknown option --frobnicate");
  }

  @Test
  void parse_strayArgument_isRejected() {
    assertThatThrownBy(() -> parse("--classpath", "x", "com.acme.Order"))
        .hasMessage("unexpected argument 'com.acme.Order'");
  }

  @Test
  void parse_optionWithoutItsValue_saysWhich() {
    assertThatThrownBy(() -> parse("--classpath", "x", "--codecs"))
        .isInstanceOf(Main.UsageException.class)
        .hasMessageContaining("codecs");
  }

  @Test
  void parse_badValue_namesTheOptionInTheCommandLinesOwnWords() {
    assertThatThrownBy(() -> parse("--classpath", "x", "--iterations", "0"))
        .isInstanceOfSatisfying(
            InvalidConfigurationException.class,
            e ->
                assertThat(Main.describe(e))
                    .isEqualTo(
                        "--iterations: measurementIterations must be at least 1, but was 0"));
    assertThatThrownBy(() -> parse("--classpath", "x", "--time-budget", "soon"))
        .isInstanceOfSatisfying(
            InvalidConfigurationException.class,
            e ->
                assertThat(Main.describe(e)).startsWith("--time-budget: 'soon' is not a duration"));
    assertThatThrownBy(() -> parse("--classpath", "x", "--seed", "many"))
        .isInstanceOfSatisfying(
            InvalidConfigurationException.class,
            e ->
                assertThat(Main.describe(e))
                    .isEqualTo("--seed: seed must be a whole number, but was 'many'"));
  }

  @Test
  void run_help_printsTheUsageWithEveryOptionAndExitsZero() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    int status =
        new Main()
            .run(
                new String[] {"--help"},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

    String usage = out.toString(StandardCharsets.UTF_8);
    assertThat(status).isZero();
    assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    assertThat(usage)
        .startsWith("usage: java -cp")
        .contains("io.serbench.cli.Main")
        .contains("--classpath", "--time-budget", "--fail-on-no-recommendation", "--weights");
    // every objective the parser accepts, and the cold start as the fourth weight
    for (Criteria.Objective objective : Criteria.Objective.values()) {
      assertThat(usage).contains(objective.id());
    }
    assertThat(usage)
        .contains("speed|size|balanced|coldStart")
        .contains("COLD]>", "the cold start");
  }

  @Test
  void run_misspelledOption_exitsTwoWithOneLine() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    int status =
        new Main()
            .run(
                new String[] {"--classpath", "x", "--codec", "kryo"},
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

    assertThat(status).isEqualTo(Main.EXIT_USAGE);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .isEqualTo(
            "serbench: unknown option --codec; did you mean --codecs? (--help lists every option)"
                + System.lineSeparator());
  }

  @Test
  void run_aVersionedCodec_exitsTwoWithOneLineSayingToUseThePlugin() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    int status =
        new Main()
            .run(
                new String[] {
                  "--classpath",
                  "target/test-classes",
                  "--classes",
                  "io.serbench.testmodel.Order",
                  "--codecs",
                  "kryo@5.5.0"
                },
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

    assertThat(status).isEqualTo(Main.EXIT_USAGE);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .isEqualTo(
            "serbench: --codecs: 'kryo@5.5.0' needs com.esotericsoftware:kryo:5.5.0 resolved, which"
                + " the command line cannot do; run it through the Maven plugin (mvn"
                + " serbench:benchmark -Dserbench.codecs=kryo@5.5.0)"
                + System.lineSeparator());
  }
}
