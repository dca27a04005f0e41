package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.serbench.config.BenchmarkRequest;
import io.serbench.probe.nextjdk.NextJdk;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.NextJdkSpeed;
import io.serbench.result.Requirement;
import io.serbench.result.TradeOffs;
import io.serbench.result.Verdict;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Measurement;
import io.serbench.testing.RecordingListener;
import io.serbench.testing.TestRequests;
import io.serbench.testing.TestRuns;
import io.serbench.testmodel.CoffeeOrder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the next JDK costs in speed, on the JDK 24+ of this machine (skipped where there is none): a
 * thorough run times the codecs the answer names that pass the next-JDK probe there, Fory with its
 * generated code as in the race, in paired forks with Unsafe denied and under the JDK's default,
 * and the answer gives the ratio with its interval, or says plainly that the measured setup failed
 * there.
 */
class NextJdkSpeedIT {
  @TempDir java.nio.file.Path output;

  @Test
  void thorough_theAnswersCodecsThatPassTheProbe_getTheNextJdksCostWithAnInterval()
      throws Exception {
    assumeTrue(
        NextJdk.find().isPresent(),
        "no JDK " + NextJdk.MIN_FEATURE + " or later on this machine: nothing to time there");
    BenchmarkRequest request =
        TestRequests.writingTo(output)
            .classes(List.of(CoffeeOrder.class.getName()))
            .codecs(List.of("jackson-json", "fory-registered"))
            // the shortest forks that JMH classifies: the figure is the ratio, not its precision
            .jmh(new JmhSettings(1, 1, 100, 3, 100))
            // thorough turns it on; no cold-start pass, which this test does not look at
            .measurement(
                new Measurement(
                    Measurement.Preset.THOROUGH, null, 1, List.of(), null, List.of(), false, 0))
            .build();
    List<String> log = new ArrayList<>();
    long start = System.nanoTime();
    BenchmarkResults results = TestRuns.worker(request, new RecordingListener(log));
    System.out.printf("NextJdkSpeedIT: the run took %.0f s%n", (System.nanoTime() - start) / 1e9);

    assertThat(results.nextJdkSpeed())
        .extracting(NextJdkSpeed::codec)
        .containsExactlyInAnyOrder("jackson-json", "fory-registered");
    for (NextJdkSpeed speed : results.nextJdkSpeed()) {
      System.out.println("NextJdkSpeedIT: " + speed);
      assertThat(speed.jdk()).startsWith("JDK ");
      if (speed.outcome() == NextJdkSpeed.Outcome.MEASURED) {
        for (NextJdkSpeed.Cost cost :
            List.of(speed.total(), speed.serialize(), speed.deserialize())) {
          assertThat(cost.rounds()).isEqualTo(3);
          assertThat(cost.ratio()).isPositive();
          assertThat(cost.low()).isNotNull().isLessThanOrEqualTo(cost.ratio());
          assertThat(cost.high()).isNotNull().isGreaterThanOrEqualTo(cost.ratio());
        }
      } else {
        // never a PASS, never the codec's FAIL: not tested, with the error
        assertThat(speed.evidence()).contains("the measured setup failed");
        assertThat(results.capabilitiesOf(speed.codec()))
            .extracting(Capabilities::nextJdk)
            .allSatisfy(
                v -> {
                  assertThat(v.measured()).isEqualTo(Verdict.NOT_TESTED);
                  assertThat(v.evidence()).contains(speed.evidence());
                });
      }
    }
    // Jackson uses no Unsafe: its setup runs there
    assertThat(results.nextJdkSpeedOf("jackson-json").orElseThrow().outcome())
        .isEqualTo(NextJdkSpeed.Outcome.MEASURED);
    TradeOffs.Line line =
        results.recommendation().tradeOffs().lines().stream()
            .filter(l -> l.requirement() == Requirement.NEXT_JDK)
            .findFirst()
            .orElseThrow();
    System.out.println("NextJdkSpeedIT: " + line.line());
    assertThat(line.line())
        .matches(
            "next JDK (holds; with Unsafe denied, .*|not tested \\(the setup serbench measures"
                + " failed there\\).*)")
        .hasSizeLessThanOrEqualTo(TradeOffs.Line.SHORT);
    assertThat(output.resolve("jmh-next-jdk.json")).isRegularFile();
    assertThat(log).anyMatch(l -> l.startsWith("The next JDK's cost in speed: 24 forks on JDK "));
  }
}
