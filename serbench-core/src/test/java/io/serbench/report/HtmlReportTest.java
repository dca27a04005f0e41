package io.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.Golden;
import io.serbench.result.BenchmarkResults;
import io.serbench.testing.GivenCriteria;
import io.serbench.testing.ResultsFixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HtmlReportTest {
  private static final HtmlReport.ReproduceInfo REPRODUCE = ResultsFixtures.REPRODUCE;

  private static BenchmarkResults fixture() {
    return ResultsFixtures.recommended();
  }

  @Test
  void render_fixedResults_matchesGoldenFile() throws Exception {
    Golden.assertMatches(HtmlReport.render(fixture(), REPRODUCE), "report.html");
  }

  @Test
  void render_withAMix_explainsTheRoles_andShowsTheMixFiguresAndBytesPerPass() throws Exception {
    BenchmarkResults results = io.serbench.testing.MixFixtures.withMix();
    results = results.withRecommendation(io.serbench.recommend.Recommender.recommend(results));

    String html = HtmlReport.render(results, REPRODUCE);

    assertThat(html)
        .contains("<h2>Messages and the mix</h2>")
        .contains("The mix decided: the cost per message of Order x2")
        .contains("<tr data-role=\"part\"><th scope=\"row\"><code>com.acme.Line</code></th>")
        .contains("reached from Order via Order.lines")
        // kryo-registered: 219 bytes per order, two orders per pass
        .contains(
            "<tr data-codec=\"kryo-registered\"><th scope=\"row\"><code>kryo-registered</code></th><td class=\"num\">438</td><td class=\"num\">219</td></tr>")
        // a mix of one message is that message's figure: not listed again among the samples
        .doesNotContain("The whole mix: times are per message")
        .contains("id=\"recommended-codec\">kryo-registered<");
  }

  @Test
  void render_showsMeasuredNumbersSizesAndEveryCodec() throws Exception {
    String html = HtmlReport.render(fixture(), REPRODUCE);

    assertThat(html)
        .contains("id=\"recommended-codec\">kryo<")
        .contains("2,459 ±5.0%")
        .contains("3,146 ±3.2%")
        .contains(">186<")
        .contains(">150<")
        .contains("data-codec=\"kryo-registered\"")
        .contains("data-codec=\"jackson-json\"")
        .contains("encode failed: StackOverflowError")
        .contains("5.6.2");
  }

  @Test
  void render_leftOutCodecs_areNamedWithTheSwitchThatIncludesThem() throws Exception {
    BenchmarkResults results = fixture().withLeftOut(List.of("jackson-xml", "dsl-json"));

    String html = HtmlReport.render(results, REPRODUCE);
    String markdown = MarkdownSummary.render(results);

    assertThat(html)
        .contains("<h3>Codecs not run</h3>")
        .contains("2 codecs of serbench's catalog were not selected")
        .contains("<code>jackson-xml</code>, <code>dsl-json</code>")
        .contains("<code>-Dserbench.codecs=all</code>")
        .contains("<code>-Dserbench.codecs=default,jackson-xml</code>");
    assertThat(markdown).contains("2 catalog codec(s) not selected (jackson-xml, dsl-json)");
    assertThat(HtmlReport.render(fixture(), REPRODUCE)).doesNotContain("Codecs not run");
  }

  @Test
  void render_textFromExceptionsAndEnvironment_isEscaped() throws Exception {
    String html = HtmlReport.render(fixture(), REPRODUCE);

    assertThat(html).doesNotContain("<script>alert");
    assertThat(html).contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    assertThat(html).contains("Test CPU &lt;fast&gt;");
  }

  @Test
  void render_fidelityMatrix_showsPassOrDifferingPathsPerModelClassAndCodec() throws Exception {
    String html = HtmlReport.render(fixture(), REPRODUCE);
    String matrix =
        html.substring(html.indexOf("id=\"fidelity\""), html.indexOf("id=\"failures\""));

    assertThat(matrix)
        .contains(">com.acme.TreeNode<")
        .contains("2 paths, type changed")
        .contains("children[0].id: type changed java.lang.Long -&gt; java.lang.Integer")
        .contains("encode failed: StackOverflowError")
        .contains("<span class=\"pass\">PASS</span>");
  }

  /** The fixture's order sample alone, with one codec's result changed. */
  private static BenchmarkResults orderWith(
      String codec, java.util.function.UnaryOperator<io.serbench.result.CodecResult> change)
      throws Exception {
    BenchmarkResults base = fixture();
    var order = base.samples().get(1);
    var results = new java.util.ArrayList<io.serbench.result.CodecResult>();
    for (var r : order.results()) {
      results.add(r.codec().equals(codec) ? change.apply(r) : r);
    }
    return base.withSamples(List.of(order.withResults(results)));
  }

  @Test
  void render_rowTooltip_listsEveryForkAndAFigureOnTwoLevelsIsInconsistent() throws Exception {
    BenchmarkResults changed =
        orderWith(
            "kryo",
            r ->
                ResultsFixtures.withScores(
                    r, io.serbench.result.Scores.forks(2070.0, 3550.0), r.deserializeNs()));

    String html = HtmlReport.render(changed, REPRODUCE);
    assertThat(html)
        .contains("serialize: 2 fork(s): 2 flat; fork means 2,070, 3,550")
        .contains("2 forks: indicative, no interval")
        .contains("inconsistent: forks settled at 2,070 and 3,550");
  }

  @Test
  void render_sharedReferencesCopied_isANoteOnAPassingRow() throws Exception {
    BenchmarkResults shared =
        orderWith(
            "jackson-json",
            r ->
                ResultsFixtures.withScores(
                    io.serbench.result.CodecResult.verified(
                        r.codec(),
                        null,
                        null,
                        new io.serbench.result.CodecResult.Differences(
                            List.of("packed: sharing lost shared instance -> separate copy"),
                            1,
                            false,
                            true),
                        new io.serbench.result.CodecResult.Sizes(r.sizeBytes(), r.deflatedBytes())),
                    r.serializeNs(),
                    r.deserializeNs()));

    String html = HtmlReport.render(shared, REPRODUCE);
    String row = html.substring(html.indexOf("<tr data-codec=\"jackson-json\">"));

    assertThat(row.substring(0, row.indexOf("</tr>")))
        .contains("PASS")
        .contains("shared references copied");
    assertThat(TextSummary.lines(shared))
        .anyMatch(
            line -> line.startsWith("jackson-json") && line.contains("shared references copied"));
  }

  @Test
  void textSummary_saysItsIntervalsAreWithinThisRun_andGivesTheMedianRangeAcrossRuns()
      throws Exception {
    // the fixture's figures have 3 or more forks each, so they print a ± that needs saying
    BenchmarkResults results = fixture();
    double[] reaches =
        results.allSamples().stream()
            .flatMap(s -> s.results().stream())
            .flatMap(r -> java.util.stream.Stream.of(r.serializeNs(), r.deserializeNs()))
            .filter(java.util.Objects::nonNull)
            .mapToDouble(io.serbench.result.Score::acrossRunsReach)
            .filter(r -> !Double.isNaN(r))
            .sorted()
            .toArray();
    String median =
        String.format(java.util.Locale.ROOT, "±%.0f%%", reaches[reaches.length / 2] * 100);

    assertThat(reaches).isNotEmpty();
    assertThat(reaches[0]).isGreaterThan(0.34);
    assertThat(TextSummary.lines(results))
        .anyMatch(
            line ->
                line.startsWith("± is the 95% interval")
                    && line.contains("within this run")
                    && line.contains("about 15% on a shared host")
                    && line.contains("within about " + median));
    assertThat(HtmlReport.render(results, REPRODUCE))
        .contains("may land within about <strong>" + median + "</strong>");
  }

  @Test
  void render_scalingSeries_drawsTimeAndSizeChartsWithTheMeasuredValues() throws Exception {
    BenchmarkResults base = fixture();
    var order = base.samples().get(1);
    var series = new java.util.ArrayList<io.serbench.result.SampleResult>();
    for (int size : new int[] {0, 10, 100}) {
      var results = new java.util.ArrayList<io.serbench.result.CodecResult>();
      for (var r : order.results()) {
        results.add(
            ResultsFixtures.withScores(
                io.serbench.result.CodecResult.verified(
                    r.codec(),
                    r.phase(),
                    r.failure(),
                    new io.serbench.result.CodecResult.Differences(
                        r.differences(), r.differenceCount(), r.typeChanged(), false),
                    new io.serbench.result.CodecResult.Sizes(
                        r.sizeBytes() + size * 10, r.deflatedBytes())),
                r.serializeNs(),
                r.deserializeNs()));
      }
      series.add(
          new io.serbench.result.SampleResult(
              "com.acme.Fixtures#order(" + size + ")",
              "com.acme.Order",
              "com.acme.Fixtures#order",
              size,
              java.util.List.of(),
              results));
    }

    String html = HtmlReport.render(base.withSamples(series), REPRODUCE);

    assertThat(html).contains("id=\"scaling\"");
    assertThat(html)
        .contains("<strong>com.acme.Fixtures#order</strong>: total time (ns/op) by size");
    assertThat(html).contains("<strong>com.acme.Fixtures#order</strong>: size (bytes) by size");
    assertThat(html).contains("<code>kryo</code>: 0: 294, 10: 394, 100: 1,294");
    assertThat(html).containsPattern("<polyline[^>]+points=\"[0-9., ]+\"");
    // points sit at their real size: 10 is a tenth of the way on linear axes (70 + 440 / 10) ...
    assertThat(html)
        .contains("<text x=\"114.0\" y=\"206\" text-anchor=\"middle\" font-size=\"11\">10</text>");
    // ... and about half-way on logarithmic ones (log 11 / log 101), offered by a toggle
    assertThat(html)
        .contains("<text x=\"298.6\" y=\"206\" text-anchor=\"middle\" font-size=\"11\">10</text>");
    assertThat(html).contains("<svg class=\"log\"").contains("logarithmic axes");
    // time points carry JMH's interval as a whisker, and the legend gives it
    assertThat(html).contains("class=\"whisker\"");
    assertThat(html).containsPattern("<code>kryo</code>: 0: [0-9.,]+ ± [0-9.,]+");
  }

  @Test
  void render_sectionsComeInTheOrderReadersNeedThem() throws Exception {
    String html = HtmlReport.render(fixture(), REPRODUCE);

    List<String> order =
        List.of(
            "id=\"recommendation\"",
            "id=\"constraints\"",
            "id=\"results\"",
            "id=\"charts\"",
            "id=\"fidelity\"",
            "id=\"capabilities\"",
            "id=\"failures\"",
            "id=\"environment\"",
            "id=\"reproduce\"");
    for (int i = 1; i < order.size(); i++) {
      assertThat(html.indexOf(order.get(i)))
          .as(order.get(i) + " after " + order.get(i - 1))
          .isGreaterThan(html.indexOf(order.get(i - 1)))
          .isPositive();
    }
  }

  @Test
  void render_barChartsShowEveryMeasuredCodecWithItsErrorBar() throws Exception {
    String html = HtmlReport.render(fixture(), REPRODUCE);
    String charts = html.substring(html.indexOf("id=\"charts\""), html.indexOf("id=\"fidelity\""));

    // Order: kryo-registered 700.7 + 2184.1 = 2,885 ± 110; sizes are exact
    assertThat(charts)
        .contains("<title>kryo-registered: 2,885 ± 110</title>")
        .contains("<title>jackson-json: 443</title>")
        .contains("class=\"whisker\"");
  }

  @Test
  void render_capabilityMatrix_highlightsWhereMeasuredAndClaimedDisagree() throws Exception {
    String html = HtmlReport.render(fixture(), REPRODUCE);
    String matrix =
        html.substring(html.indexOf("id=\"capabilities\""), html.indexOf("id=\"failures\""));

    assertThat(matrix)
        .contains(">com.acme.TreeNode<")
        .contains("Java only")
        .contains("(silent wrong value)")
        .contains("class=\"disagrees\"")
        .contains("your model com.acme.TreeNode");
    // kryo-registered's forward versioning passed although it is not claimed
    String row = matrix.substring(matrix.indexOf("data-codec=\"kryo-registered\""));
    assertThat(row.substring(0, row.indexOf("</tr>")))
        .containsOnlyOnce("class=\"disagrees\"")
        .contains("not claimed");
  }

  @Test
  void render_noRecommendation_saysWhichConstraintEliminatedTheLastCandidates() throws Exception {
    var criteria = GivenCriteria.given().graph("true").versioning("full").parse();
    BenchmarkResults samples = fixture().withSamples(fixture().samples().subList(1, 2));
    BenchmarkResults results =
        new BenchmarkResults(
            samples.schemaVersion(),
            samples.generatedAt(),
            samples.environment(),
            samples.codecs(),
            samples.samples(),
            samples.capabilities(),
            criteria,
            io.serbench.recommend.Recommender.recommend(samples, criteria),
            null);

    String html = HtmlReport.render(results, REPRODUCE);

    assertThat(html)
        .contains("No codec can be recommended")
        .contains("versioning full eliminated the last candidates (kryo)")
        .contains("jackson-json</code>: TreeNode: your model com.acme.TreeNode");
  }

  @Test
  void render_showsTheVersioningMatrixWithBothDirectionsPerChange() throws Exception {
    String html = HtmlReport.render(fixture(), REPRODUCE);

    assertThat(html)
        .contains("Versioning matrix")
        .contains(
            "<td data-change=\"add-last\"><span class=\"fail\">FAIL</span> / <span"
                + " class=\"fail\">SILENT</span>")
        .contains(
            "<td data-change=\"remove-middle\"><span class=\"pass\">PASS</span> / <span"
                + " class=\"pass\">PASS</span></td>");
  }

  @Test
  void render_isSelfContained() throws Exception {
    String html = HtmlReport.render(fixture(), REPRODUCE);

    // links to library documentation are fine; nothing may be loaded from the network
    assertThat(html).contains("<a href=\"https://github.com/EsotericSoftware/kryo#readme\">");
    assertThat(html)
        .doesNotContainPattern("(?i)<(script|img|iframe)[^>]+src=")
        .doesNotContainPattern("(?i)<link[^>]+href=")
        .doesNotContainPattern("(?i)@import|url\\(");
  }

  @Test
  void write_replacesTheReportAtomically(@TempDir Path directory) throws Exception {
    Path file = directory.resolve("index.html");

    HtmlReport.write(fixture(), REPRODUCE, file);

    assertThat(Files.readString(file)).contains("serbench report");
    assertThat(directory.resolve("index.html.tmp")).doesNotExist();
  }

  @Test
  void render_profileLinks_escapeThePercentOfJmhsOwnEscape_soAFactorySamplesLinkResolves()
      throws Exception {
    BenchmarkResults changed =
        orderWith(
            "kryo",
            r ->
                r.withProfiles(
                    java.util.Map.of(
                        "serialize",
                        List.of(
                            "profiles/screening/sample-acc.orders.Order%23two/profile.jfr",
                            "profiles/a b#c/x.html"))));

    String html = HtmlReport.render(changed, REPRODUCE);

    assertThat(html)
        .contains("href=\"profiles/screening/sample-acc.orders.Order%2523two/profile.jfr\"")
        .contains("href=\"profiles/a%20b%23c/x.html\"");
  }

  /** A descriptor of {@code id} as a run that resolved these jars and registered these classes. */
  static io.serbench.result.CodecDescriptor measured(
      String id,
      String library,
      String version,
      List<String> jars,
      List<String> flags,
      List<String> registered) {
    return new io.serbench.result.CodecDescriptor(
        id,
        library,
        version,
        "as measured",
        registered.isEmpty()
            ? io.serbench.codec.Effort.ZERO_KNOWLEDGE
            : io.serbench.codec.Effort.CLASSES_KNOWN,
        io.serbench.codec.Format.BINARY,
        io.serbench.codec.Structure.TREE,
        false,
        false,
        "",
        "https://example.org/docs",
        flags,
        null,
        jars.stream()
            .map(c -> new io.serbench.result.CodecDescriptor.Artifact(c, 1000, null))
            .toList(),
        registered,
        io.serbench.result.VersionSource.PROJECT,
        "the project's own");
  }

  /** The adopt section of the report, which must come right after the recommendation box. */
  static String adoptSection(String html) {
    int start = html.indexOf("<section id=\"adopt\">");
    assertThat(start).as("the adopt section").isPositive();
    assertThat(html.indexOf("id=\"host-caveat\""))
        .as("after the recommendation box")
        .isLessThan(start);
    assertThat(html.indexOf("<table class=\"ranking\">"))
        .as("before the ranking")
        .isGreaterThan(start);
    return html.substring(start, html.indexOf("</section>", start));
  }

  @Test
  void adopt_aRegisteredPick_givesItsDependencyAtTheMeasuredVersionTheListInOrderAndTheFlags() {
    BenchmarkResults results =
        ResultsFixtures.withPick(
            fixture(),
            measured(
                "kryo-registered",
                "com.esotericsoftware:kryo",
                "5.6.2",
                List.of(
                    "com.esotericsoftware:kryo:5.6.2",
                    "com.esotericsoftware:reflectasm:1.11.9",
                    "org.objenesis:objenesis:3.4"),
                List.of("--add-opens=java.base/java.util=ALL-UNNAMED"),
                List.of("com.acme.Order", "com.acme.LineItem", "[I")));

    String adopt = adoptSection(HtmlReport.render(results, REPRODUCE));

    assertThat(adopt)
        .contains(
            "&lt;dependency&gt;\n  &lt;groupId&gt;com.esotericsoftware&lt;/groupId&gt;\n"
                + "  &lt;artifactId&gt;kryo&lt;/artifactId&gt;\n  &lt;version&gt;5.6.2&lt;/version&gt;")
        .as("what kryo drags in is Maven's to resolve, not the block's")
        .doesNotContain("objenesis&lt;/artifactId&gt;", "reflectasm");
    assertThat(adopt)
        .contains("public final class KryoRegisteredCodec {")
        .contains("kryo.setRegistrationRequired(true);")
        .contains("kryo.setReferences(false);")
        .contains(
            "&quot;com.acme.Order&quot;,\n    &quot;com.acme.LineItem&quot;,\n    &quot;[I&quot;")
        .contains("another order writes incompatible bytes")
        .contains("KryoRegisteredCodec orderCodec = new KryoRegisteredCodec(com.acme.Order.class);")
        .contains(
            "<pre><code id=\"adopt-flags\">--add-opens=java.base/java.util=ALL-UNNAMED</code></pre>")
        .doesNotContain("{{");
  }

  @Test
  void adopt_aJacksonPick_addsTheModuleItsSetupUses_andNoFlagsSaysNone() {
    BenchmarkResults results =
        ResultsFixtures.withPick(
            fixture(),
            measured(
                "jackson-json",
                "com.fasterxml.jackson.core:jackson-databind",
                "2.21.1",
                List.of(
                    "com.fasterxml.jackson.core:jackson-databind:2.21.1",
                    "com.fasterxml.jackson.core:jackson-core:2.21.1",
                    "com.fasterxml.jackson.datatype:jackson-datatype-jsr310:2.21.1"),
                List.of(),
                List.of()));

    String adopt = adoptSection(HtmlReport.render(results, REPRODUCE));

    assertThat(adopt)
        .contains("&lt;artifactId&gt;jackson-databind&lt;/artifactId&gt;")
        .contains("&lt;artifactId&gt;jackson-datatype-jsr310&lt;/artifactId&gt;")
        .doesNotContain("&lt;artifactId&gt;jackson-core&lt;/artifactId&gt;")
        .contains("mapper.registerModule(new JavaTimeModule());")
        .contains("id=\"adopt-flags\">None")
        .doesNotContain("incompatible bytes");
  }

  @Test
  void adopt_aPickWithoutSnippet_showsDependencyAndFlagsAndPointsToCodecsMd() {
    BenchmarkResults results =
        ResultsFixtures.withPick(
            fixture(),
            measured(
                "kryo-flat",
                "com.esotericsoftware:kryo",
                "5.6.2",
                List.of(),
                List.of("--add-opens=java.base/java.lang=ALL-UNNAMED"),
                List.of()));

    String adopt = adoptSection(HtmlReport.render(results, REPRODUCE));

    assertThat(adopt)
        .contains("&lt;version&gt;5.6.2&lt;/version&gt;")
        .contains("no setup snippet for kryo-flat")
        .contains("codecs.md")
        .contains("--add-opens=java.base/java.lang=ALL-UNNAMED")
        .doesNotContain("id=\"adopt-usage\"");
  }

  @Test
  void render_theProjectsInstances_eachWithTheSettingThatNamesIt() {
    String html =
        HtmlReport.render(
            fixture(),
            REPRODUCE,
            List.of(
                new HtmlReport.Instance(
                    "jackson-json=io.swagger.v3.core.util.Json#mapper",
                    "a static factory of ObjectMapper")));

    assertThat(html)
        .contains("<section id=\"instances\">")
        .contains(
            "<code>-Dserbench.current=jackson-json=io.swagger.v3.core.util.Json#mapper</code>")
        .contains("&lt;current&gt;jackson-json=io.swagger.v3.core.util.Json#mapper&lt;/current&gt;")
        .contains("a static factory of ObjectMapper");
    assertThat(HtmlReport.render(fixture(), REPRODUCE)).doesNotContain("id=\"instances\"");
  }
}
