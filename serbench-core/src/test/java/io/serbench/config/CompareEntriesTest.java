package io.serbench.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.compare.CompareRun;
import io.serbench.compare.Metric;
import io.serbench.compare.Rule;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The compare goal's runs and rules, read from what the user wrote. */
class CompareEntriesTest {
  @Test
  void rules_parse_andBadOnesNameTheElementAndTheSyntax() {
    List<Rule> rules =
        CompareEntries.rules(List.of("time+10%, size<=400@*", "allocation+2.5%@kryo-registered"));

    assertThat(rules).extracting(Rule::maxRegression).containsExactly(0.10, null, 0.025);
    assertThat(rules).extracting(Rule::maximum).containsExactly(null, 400.0, null);
    assertThat(rules).extracting(Rule::codec).containsExactly(null, "*", "kryo-registered");
    assertThat(rules.get(2).measures())
        .containsExactly(Metric.SERIALIZE_ALLOCATION, Metric.DESERIALIZE_ALLOCATION);
    assertThatThrownBy(() -> CompareEntries.rules(List.of("speed>10%")))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageStartingWith("'speed>10%' is not a rule; write METRIC+PERCENT (time+10%)")
        .satisfies(
            e -> assertThat(((InvalidConfigurationException) e).element()).contains("rules"));
  }

  @Test
  void runs_splitTheirLabels_butNotAPathThatHoldsAnEqualsSign() {
    List<CompareRun.Given> runs =
        CompareEntries.runs(List.of("before=target/a, target/x=y/results.json", "b"));

    assertThat(runs)
        .containsExactly(
            new CompareRun.Given("before=target/a", "before", "target/a"),
            new CompareRun.Given("target/x=y/results.json", null, "target/x=y/results.json"),
            new CompareRun.Given("b", null, "b"));
  }

  @Test
  void request_readsTheRulesBeforeTheRuns() {
    // both are wrong: the rule's error comes first, as it did when the front ends read the rules
    assertThatThrownBy(
            () -> CompareEntries.request(List.of("one"), List.of("speed>10%"), null, Path.of("x")))
        .hasMessageStartingWith("'speed>10%' is not a rule");
    assertThatThrownBy(() -> CompareEntries.request(List.of("one"), List.of(), null, Path.of("x")))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageEndingWith("the baseline first; got 1");
  }
}
