package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.BenchmarkListener;
import io.serbench.config.BenchmarkRequest;
import io.serbench.run.Lineup;
import io.serbench.testing.TestRequests;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plan after the model scan: the model's own binding joins a default selection and is the
 * guessed current codec, decided before verification so that a guessed instance is measured.
 */
class RunPlannerTest {
  @TempDir Path output;

  private final List<String> log = new ArrayList<>();
  private final BenchmarkListener listener =
      new BenchmarkListener() {
        @Override
        public void info(String message) {
          log.add(message);
        }

        @Override
        public void warn(String message) {
          log.add(message);
        }

        @Override
        public void debug(String message) {}
      };

  private Lineup afterScan(List<String> codecs, List<Class<?>> models) throws Exception {
    Path classes = Files.createDirectories(output.resolve("classes"));
    BenchmarkRequest request =
        TestRequests.writingTo(output)
            .classesDirectory(classes.toString())
            .classes(List.of(models.get(0).getName()))
            .codecs(codecs)
            .build();
    return RunPlanner.afterScan(
            RunPlanner.start(request, listener, getClass().getClassLoader()), models)
        .plan();
  }

  @Test
  void generatedMessagesFromALibrarysJar_bringProtobufJava_andAreTheGuessedCurrentCodec()
      throws Exception {
    // com.google.protobuf.Api is a generated message in protobuf-java's own jar, as a model from
    // proto-google-common-protos is; a factory's class reaches the planner the same way
    Lineup plan = afterScan(List.of(), List.of(com.google.protobuf.Api.class));

    assertThat(plan.codecs()).extracting(c -> c.info().id()).contains("protobuf-java");
    assertThat(plan.leftOut()).doesNotContain("protobuf-java");
    assertThat(plan.current().codec()).isEqualTo("protobuf-java");
    assertThat(plan.current().guessedFrom())
        .isEqualTo("com.google.protobuf.Api is a protoc-generated message");
    assertThat(log)
        .anySatisfy(
            line ->
                assertThat(line)
                    .startsWith(
                        "protobuf-java joins the run by itself: it is the model's own binding"))
        .anySatisfy(
            line ->
                assertThat(line)
                    .startsWith("Comparing with protobuf-java as the codec you use now, a guess"));
  }

  @Test
  void aNamedCurrentCodec_isNeverReplacedByAGuess() throws Exception {
    Path classes = Files.createDirectories(output.resolve("classes"));
    BenchmarkRequest request =
        TestRequests.writingTo(output)
            .classesDirectory(classes.toString())
            .classes(List.of(com.google.protobuf.Api.class.getName()))
            .criteria(
                io.serbench.result.Criteria.DEFAULT.withCurrent(
                    new io.serbench.result.Criteria.Current("kryo", null)))
            .build();
    Lineup plan =
        RunPlanner.afterScan(
                RunPlanner.start(request, listener, getClass().getClassLoader()),
                List.of(com.google.protobuf.Api.class))
            .plan();

    assertThat(plan.current().codec()).isEqualTo("kryo");
    assertThat(plan.current().guessedFrom()).isNull();
  }

  @Test
  void anExcludedBinding_staysOut() throws Exception {
    Lineup plan = afterScan(List.of("!protobuf-java"), List.of(com.google.protobuf.Api.class));

    assertThat(plan.codecs()).extracting(c -> c.info().id()).doesNotContain("protobuf-java");
  }
}
