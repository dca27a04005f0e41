package io.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.recommend.Recommender;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.io.ResultsFile;
import io.serbench.testing.MixFixtures;
import io.serbench.testing.ResultsFixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AggregateReportTest {
  private static BenchmarkResults recommended(BenchmarkResults results) {
    return results.withRecommendation(Recommender.recommend(results));
  }

  @Test
  void theBestCodecServesEveryModule_andWhereAModuleExcludesACodecItSaysWhy(@TempDir Path dir)
      throws Exception {
    // "billing" ranks kryo-registered first; in "catalog" only kryo round-trips the tree
    Path billing = dir.resolve("billing.json");
    Path catalog = dir.resolve("catalog.json");
    ResultsFile.write(recommended(MixFixtures.withMix()), billing);
    ResultsFile.write(ResultsFixtures.recommended(), catalog);
    Map<String, Path> modules = new LinkedHashMap<>();
    modules.put("billing", billing);
    modules.put("catalog", catalog);

    AggregateReport.Page page =
        AggregateReport.write(modules, List.of("util (no util/target/serbench/results.json)"), dir);

    assertThat(page.modules())
        .extracting(AggregateReport.ModuleView::module, AggregateReport.ModuleView::recommended)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("billing", "kryo-registered"),
            org.assertj.core.groups.Tuple.tuple("catalog", "kryo"));
    assertThat(page.modules().get(0).rankedOn()).isEqualTo("the message mix");
    assertThat(page.best()).isEqualTo("kryo");
    assertThat(page.verdict()).startsWith("kryo serves all 2 module(s) best");
    assertThat(page.notes())
        .singleElement()
        .asString()
        .startsWith("billing recommends kryo-registered on its own; kryo scores ")
        .endsWith("x that there");
    AggregateReport.CodecRow registered =
        page.codecs().stream().filter(r -> r.codec().equals("kryo-registered")).findFirst().get();
    assertThat(registered.servesAll()).isFalse();
    assertThat(registered.cells().get(0)).isEqualTo("1.00 (#1)");
    assertThat(registered.cells().get(1)).startsWith("excluded: com.acme.Fixtures#tree: ");
    assertThat(page.codecs().get(0).codec()).isEqualTo("kryo");
    String html = Files.readString(dir.resolve("index.html"));
    assertThat(html)
        .contains("id=\"best-codec\">kryo<")
        .contains(
            "<tr data-module=\"billing\"><th scope=\"row\">billing</th><td><code>kryo-registered</code></td>")
        .contains("Not included: util (no util/target/serbench/results.json).");
    assertThat(dir.resolve("aggregate.json")).exists();
  }

  @Test
  void whenNoCodecServesEveryModule_itSaysSo_andNamesTheOneServingMost() {
    BenchmarkResults billing = recommended(MixFixtures.withMix());
    BenchmarkResults none =
        ResultsFixtures.recommended()
            .withRecommendation(
                io.serbench.result.Recommendation.none(
                    List.of("no codec meets graph"), List.of(), null));
    Map<String, BenchmarkResults> modules = new LinkedHashMap<>();
    modules.put("billing", billing);
    modules.put("graph", none);

    AggregateReport.Page page = AggregateReport.of(modules, List.of());

    assertThat(page.best()).isNull();
    assertThat(page.verdict()).startsWith("No codec serves every module").contains("1 of 2");
  }
}
