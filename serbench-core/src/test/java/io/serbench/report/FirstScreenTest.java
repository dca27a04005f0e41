package io.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.recommend.Recommender;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.ModelRole;
import io.serbench.result.Requirement;
import io.serbench.result.TradeOffs;
import io.serbench.result.Verdict;
import io.serbench.result.io.ResultsFile;
import io.serbench.testing.ResultsFixtures;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The answer's first screen on the demo's own results ({@code demo-results.json}, a run of
 * examples/demo): a line per capability, each short, with the facts behind it folded away.
 */
class FirstScreenTest {
  @Test
  void anIndicativeScreen_readsACapabilityStillToProbeAsOpen_notAsOneNoCodecPassed() {
    FirstScreen screen =
        new FirstScreen(
            "serbench recommends `fory`",
            List.of(
                new TradeOffs.Line(
                    Requirement.VERSIONING,
                    Verdict.NOT_TESTED,
                    "versioning not tested: no codec of this run passed it",
                    List.of("backward: probes still to run"),
                    null,
                    null),
                new TradeOffs.Line(
                    Requirement.GRAPH, Verdict.PASS, "graph holds", List.of(), null, null)),
            List.of());

    FirstScreen marked =
        screen.marked(
            new Indicative(
                1, 6, false, List.of("fory", "kryo"), true, List.of("versioning"), "", ""));

    // the probes run after the race: the line says so, and claims nothing about any codec
    assertThat(marked.lines().get(0).line())
        .isEqualTo("versioning: probed after the race, for the codecs the answer names");
    assertThat(marked.lines().get(0).details()).isEmpty();
    assertThat(marked.lines().get(1).line()).isEqualTo("graph holds");
    assertThat(screen.marked(null).lines()).isEqualTo(screen.lines());
  }

  /** The demo's codecs, as its POM names them. */
  static final List<String> DEMO_SELECTION =
      List.of(
          "kryo",
          "kryo-registered",
          "fst",
          "protostuff-runtime",
          "jackson-json",
          "jackson-cbor",
          "msgpack",
          "jdk",
          "fory",
          "fastjson2");

  /**
   * The demo's results recommended again by this code, with what this code's worker records: the
   * selection the POM gave and Category marked cyclic (its parent field refers back to it).
   */
  static BenchmarkResults demo() throws Exception {
    BenchmarkResults read = ResultsFile.read(Path.of("src/test/resources/demo-results.json"));
    List<ModelRole> roles =
        read.models().stream()
            .map(
                r ->
                    new ModelRole(
                        r.modelClass(),
                        r.message(),
                        r.reason(),
                        r.modelClass().equals("demo.shop.Category")))
            .toList();
    BenchmarkResults results = read.withMessages(roles, read.mix()).withSelection(DEMO_SELECTION);
    return results.withRecommendation(Recommender.recommend(results, results.criteria()));
  }

  private static TradeOffs.Line line(BenchmarkResults results, Requirement requirement) {
    return results.recommendation().tradeOffs().lines().stream()
        .filter(l -> l.requirement() == requirement)
        .findFirst()
        .orElseThrow();
  }

  /** The lines of a text from its start through the last capability line, without details. */
  private static List<String> firstScreen(List<String> text, List<TradeOffs.Line> lines) {
    int last = 0;
    for (int i = 0; i < text.size(); i++) {
      for (TradeOffs.Line line : lines) {
        if (text.get(i).endsWith("- " + line.line())) {
          last = i;
        }
      }
    }
    return text.subList(0, last + 1);
  }

  @Test
  void theDemo_headlineThenALinePerCapability_noneLongerThan160_inSummaryMdAndTheLog()
      throws Exception {
    BenchmarkResults results = demo();
    FirstScreen screen = FirstScreen.of(results.recommendation());
    List<String> md = MarkdownSummary.render(results).lines().toList();
    List<String> log = TextSummary.lines(results);
    List<String> logScreen = log.subList(log.indexOf("Recommended codec: fory"), log.size());

    assertThat(screen.lines())
        .extracting(TradeOffs.Line::requirement)
        .containsExactlyInAnyOrder(
            Requirement.VERSIONING,
            Requirement.UNTRUSTED_INPUT,
            Requirement.CROSS_LANGUAGE,
            Requirement.GRAPH,
            Requirement.NEXT_JDK);
    assertThat(md).contains(screen.headline());
    assertThat(logScreen).contains("  " + screen.headline());
    for (TradeOffs.Line line : screen.lines()) {
      assertThat(md).contains("- " + line.line());
      assertThat(logScreen).contains("  - " + line.line());
      // the details follow their line, indented, in both
      for (String detail : line.details()) {
        assertThat(md).contains("  - " + detail);
        assertThat(logScreen).contains("      " + detail);
      }
    }
    List<String> mdScreen = firstScreen(md, screen.lines());
    assertThat(mdScreen.stream().filter(l -> !l.startsWith("  ")))
        .hasSizeGreaterThan(screen.lines().size())
        .allSatisfy(l -> assertThat(l.length()).as(l).isLessThanOrEqualTo(TradeOffs.Line.SHORT));
    assertThat(firstScreen(logScreen, screen.lines()).stream().filter(l -> !l.startsWith("     ")))
        .allSatisfy(l -> assertThat(l.length()).as(l).isLessThanOrEqualTo(TradeOffs.Line.SHORT));
  }

  @Test
  void theDemo_nothingTheLongSentencesSaid_isDropped_itMovesIntoTheDetails() throws Exception {
    BenchmarkResults results = demo();
    TradeOffs.Line versioning = line(results, Requirement.VERSIONING);
    String all = String.join("\n", versioning.details()) + "\n" + versioning.line();

    // what the one sentence said before: the verdict, the evidence, when it matters, that no
    // codec of the run meets it, the left-out codecs that document it, and how to add them
    assertThat(versioning.line())
        .startsWith("versioning fails")
        .contains("no codec of this run meets it");
    assertThat(all)
        .contains("Category: new reader, old bytes: survives remove-middle; not add-last")
        .contains("if your messages outlive a deploy (stored, queued, or read by the other version")
        .contains("-Dserbench.codecs=");
    for (String named :
        List.of(
            "kryo-compatible",
            "kryo-compatible-flat",
            "kryo-compatible-registered",
            "jackson-smile")) {
      assertThat(all).contains(named);
    }
    // every capability the strip showed is a line with its verdict, its evidence in the details
    for (TradeOffs.CapabilityCell cell : results.recommendation().tradeOffs().capabilities()) {
      if (cell.verdict() == Verdict.FAIL) {
        String evidence = cell.detail().substring(0, 40);
        assertThat(results.recommendation().tradeOffs().lines())
            .as(cell.capability())
            .anySatisfy(l -> assertThat(String.join(" ", l.details())).contains(evidence));
      }
    }
  }

  @Test
  void theDemo_theSuggestedCodecsStartFromItsOwnSelection_andCarryItsCycles() throws Exception {
    BenchmarkResults results = demo();

    for (Requirement requirement :
        List.of(Requirement.VERSIONING, Requirement.UNTRUSTED_INPUT, Requirement.CROSS_LANGUAGE)) {
      TradeOffs.Line line = line(results, requirement);
      assertThat(line.suggested()).as(requirement.id()).isNotEmpty();
      assertThat(line.codecs())
          .startsWith(String.join(",", DEMO_SELECTION) + ",")
          .doesNotStartWith("default");
      for (String id : line.suggested()) {
        // Category's parent field closes a cycle: a codec that keeps no references overflows
        assertThat(catalog(id).graph()).as(id).isTrue();
        assertThat(line.codecs()).contains("," + id);
      }
      assertThat(line.details())
          .contains("add them to the run: -Dserbench.codecs=" + line.codecs());
    }
  }

  @Test
  void theDemo_inTheReport_eachLineIsAFoldWithItsDetails() throws Exception {
    BenchmarkResults results = demo();
    String html = HtmlReport.render(results, ResultsFixtures.REPRODUCE);
    String screen =
        html.substring(
            html.indexOf("<div id=\"first-screen\">"), html.indexOf("<ul id=\"reasons\">"));

    for (TradeOffs.Line line : results.recommendation().tradeOffs().lines()) {
      String summary =
          escape(
              line.line().substring(0, 1).toUpperCase(java.util.Locale.ROOT)
                  + line.line().substring(1));
      if (line.details().isEmpty()) {
        assertThat(screen).contains(summary);
        continue;
      }
      int at = screen.indexOf("<summary>" + summary + "</summary>");
      assertThat(at).as(line.line()).isPositive();
      String fold = screen.substring(at, screen.indexOf("</details>", at));
      for (String detail : line.details()) {
        assertThat(fold).contains("<li>" + escape(detail) + "</li>");
      }
    }
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("'", "&#39;")
        .replace("\"", "&quot;");
  }

  private static io.serbench.codec.CodecInfo catalog(String id) {
    return io.serbench.codec.CodecCatalog.standard().all().stream()
        .map(io.serbench.codec.CodecProvider::info)
        .filter(i -> i.id().equals(id))
        .findFirst()
        .orElseThrow();
  }
}
