package io.serbench.measure.nextjdk;

import static io.serbench.measure.nextjdk.NextJdkSpeedChoiceTest.verdict;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.NextJdkSpeed;
import io.serbench.result.Verdict;
import io.serbench.settings.Operation;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class NextJdkSpeedStageTest {
  private static final String JDK = "JDK 25.0.1 (/usr/lib/jvm/temurin-25, found in /usr/lib/jvm)";

  @Test
  void verdicts_aSetupThatFailedWhereTheProbePassed_readsNotTestedWithTheError() {
    CapabilityResult pass = CapabilityResult.pass(true, "round-tripped").took(120);
    CapabilityResult fail = CapabilityResult.fail(true, "encode: objectFieldOffset at Kryo");
    List<Capabilities> before =
        List.of(
            verdict("fory", "Order", pass),
            verdict("jackson-json", "Order", pass),
            verdict("kryo", "Order", fail));
    String error =
        "the measured setup failed with Unsafe denied (serialize, round 1):"
            + " UnsupportedOperationException: objectFieldOffset";

    List<Capabilities> after =
        NextJdkSpeedStage.verdicts(
            before,
            List.of(
                NextJdkSpeed.failed("fory", JDK, "mix", error),
                NextJdkSpeed.failed("kryo", JDK, "mix", "never timed: it failed the probe")));

    CapabilityResult fory = after.get(0).nextJdk();
    assertThat(fory.measured()).isEqualTo(Verdict.NOT_TESTED);
    assertThat(fory.evidence()).contains("the probe passed").endsWith(error);
    assertThat(fory.millis()).isEqualTo(120);
    // a codec timed without trouble, and one that failed its probe, keep their verdicts
    assertThat(after.get(1)).isEqualTo(before.get(1));
    assertThat(after.get(2).nextJdk()).isEqualTo(fail);
  }

  @Test
  void failed_oneSettingFailed_namesItTheOperationAndTheRound() {
    assertThat(
            NextJdkPairs.failed(
                List.of("with Unsafe denied: UnsupportedOperationException: objectFieldOffset"),
                Operation.DESERIALIZE,
                2))
        .isEqualTo(
            "the measured setup failed with Unsafe denied (deserialize, round 2):"
                + " UnsupportedOperationException: objectFieldOffset, and ran under the other"
                + " setting");
    assertThat(
            NextJdkPairs.failed(
                List.of("under the JDK's default: boom", "with Unsafe denied: boom"),
                Operation.SERIALIZE,
                1))
        .startsWith(
            "the measured setup failed on this JDK under both settings (serialize, round 1)")
        .contains("under the JDK's default: boom; with Unsafe denied: boom");
  }

  private static Map<Integer, Double> logs(double... times) {
    Map<Integer, Double> rounds = new TreeMap<>();
    for (int i = 0; i < times.length; i++) {
      rounds.put(i + 1, Math.log(times[i]));
    }
    return rounds;
  }

  @Test
  void cost_pairedRounds_giveTheRatioOfTheSameRoundsWithAnIntervalFromThree() {
    // the host slows down over the rounds; each round's pair moves together
    NextJdkSpeed.Cost cost = NextJdkPairs.cost(logs(130, 196, 262), logs(100, 150, 200));

    assertThat(cost.ratio()).isCloseTo(1.3, within(0.01));
    assertThat(cost.low()).isNotNull().isLessThan(cost.ratio()).isGreaterThan(1.2);
    assertThat(cost.high()).isGreaterThan(cost.ratio()).isLessThan(1.4);
    assertThat(cost.rounds()).isEqualTo(3);
    assertThat(cost.separated()).isTrue();

    NextJdkSpeed.Cost two = NextJdkPairs.cost(logs(130, 196), logs(100, 150));
    assertThat(two.low()).isNull();
    assertThat(two.separated()).isFalse();
  }

  @Test
  void describe_aMeasuredCodec_givesEachOperationAndTheInterval() {
    NextJdkSpeed.Cost total = new NextJdkSpeed.Cost(1.31, 1.22, 1.40, 3);
    NextJdkSpeed speed =
        new NextJdkSpeed(
            "fory",
            JDK,
            "mix",
            NextJdkSpeed.Outcome.MEASURED,
            total,
            new NextJdkSpeed.Cost(1.5, 1.3, 1.7, 3),
            new NextJdkSpeed.Cost(1.1, 0.9, 1.3, 3),
            "flags");

    assertThat(NextJdkSpeedStage.describe(speed))
        .isEqualTo(
            "with Unsafe denied 1.31x the time under the JDK's default (serialize 1.50x,"
                + " deserialize 1.10x; 95% interval 1.22-1.40x)");
  }
}
