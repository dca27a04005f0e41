package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecProvider;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.CodecPatterns;
import io.serbench.files.OutputLayout;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.result.Verdict;
import io.serbench.result.io.ResultsFile;
import io.serbench.testing.ProgressGuard;
import io.serbench.testing.TestRequests;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The hostile corpus: every codec of the catalog on models built to break serializers and serbench
 * itself (10,000 levels of nesting, cycles through a collection, a map value and the object itself,
 * 70,000 elements and a 100,000-character string (past the 16-bit counts), two thousand fields,
 * type variables, an inner class, a hashCode and getters that throw, an interface nothing
 * implements, subclasses behind an abstract field, an EnumMap). Verification, probes and the report
 * run in a worker JVM with a small heap; the measurement is left to the JMH tests.
 *
 * <p>The same corpus runs again in two workers, one per distinct set of JVM flags that codecs
 * declare: the codecs that declare none, with no flags, and the codecs that declare the JDK opens,
 * with those. Each codec works in class loaders of its own, so the JVM's flags are the only state
 * that codecs of one worker share: a codec that gives the same verdicts in the worker of its own
 * flags as in the worker of every codec's flags gives them alone too.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HostileModelsIT {
  private static final List<String> SAMPLES =
      List.of(
          "io.serbench.hostile.HostileFixtures#deep",
          "io.serbench.hostile.HostileFixtures#cycles",
          "io.serbench.hostile.HostileFixtures#bulk",
          "io.serbench.hostile.HostileFixtures#box",
          "io.serbench.hostile.HostileFixtures#drawing",
          "io.serbench.hostile.HostileFixtures#tally",
          "io.serbench.hostile.HostileFixtures#invoice",
          "io.serbench.hostile.HostileFixtures#hostile",
          "io.serbench.testmodel.Fixtures#tree");

  /** The part of the corpus that the runs per flag set repeat: cycles, JDK values, subtypes. */
  private static final List<String> FLAG_SAMPLES =
      List.of(
          "io.serbench.hostile.HostileFixtures#cycles",
          "io.serbench.hostile.HostileFixtures#drawing",
          "io.serbench.hostile.HostileFixtures#tally",
          "io.serbench.hostile.HostileFixtures#invoice",
          "io.serbench.testmodel.Fixtures#tree");

  private static final List<String> CLASSES =
      List.of("io.serbench.hostile.Wide", "io.serbench.hostile.Outer");

  private BenchmarkResults all;
  private String allLog;

  /** Kept under target, so that a failed run's logs and reports can be read. */
  private static final Path RUNS = Path.of("target", "hostile-models");

  @BeforeAll
  void runTheWholeCatalog() throws Exception {
    Run run = run(RUNS.resolve("all"), ids(catalog()), SAMPLES, CLASSES, "384m");
    all = run.results();
    allLog = run.log();
  }

  @Test
  void everyCodecOfTheCatalog_endsInAReport_withAVerdictOrAReasonForEverything() throws Exception {
    assertThat(allLog).doesNotContain("Exception in thread");
    // nothing was timed, and the report says so above the complete verification and capabilities
    String report =
        Files.readString(RUNS.resolve("all").resolve(OutputLayout.REPORT), StandardCharsets.UTF_8);
    assertThat(report)
        .contains("id=\"stage-failure\"")
        .contains("not measured: the measurement was not asked for")
        .contains("id=\"fidelity\"")
        .doesNotContain("id=\"reproduce\"");
    assertThat(all.codecs()).hasSize(catalog().size());
    for (SampleResult sample : all.samples()) {
      for (CodecResult result : sample.results()) {
        assertThat(result.passed() || result.failure() != null)
            .as(sample.name() + " " + result.codec())
            .isTrue();
      }
    }
    all.capabilities()
        .forEach(
            c ->
                List.of(c.graph(), c.crossLanguage(), c.versioningBackward(), c.untrustedInput())
                    .forEach(
                        r -> {
                          assertThat(r.measured()).isNotNull();
                          if (r.measured() == Verdict.NOT_TESTED) {
                            assertThat(r.evidence()).as(c.codec() + " " + c.model()).isNotBlank();
                          }
                        }));
  }

  @Test
  void registeredModes_registerTheSubclassesTheSamplesHold() {
    for (String codec :
        List.of("kryo-registered", "kryo-registered-graph", "fory-registered", "xstream")) {
      assertThat(result("drawing", codec).passed())
          .as(codec + ": " + result("drawing", codec).failure())
          .isTrue();
    }
  }

  @Test
  void adoptionTable_listsTheClassesTheRegisteredModesRegistered() throws Exception {
    var registered =
        all.codecs().stream()
            .filter(c -> c.id().equals("kryo-registered"))
            .findFirst()
            .orElseThrow()
            .registeredClasses();
    assertThat(registered)
        .contains("io.serbench.hostile.Circle", "io.serbench.hostile.Square", "java.util.EnumMap")
        .isSorted();
    assertThat(all.codecs().stream().filter(c -> c.id().equals("kryo")).findFirst().orElseThrow())
        .extracting(io.serbench.result.CodecDescriptor::registeredClasses)
        .asList()
        .isEmpty();
    assertThat(
            Files.readString(
                RUNS.resolve("all").resolve(OutputLayout.REPORT), StandardCharsets.UTF_8))
        .contains("data-registered=\"kryo-registered\"");
  }

  @Test
  void kryoRegistered_usesEnumMapSerializer_andPlainKryoSaysTheFix() {
    assertThat(result("tally", "kryo-registered").passed())
        .as(result("tally", "kryo-registered").failure())
        .isTrue();
    CodecResult plain = result("tally", "kryo");
    assertThat(plain.passed()).isFalse();
    assertThat(plain.failure()).contains("fix:").contains("EnumMapSerializer");
  }

  @Test
  void hessian_getsAMeasuredCrossLanguageVerdict_onTheCyclicTree() {
    var tree =
        all.capabilities().stream()
            .filter(c -> c.codec().equals("hessian"))
            .filter(c -> c.model().equals("io.serbench.testmodel.TreeNode"))
            .findFirst()
            .orElseThrow();
    assertThat(tree.crossLanguage().measured())
        .as(tree.crossLanguage().evidence())
        .isEqualTo(Verdict.PASS);
  }

  @Test
  void protostuffRuntimeAlone_passesAPlainClassWithJdkValueTypes() throws Exception {
    Run alone =
        run(
            RUNS.resolve("protostuff"),
            List.of("protostuff-runtime"),
            List.of("io.serbench.hostile.HostileFixtures#invoice"),
            List.of(),
            "256m");
    CodecResult invoice =
        alone.results().samples().stream()
            .filter(s -> s.name().endsWith("#invoice"))
            .findFirst()
            .orElseThrow()
            .result("protostuff-runtime")
            .orElseThrow();
    assertThat(invoice.passed()).as(invoice.failure()).isTrue();
  }

  @Test
  void everyCodec_givesTheSameVerdictsWithOnlyItsOwnFlags_asInTheWholeCatalog() throws Exception {
    int feature = Runtime.version().feature();
    Map<List<String>, List<String>> byFlags = new LinkedHashMap<>();
    for (CodecProvider codec : catalog()) {
      byFlags
          .computeIfAbsent(codec.jvmFlags(feature), k -> new ArrayList<>())
          .add(codec.info().id());
    }
    Map<String, String> alone = new LinkedHashMap<>();
    int group = 0;
    for (List<String> codecs : byFlags.values()) {
      verdicts(
          run(RUNS.resolve("group-" + group++), codecs, FLAG_SAMPLES, List.of(), "384m").results(),
          alone);
    }
    Map<String, String> together = verdicts(all, new LinkedHashMap<>());
    together.keySet().retainAll(alone.keySet());

    assertThat(alone).hasSize(together.size()).isEqualTo(together);
  }

  /** The shipped catalog, without the test classpath's deliberately broken codecs. */
  private static List<CodecProvider> catalog() {
    return CodecCatalog.standard().all().stream()
        .filter(c -> !c.info().id().startsWith("test-"))
        .toList();
  }

  private static List<String> ids(List<CodecProvider> codecs) {
    return codecs.stream().map(c -> c.info().id()).toList();
  }

  /** Every codec's verdict per sample and per capability, keyed by codec, sample and check. */
  private static Map<String, String> verdicts(BenchmarkResults results, Map<String, String> into) {
    for (SampleResult sample : results.samples()) {
      for (CodecResult result : sample.results()) {
        into.put(
            result.codec() + " " + sample.name(),
            result.passed() ? "PASS" : "FAIL " + result.phase());
      }
    }
    results
        .capabilities()
        .forEach(
            c -> {
              String key = c.codec() + " " + c.model() + " ";
              into.put(key + "graph", c.graph().measured().name());
              into.put(key + "cross-language", c.crossLanguage().measured().name());
              into.put(key + "backward", c.versioningBackward().measured().name());
              into.put(key + "forward", c.versioningForward().measured().name());
              into.put(key + "untrusted", c.untrustedInput().measured().name());
            });
    return into;
  }

  private CodecResult result(String sample, String codec) {
    return all.samples().stream()
        .filter(s -> s.name().endsWith("#" + sample))
        .findFirst()
        .orElseThrow()
        .result(codec)
        .orElseThrow();
  }

  private record Run(BenchmarkResults results, String log) {}

  /** One worker JVM with the codecs' own flags and the given heap, on the whole corpus. */
  private static Run run(
      Path out, List<String> codecs, List<String> samples, List<String> classes, String heap)
      throws Exception {
    Files.createDirectories(out);
    BenchmarkRequest request =
        TestRequests.writingTo(out)
            .classes(classes)
            .samples(samples)
            .codecs(codecs)
            // the verdicts of every codec, not only of those an answer would name
            .worker(
                new io.serbench.config.WorkerSettings(
                    io.serbench.config.WorkerSettings.DEFAULT_ROUND_TRIP_TIMEOUT_SECONDS,
                    false,
                    false,
                    true,
                    null,
                    false))
            .build();
    Path file = out.resolve("request.json");
    ResultsFile.mapper().writeValue(file.toFile(), request);
    Set<String> flags = new LinkedHashSet<>();
    CodecPatterns.select(CodecCatalog.standard(), codecs)
        .forEach(c -> flags.addAll(c.jvmFlags(Runtime.version().feature())));
    List<String> command = new ArrayList<>();
    command.add(TestRequests.java());
    command.add("-Xmx" + heap);
    command.addAll(flags);
    command.addAll(io.serbench.jvm.JvmOptions.WORKER);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(VerdictsMain.class.getName());
    command.add(file.toString());
    Path log = out.resolve("verdicts.log");
    Process process =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    // no limit on the whole run, which a busy host stretches: a worker silent for long is hung
    ProgressGuard.awaitExit(
        process, log, ProgressGuard.WORKER_SILENCE, "HostileModelsIT " + out.getFileName());
    String text = Files.readString(log, StandardCharsets.UTF_8);
    assertThat(process.exitValue()).as(text).isZero();
    assertThat(out.resolve(OutputLayout.REPORT)).exists();
    System.out.println(
        codecs.size()
            + " codecs: "
            + text.lines().filter(l -> l.startsWith("peak-heap-mb")).findFirst().orElse(""));
    return new Run(ResultsFile.read(out.resolve(OutputLayout.RESULTS)), text);
  }
}
