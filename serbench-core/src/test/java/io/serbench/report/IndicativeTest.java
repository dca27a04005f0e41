package io.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.Golden;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.TradeOffs;
import io.serbench.testing.ResultsFixtures;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The answer written while the run goes on: the same first screen as the final one, rendered by the
 * same templates, with a first line that says it is indicative, after which round, and what is
 * still open; the final answer carries no such mark.
 */
class IndicativeTest {
  private static final List<String> RACING =
      List.of("fory", "kryo-registered", "fst", "jackson-json", "protostuff-runtime");

  /** After round 1 of a standard race, with the per-message figures and two probes to come. */
  private static Indicative afterRoundOne() {
    return new Indicative(
        1,
        6,
        false,
        RACING,
        true,
        List.of("cross-language", "versioning"),
        "about 3:10 left",
        "race ~2:30, per-message phase ~0:38, output ~0:02");
  }

  @Test
  void line_afterRoundOne_startsIndicative_andNamesEveryOpenItem_inOneShortLine() {
    String line = afterRoundOne().line();

    assertThat(line)
        .startsWith("Indicative (after round 1 of up to 6; still open: ")
        .contains("5 codecs in the race", "rounds 2-6", "per-message figures", "probes")
        .endsWith("; about 3:10 left)")
        .hasSizeLessThanOrEqualTo(TradeOffs.Line.SHORT);
    assertThat(afterRoundOne().details())
        .anySatisfy(d -> assertThat(d).contains(String.join(", ", RACING)))
        .anySatisfy(d -> assertThat(d).contains("probes still to run: cross-language, versioning"))
        .anySatisfy(d -> assertThat(d).contains("race ~2:30, per-message phase ~0:38"))
        .anySatisfy(d -> assertThat(d).contains("the final answer replaces"));
  }

  @Test
  void line_afterTheRaceStopped_leavesOnlyWhatComesAfterIt() {
    Indicative stopped =
        new Indicative(4, 6, true, List.of("fory", "fst"), true, List.of(), "about 0:40 left", "");

    assertThat(stopped.line())
        .isEqualTo(
            "Indicative (after round 4 of up to 6; still open: per-message figures;"
                + " about 0:40 left)");
    assertThat(stopped.details()).noneMatch(d -> d.contains("still in the race"));
  }

  @Test
  void summaryMd_indicative_firstLineIsTheMark_thenTheSameFirstScreen_goldenFile()
      throws Exception {
    BenchmarkResults results = ResultsFixtures.recommended();
    String indicative = MarkdownSummary.render(results, afterRoundOne());
    String last = MarkdownSummary.render(results);
    FirstScreen screen = FirstScreen.of(results.recommendation());

    assertThat(indicative.lines().findFirst().orElseThrow())
        .isEqualTo("## " + afterRoundOne().line());
    assertThat(indicative).contains("serbench, so far: `" + results.recommendation().codec());
    // the same first screen as the final answer, which has no mark
    assertThat(indicative).contains(screen.headline());
    screen.lines().forEach(l -> assertThat(indicative).contains("- " + l.line()));
    assertThat(last).doesNotContain("Indicative").startsWith("## serbench recommends");
    Golden.assertMatches(indicative, "summary-indicative.md");
  }

  @Test
  void report_indicative_marksTheFirstScreen_andRefreshes_theFinalOneDoesNot() {
    BenchmarkResults results = ResultsFixtures.recommended();
    String indicative =
        HtmlReport.render(results, ResultsFixtures.REPRODUCE, List.of(), afterRoundOne());
    String last = HtmlReport.render(results, ResultsFixtures.REPRODUCE);

    assertThat(indicative)
        .contains(
            "<div id=\"indicative\" class=\"indicative\"><details><summary><strong>"
                + afterRoundOne().line())
        .contains("Leading so far (indicative)")
        .contains("http-equiv=\"refresh\"");
    // the mark comes before the headline: the first line of the first screen
    assertThat(indicative.indexOf("id=\"indicative\""))
        .isLessThan(indicative.indexOf("id=\"headline\""));
    assertThat(last)
        .doesNotContain("id=\"indicative\"")
        .doesNotContain("http-equiv=\"refresh\"")
        .contains("Recommended codec");
  }

  @Test
  void firstScreenText_indicative_theMarkFirst_withItsDetailsIndented() {
    BenchmarkResults results = ResultsFixtures.recommended();
    List<String> text = FirstScreen.of(results.recommendation()).marked(afterRoundOne()).text("  ");

    assertThat(text.get(0)).isEqualTo("  " + afterRoundOne().line());
    assertThat(text.get(1)).startsWith("      still in the race: ");
    assertThat(text).contains("  " + FirstScreen.of(results.recommendation()).headline());
  }
}
