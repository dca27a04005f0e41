package io.serbench.config;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.Versioning;
import io.serbench.settings.Alphabet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * request.json carries every setting's parsed value to the worker in its declaration's type, so
 * that a stage reads {@code request.get(...)} there as the host would, and a new setting needs no
 * new field in the protocol.
 */
class RequestFileSettingsTest {
  @TempDir Path dir;

  private static final ProjectFacts PROJECT =
      new ProjectFacts(
          Path.of("/work/project"),
          "/work/project/target/classes",
          List.of(),
          List.of("/work/project/target/classes"),
          List.of("worker.jar"),
          "/usr/bin/java");

  @Test
  void everyKindOfValue_crossesToTheWorkerInItsDeclaredType() throws IOException {
    RawSettings raw =
        new RawSettings()
            .put(ModelSettings.CLASSES, List.of("com.acme.Order", "com.acme.Refund"))
            .put(ModelSettings.FIXTURES, "order.json=com.acme.Order")
            .put(ModelSettings.SEED, "7")
            .put(ModelSettings.ALPHABET, "unicode")
            .put(ModelSettings.IMPLEMENTATIONS, Map.of("com.acme.Shape", "com.acme.Circle"))
            .put(ModelSettings.SIZES, "0,10")
            .put(ModelSettings.MIX, "com.acme.Order=3,com.acme.Refund=1.5")
            .put(MeasureSettings.THREADS, "4v")
            .put(MeasureSettings.TIME_BUDGET, "90s")
            .put(MeasureSettings.COLD_START, "true")
            .put(PickSettings.VERSIONING, "full")
            .put(PickSettings.WEIGHTS, "size=2,coldStart=1")
            .put(PickSettings.BASELINE, "baseline.json")
            .put(RunSettings.FRESH, true)
            .put(RunSettings.ROUND_TRIP_TIMEOUT, "5");
    BenchmarkRequest request = RequestTranslator.translate(raw, PROJECT);
    Path file = dir.resolve("request.json");

    RequestFile.write(request, file);
    BenchmarkRequest read = RequestFile.read(file);

    assertThat(read).isEqualTo(request);
    assertThat(read.get(ModelSettings.SEED)).isEqualTo(7L);
    assertThat(read.get(ModelSettings.ALPHABET)).isEqualTo(Alphabet.UNICODE);
    assertThat(read.get(ModelSettings.MIX)).containsEntry("com.acme.Refund", 1.5);
    assertThat(read.get(ModelSettings.FIXTURES).get(0).file())
        .isEqualTo(Path.of("/work/project/order.json").toAbsolutePath().toString());
    assertThat(read.get(MeasureSettings.THREADS)).isEqualTo(new Threads(4, true));
    assertThat(read.get(MeasureSettings.TIME_BUDGET)).isEqualTo(90_000L);
    assertThat(read.get(PickSettings.VERSIONING)).isEqualTo(Versioning.FULL);
    assertThat(read.get(RunSettings.FRESH)).isTrue();
    assertThat(read.get(RunSettings.PROBE_ALL)).as("unset: its default").isFalse();
    assertThat(read.get(MeasureSettings.FORKS)).as("unset, no default").isNull();
    assertThat(Files.readString(file)).contains("\"seed\" : 7");
  }

  /** A key no declaration has (a newer host's setting) is left out, not an error. */
  @Test
  void aSettingTheWorkerDoesNotKnow_isLeftOut() throws IOException {
    BenchmarkRequest request = RequestTranslator.translate(new RawSettings(), PROJECT);
    Path file = dir.resolve("request.json");
    RequestFile.write(request, file);
    Files.writeString(
        file, Files.readString(file).replace("\"settings\" : {", "\"settings\" : {\"later\" : 1,"));

    assertThat(RequestFile.read(file)).isEqualTo(request);
  }

  /** Every switch is off unless set, and on when set, through its declaration alone. */
  @Test
  void everySwitch_isOffByDefault_andOnWhenSet() {
    for (Setting<?> setting : Settings.ALL) {
      if (setting.kind() == Setting.Kind.FLAG) {
        BenchmarkRequest on =
            RequestTranslator.translate(new RawSettings().put(setting, "true"), PROJECT);
        assertThat(on.get(setting)).as(setting + " set").isEqualTo(true);
        assertThat(RequestTranslator.translate(new RawSettings(), PROJECT).get(setting))
            .as(setting + " unset")
            .isEqualTo(false);
      }
    }
  }
}
