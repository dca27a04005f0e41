package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.BenchmarkListener;
import io.serbench.InvalidConfigurationException;
import io.serbench.config.BenchmarkRequest;
import io.serbench.measure.MixPlan;
import io.serbench.measure.Samples;
import io.serbench.testmodel.Address;
import io.serbench.testmodel.LineItem;
import io.serbench.testmodel.Money;
import io.serbench.testmodel.Order;
import io.serbench.worker.probes.ProbeInputs;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A model class that cannot be sampled is reported, and the others still run. */
class SampleStageTest {
  private final List<String> warnings = new ArrayList<>();
  private final BenchmarkListener listener =
      new BenchmarkListener() {
        @Override
        public void info(String message) {}

        @Override
        public void warn(String message) {
          warnings.add(message);
        }

        @Override
        public void debug(String message) {}
      };

  private Samples prepare(List<Class<?>> classes) {
    return prepare(classes, io.serbench.config.Messages.DEFAULT);
  }

  private Samples prepare(List<Class<?>> classes, io.serbench.config.Messages messages) {
    BenchmarkRequest request =
        BenchmarkRequest.builder()
            .classes(classes.stream().map(Class::getName).toList())
            .messages(messages)
            .outputDirectory("target/sample-stage")
            .javaExecutable("java")
            .build();
    return new SampleStage(io.serbench.testing.TestPlans.context(request, null, listener))
        .prepare(new ResolvedModel(null, classes, Map.of()));
  }

  @Test
  void aClassWhoseConstructorRejectsGeneratedValues_isReportedWithItsOwnMessage() {
    Samples samples = prepare(List.of(Money.class, Order.class));

    assertThat(samples.samples())
        .extracting(s -> s.type().getName())
        .containsExactly(Order.class.getName());
    assertThat(samples.models()).containsExactly(Order.class);
    String reason = samples.unsampled().get(Money.class.getName());
    assertThat(reason)
        .contains("the constructor of Money rejected the generated values")
        .contains("IllegalArgumentException: ISO code expected")
        .doesNotContain("InvocationTargetException")
        .endsWith(
            "give a factory method that builds a valid one in <samples>"
                + " (-Dserbench.samples=com.acme.Fixtures#money)");
    assertThat(warnings).containsExactly(reason);
  }

  @Test
  void whenNoClassCanBeSampled_theRunStopsWithTheReasons() {
    assertThatThrownBy(() -> prepare(List.of(Money.class)))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("ISO code expected");
  }

  @Test
  void partsAreCoveredInsideTheirMessage_notSampled_butStillRegistered() {
    Samples samples = prepare(List.of(Order.class, LineItem.class, Address.class));

    assertThat(samples.samples())
        .extracting(s -> s.type().getName())
        .containsExactly(Order.class.getName());
    assertThat(samples.models()).extracting(Class::getName).containsExactly(Order.class.getName());
    assertThat(samples.modelNames())
        .containsExactly(Order.class.getName(), LineItem.class.getName(), Address.class.getName());
    assertThat(samples.modelRoles())
        .extracting(r -> r.modelClass() + ": " + r.message() + ", " + r.reason())
        .containsExactly(
            Order.class.getName() + ": true, no other model class reaches it",
            LineItem.class.getName() + ": false, reached from Order via Order.items",
            Address.class.getName() + ": false, reached from Order via Order.shipTo");
  }

  @Test
  void timeEveryClass_samplesTheParts_andAPartTheMixNames_becomesAMessage() {
    assertThat(
            prepare(
                    List.of(Order.class, LineItem.class),
                    new io.serbench.config.Messages(Map.of(), true))
                .samples())
        .extracting(s -> s.type().getName())
        .containsExactly(Order.class.getName(), LineItem.class.getName());

    Samples weighed =
        prepare(
            List.of(Order.class, LineItem.class, Address.class),
            new io.serbench.config.Messages(Map.of("Order", 3.0, "LineItem", 1.0), false));
    assertThat(weighed.samples())
        .extracting(s -> s.type().getName())
        .containsExactly(Order.class.getName(), LineItem.class.getName());
    assertThat(weighed.modelRoles().get(1).reason()).isEqualTo("weighed in <mix>");
    io.serbench.sample.MessageMix mix = MixPlan.mix(weighed, Map.of("Order", 3.0, "LineItem", 1.0));
    assertThat(mix.members())
        .extracting(io.serbench.sample.MessageMix.Member::count)
        .containsExactly(48, 16);
  }

  @Test
  void theMixAsASample_passesOnlyForCodecsThatPassedEverySample_andSumsTheBytesOfAPass() {
    io.serbench.result.SampleResult order =
        new io.serbench.result.SampleResult(
            "order",
            "com.acme.Order",
            null,
            null,
            List.of(),
            List.of(
                io.serbench.result.CodecResult.verified(
                    "kryo",
                    null,
                    null,
                    io.serbench.result.CodecResult.Differences.NONE,
                    new io.serbench.result.CodecResult.Sizes(100, 80)),
                io.serbench.result.CodecResult.verified(
                    "json",
                    null,
                    null,
                    io.serbench.result.CodecResult.Differences.NONE,
                    new io.serbench.result.CodecResult.Sizes(300, 120))));
    io.serbench.result.SampleResult tree =
        new io.serbench.result.SampleResult(
            "tree",
            "com.acme.Tree",
            null,
            null,
            List.of(),
            List.of(
                io.serbench.result.CodecResult.verified(
                    "kryo",
                    null,
                    null,
                    io.serbench.result.CodecResult.Differences.NONE,
                    new io.serbench.result.CodecResult.Sizes(50, 40)),
                io.serbench.result.CodecResult.verified(
                    "json",
                    "ENCODE",
                    "StackOverflowError",
                    io.serbench.result.CodecResult.Differences.NONE,
                    new io.serbench.result.CodecResult.Sizes(null, null))));
    io.serbench.sample.MessageMix mix =
        new io.serbench.sample.MessageMix(
            List.of(
                new io.serbench.sample.MessageMix.Member("order", "com.acme.Order", 0.75, 3),
                new io.serbench.sample.MessageMix.Member("tree", "com.acme.Tree", 0.25, 1)),
            List.of(0, 0, 1, 0));

    io.serbench.result.MixResult skeleton = MixPlan.skeleton(mix, List.of(order, tree));

    io.serbench.result.CodecResult kryo = skeleton.result().result("kryo").orElseThrow();
    assertThat(kryo.passed()).isTrue();
    assertThat(kryo.sizeBytes()).isEqualTo(3 * 100 + 50);
    assertThat(kryo.deflatedBytes()).isEqualTo(3 * 80 + 40);
    io.serbench.result.CodecResult json = skeleton.result().result("json").orElseThrow();
    assertThat(json.passed()).isFalse();
    assertThat(json.failure()).isEqualTo("tree: StackOverflowError");
    assertThat(skeleton.passLength()).isEqualTo(4);
  }

  /** A message that holds a tree: the tree's parent links are a question its message cannot ask. */
  public static class Forest {
    io.serbench.testmodel.TreeNode root;
  }

  @Test
  void aPartThatCanReferBackToItself_isProbedOnItsOwn_otherPartsAreNot() {
    Samples samples =
        prepare(List.of(Forest.class, io.serbench.testmodel.TreeNode.class, Address.class));

    assertThat(samples.samples())
        .extracting(s -> s.type().getName())
        .containsExactly(Forest.class.getName(), Address.class.getName());
    assertThat(ProbeInputs.probed(samples))
        .extracting(Class::getName)
        .containsExactly(
            Forest.class.getName(),
            Address.class.getName(),
            io.serbench.testmodel.TreeNode.class.getName());
  }

  private static io.serbench.verify.RoundTripOutcome outcome(boolean passed, boolean timedOut) {
    return new io.serbench.verify.RoundTripOutcome(
        passed
            ? io.serbench.verify.RoundTripOutcome.Phase.NONE
            : io.serbench.verify.RoundTripOutcome.Phase.ENCODE,
        passed ? null : "StackOverflowError",
        passed ? 10 : -1,
        passed ? 8 : -1,
        List.of(),
        0,
        false,
        timedOut,
        false,
        false);
  }

  private static List<String> skips(
      Samples samples, List<io.serbench.verify.RoundTripOutcome> verified, boolean probeFailing) {
    return ProbeInputs.inputs(
            samples, verified, probeFailing, io.serbench.settings.GeneratorSettings.DEFAULT)
        .stream()
        .map(i -> i.model().getSimpleName() + ": " + i.skipReason())
        .toList();
  }

  @Test
  void aCodecIsProbedOnlyOnTheMessagesItCarries_unlessProbeFailingIsSet() {
    Samples samples =
        prepare(List.of(Forest.class, io.serbench.testmodel.TreeNode.class, Address.class));
    // samples: Forest, Address (messages); TreeNode is a part probed on its own
    var pass = outcome(true, false);
    var fail = outcome(false, false);

    assertThat(skips(samples, List.of(pass, pass), false))
        .containsExactly("Forest: null", "Address: null", "TreeNode: null");
    // carries Address only: Forest is not probed, the part still is
    assertThat(skips(samples, List.of(fail, pass), false))
        .containsExactly(
            "Forest: does not round-trip Forest (-Dserbench.probeFailing probes it anyway)",
            "Address: null",
            "TreeNode: null");
    // carries nothing: nothing is probed, with the reason
    assertThat(skips(samples, List.of(fail, fail), false))
        .containsExactly(
            "Forest: " + ProbeInputs.NOT_CARRIED,
            "Address: " + ProbeInputs.NOT_CARRIED,
            "TreeNode: " + ProbeInputs.NOT_CARRIED);
    assertThat(ProbeInputs.NOT_CARRIED).startsWith("it does not carry your model");
    // probeFailing probes it all, but never a class whose round trip hung
    assertThat(skips(samples, List.of(fail, outcome(false, true)), true))
        .containsExactly("Forest: null", "Address: its round trip timed out", "TreeNode: null");
  }
}
