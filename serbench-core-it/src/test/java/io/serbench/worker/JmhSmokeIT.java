package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.config.BenchmarkRequest;
import io.serbench.measure.AsyncProfilerLibrary;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.settings.JmhSettings;
import io.serbench.testing.RecordingListener;
import io.serbench.testing.TestRequests;
import io.serbench.testing.TestRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One real, short run: worker JVM, generated sources, javac with JMH's processor, JMH forks. */
class JmhSmokeIT {
  @TempDir Path output;

  @Test
  void run_quickSettings_measuresPassingCodecsAndWritesReport() throws Exception {
    BenchmarkRequest request =
        TestRequests.writingTo(output)
            .classes(List.of("io.serbench.testmodel.Order", "io.serbench.testmodel.BrokenInit"))
            .samples(List.of("io.serbench.testmodel.Fixtures#tree"))
            .codecs(List.of("kryo", "jackson-json", "test-oom"))
            .jmh(new JmhSettings(1, 1, 100, 2, 100))
            // every class on its own as well as the mix, as with <timeEveryClass>
            .messages(new io.serbench.config.Messages(java.util.Map.of(), true))
            // a JFR recording per benchmark, and async-profiler's flame graphs where it is
            // installed
            .measurement(
                new io.serbench.settings.Measurement(
                    io.serbench.settings.Measurement.Preset.QUICK,
                    null,
                    1,
                    List.of("jfr", "async")))
            .build();
    List<String> log = new ArrayList<>();
    BenchmarkResults results = TestRuns.worker(request, new RecordingListener(log));

    assertThat(results.samples())
        .extracting(SampleResult::name)
        .containsExactly(
            "io.serbench.testmodel.Fixtures#tree",
            "generated(io.serbench.testmodel.Order)",
            "generated(io.serbench.testmodel.BrokenInit)");
    // a model whose static initializer throws is reported, and the others are still measured
    assertThat(results.samples().get(2).results()).isEmpty();
    assertThat(results.samples().get(2).notes())
        .containsExactly(
            "the static initializer of io.serbench.testmodel.BrokenInit failed:"
                + " IllegalStateException: no database in this environment; no codec can be run"
                + " on it");
    // a codec whose JMH fork runs out of memory is recorded, and the others complete
    CodecResult oom = results.samples().get(1).result("test-oom").orElseThrow();
    assertThat(oom.passed()).as("it passes verification").isTrue();
    assertThat(oom.benchmarkFailure()).contains("OutOfMemoryError");
    assertThat(oom.totalNs()).as("no complete measurement").isNaN();
    SampleResult tree = results.samples().get(0);
    CodecResult kryo = tree.result("kryo").orElseThrow();
    assertThat(kryo.passed()).isTrue();
    assertThat(kryo.serializeNs().score()).isPositive();
    assertThat(kryo.deserializeNs().score()).isPositive();
    // every fork carries the JIT's and the collectors' activity of each iteration, its one
    // warm-up iteration first, and its flag
    assertThat(kryo.serializeNs().perFork())
        .allSatisfy(
            fork -> {
              assertThat(fork.activity().warmupIterations()).isEqualTo(1);
              assertThat(fork.activity().compileMillis()).hasSize(3);
              assertThat(fork.activity().iterationMillis()).allMatch(m -> m > 0);
              assertThat(fork.stillCompiling()).isNotNull();
            });
    assertThat(tree.result("jackson-json").orElseThrow().passed()).isFalse();
    CodecResult json = results.samples().get(1).result("jackson-json").orElseThrow();
    assertThat(json.passed()).isTrue();
    assertThat(json.sizeBytes()).isPositive();
    assertThat(json.serializeNs().score()).isPositive();
    assertThat(results.recommendation().codec()).isEqualTo("kryo");

    // the forks' heap is sized to this small model, and the measured forks named their collectors
    assertThat(results.environment().jvmArgs())
        .startsWith("-Xms256m", "-Xmx256m", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch");
    assertThat(log).anyMatch(l -> l.startsWith("Forks' heap: 256 MB, fixed and touched at start"));
    assertThat(results.environment().collectors()).contains("G1 Young Generation");
    assertThat(output.resolve("jmh-result.json")).exists();
    assertThat(Files.readString(output.resolve("results.csv")))
        .contains("\"io.serbench.testmodel.Fixtures#tree\",\"io.serbench.testmodel.TreeNode\",")
        .contains("\"kryo\",PASS");
    assertThat(Files.readString(output.resolve("jmh-result.json")))
        .contains("TreeNodeBenchmark.serialize", "\"codec\" : \"kryo\"");
    assertThat(output.resolve("jmh/src/io/serbench/generated/TreeNodeBenchmark.java")).exists();
    String html = Files.readString(output.resolve("index.html"));
    assertThat(html).contains("kryo", "jackson-json");
    // 3 codecs on 2 samples, and the mix for the 2 codecs that passed both, 2 operations each,
    // and the host's sentinel
    assertThat(log).anyMatch(l -> l.contains("[round 1 1/15]"));
    // the round trip is opt-in: serialize and deserialize only
    assertThat(log)
        .anyMatch(
            l ->
                l.contains(
                    "x (the mix and each timed sample) x serialize, deserialize, and the host's"
                        + " sentinel), about"));
    assertThat(results.mix().result().result("kryo").orElseThrow().serializeNs().score())
        .isPositive();
    assertThat(html).contains("no database in this environment");
    assertThat(results.recommendation().exclusions())
        .anyMatch(e -> e.codec().equals("test-oom") && e.reason().contains("not measured"));
    // why a codec is slow: JMH's JFR profiler recorded every benchmark, linked per operation
    assertThat(kryo.profiles()).containsKeys("serialize", "deserialize");
    String recording = kryo.profiles().get("serialize").get(0);
    assertThat(recording).startsWith("profiles/race/").endsWith("profile.jfr");
    assertThat(output.resolve(recording)).isRegularFile();
    assertThat(Files.size(output.resolve(recording))).isPositive();
    // the folder holds JMH's literal %23 for the factory sample's #, so the link escapes the %
    assertThat(recording).contains("%23");
    assertThat(html)
        .contains("<a href=\"" + recording.replace("%", "%25") + "\">serialize profile.jfr</a>");
    if (AsyncProfilerLibrary.find().isEmpty()) {
      // without the library the run goes on, and says what is missing
      assertThat(log)
          .anyMatch(
              l ->
                  l.startsWith(
                      "async-profiler was asked for (profilers=async), but its library"
                          + " libasyncProfiler.so was not found"));
    } else {
      assertThat(kryo.profiles().get("serialize"))
          .as("async-profiler is installed here, so a flame graph was written")
          .anyMatch(file -> file.endsWith(".html"));
    }
  }
}
