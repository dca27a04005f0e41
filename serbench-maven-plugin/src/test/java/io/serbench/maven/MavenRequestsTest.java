package io.serbench.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.codec.Versioning;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.ProjectFacts;
import io.serbench.config.RequestTranslator;
import io.serbench.result.Criteria;
import io.serbench.settings.Alphabet;
import io.serbench.settings.GeneratorSettings;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Measurement;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The goal's precedence rules: user property, then nested element, then core's default. */
class MavenRequestsTest {
  private static final Path BASE = Path.of("/work/project");

  private static BenchmarkMojo mojo() {
    BenchmarkMojo mojo = new BenchmarkMojo(null, null);
    mojo.classes = List.of("com.acme.Order");
    mojo.outputDirectory = "/work/project/target/serbench";
    return mojo;
  }

  private static BenchmarkRequest request(BenchmarkMojo mojo) {
    return request(MavenRequests.raw(mojo.parameters()));
  }

  private static BenchmarkRequest request(io.serbench.config.RawSettings raw) {
    return RequestTranslator.translate(
        raw,
        new ProjectFacts(
            BASE,
            "/work/project/target/classes",
            List.of("/work/project/src/main/java"),
            List.of("/work/project/target/classes"),
            List.of("worker.jar"),
            "/usr/bin/java"));
  }

  @Test
  void nothingSet_givesCoreDefaults() {
    BenchmarkRequest request = request(mojo());

    assertThat(request.generator()).isEqualTo(GeneratorSettings.DEFAULT);
    assertThat(request.measurement()).isEqualTo(Measurement.DEFAULT);
    assertThat(request.criteria()).isEqualTo(Criteria.DEFAULT);
    assertThat(request.jmh()).isNull();
    assertThat(request.baseline()).isNull();
    assertThat(request.outputDirectory()).isEqualTo("/work/project/target/serbench");
    assertThat(request.classesDirectory()).isEqualTo("/work/project/target/classes");
    assertThat(request.workerClasspath()).containsExactly("worker.jar");
  }

  @Test
  void generator_userPropertyWinsOverNestedElement_nestedWinsOverDefault() {
    BenchmarkMojo mojo = mojo();
    mojo.generator = new Generator();
    mojo.generator.seed = 1L;
    mojo.generator.collectionSize = 2;
    mojo.generator.stringLength = 3;
    mojo.generator.alphabet = "latin1";
    mojo.generator.implementations = Map.of("com.acme.Shape", "com.acme.Circle");
    mojo.seed = "9";
    mojo.alphabet = "unicode";

    GeneratorSettings generator = request(mojo).generator();

    assertThat(generator.seed()).as("property over nested").isEqualTo(9L);
    assertThat(generator.alphabet()).as("property over nested").isEqualTo(Alphabet.UNICODE);
    assertThat(generator.collectionSize()).as("nested over default").isEqualTo(2);
    assertThat(generator.stringLength()).as("nested over default").isEqualTo(3);
    assertThat(generator.implementations()).containsEntry("com.acme.Shape", "com.acme.Circle");
  }

  @Test
  void constraints_userPropertyWinsOverNestedElement() {
    BenchmarkMojo mojo = mojo();
    mojo.constraints =
        Map.of(
            "graph", "true",
            "versioning", "backward",
            "versioningChanges", "fields",
            "untrustedInput", "true");
    mojo.versioning = "full";
    mojo.versioningChanges = "append";
    mojo.untrustedInput = "false";

    Criteria.Constraints constraints = request(mojo).criteria().constraints();

    assertThat(constraints.graph()).isTrue();
    assertThat(constraints.versioning()).isEqualTo(Versioning.FULL);
    assertThat(constraints.versioningChanges())
        .isEqualTo(io.serbench.result.SchemaChange.Required.APPEND);
    assertThat(constraints.untrustedInput()).isFalse();
    assertThat(constraints.crossLanguage()).isFalse();
  }

  @Test
  void reportRunIfMissing_takesTheBenchmarksCriteriaAndOutputDirectory() {
    ReportMojo report = new ReportMojo(null, null);
    report.classes = List.of("com.acme.Order");
    report.codecs = List.of("kryo,jackson-json");
    report.outputDirectory = new File("/work/project/target/bench");
    report.constraints = Map.of("graph", "true", "versioning", "backward");
    report.versioning = "full";
    report.objective = "size";
    report.weights = new Weights();
    report.weights.set("1,2,3");

    BenchmarkRequest request = request(report.raw());

    assertThat(request.criteria().constraints().graph()).isTrue();
    assertThat(request.criteria().constraints().versioning()).isEqualTo(Versioning.FULL);
    assertThat(request.criteria().objective()).isEqualTo(Criteria.Objective.SIZE);
    assertThat(request.criteria().weights()).isEqualTo(new Criteria.Weights(1, 2, 3));
    assertThat(request.codecs()).containsExactly("kryo", "jackson-json");
    assertThat(request.measurement().preset()).isEqualTo(Measurement.Preset.QUICK);
    assertThat(request.outputDirectory()).isEqualTo("/work/project/target/bench");
  }

  @Test
  void reportAndBenchmark_readOutputDirectoryUnderOneNameAndProperty() throws Exception {
    // a plugin-level <configuration><outputDirectory> reaches both goals only if both name it so
    var descriptor =
        javax.xml.parsers.DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(new File("target/classes/META-INF/maven/plugin.xml"));
    var mojos = descriptor.getElementsByTagName("mojo");
    Map<String, String> outputDirectory = new java.util.TreeMap<>();
    for (int i = 0; i < mojos.getLength(); i++) {
      var mojo = (org.w3c.dom.Element) mojos.item(i);
      String goal = mojo.getElementsByTagName("goal").item(0).getTextContent();
      var configuration = (org.w3c.dom.Element) mojo.getElementsByTagName("configuration").item(0);
      var element = configuration.getElementsByTagName("outputDirectory").item(0);
      if (element != null) {
        outputDirectory.put(
            goal,
            element.getTextContent()
                + " default "
                + ((org.w3c.dom.Element) element).getAttribute("default-value"));
      }
    }

    assertThat(outputDirectory.get("report"))
        .isEqualTo("${serbench.outputDirectory} default ${project.build.directory}/serbench")
        .isEqualTo(outputDirectory.get("benchmark"));
  }

  @Test
  void jvmArgs_reachTheMeasurement() {
    BenchmarkMojo mojo = mojo();
    mojo.jvmArgs = "-Xms2g -Xmx2g";
    mojo.jvmArgsAppend = "-XX:+UseSerialGC";

    io.serbench.settings.Measurement measurement = request(mojo).measurement();

    assertThat(measurement.jvmArgs()).containsExactly("-Xms2g", "-Xmx2g");
    assertThat(measurement.jvmArgsAppend()).containsExactly("-XX:+UseSerialGC");
  }

  @Test
  void weights_asListOrElements_elementsKeepTheObjectivesOthers() {
    BenchmarkMojo nested = mojo();
    nested.objective = "speed";
    nested.weights = new Weights();
    nested.weights.size = "2";
    assertThat(request(nested).criteria().weights()).isEqualTo(new Criteria.Weights(1, 1, 2));

    BenchmarkMojo listed = mojo();
    listed.objective = "speed";
    listed.weights = new Weights();
    listed.weights.set("3,4,5");
    assertThat(request(listed).criteria().weights()).isEqualTo(new Criteria.Weights(3, 4, 5));

    // the cold start's weight, nested, needs the cold-start pass
    BenchmarkMojo cold = mojo();
    cold.weights = new Weights();
    cold.weights.coldStart = "2";
    cold.coldStart = "true";
    assertThat(request(cold).criteria().weights().coldStart()).isEqualTo(2);
    assertThat(request(cold).measurement().coldStartForks()).isEqualTo(5);
  }

  @Test
  void weights_listOfTwo_namesTheElement() {
    BenchmarkMojo mojo = mojo();
    mojo.weights = new Weights();
    mojo.weights.set("1,2");

    assertThatThrownBy(() -> request(mojo))
        .isInstanceOfSatisfying(
            InvalidConfigurationException.class, e -> assertThat(e.element()).contains("weights"))
        .hasMessage(
            "write weights as three numbers, serialize,deserialize,size, such as 1,1,0.5, or four"
                + " with the cold start last, such as 1,1,0.5,2");
  }

  @Test
  void thePresetQuick_andTheBudgetAreParsed() {
    BenchmarkMojo mojo = mojo();
    mojo.preset = "quick";
    mojo.timeBudget = "PT3M";
    mojo.threads = "2";
    mojo.profilers = List.of("gc");

    Measurement measurement = request(mojo).measurement();

    assertThat(measurement.preset()).isEqualTo(Measurement.Preset.QUICK);
    assertThat(measurement.timeBudgetMillis()).isEqualTo(180_000L);
    assertThat(measurement.threads()).isEqualTo(2);
    assertThat(measurement.gc()).isTrue();
  }

  @Test
  void explicitJmh_anyOneSetting_replacesThePresetWithDefaultsForTheRest() {
    BenchmarkMojo mojo = mojo();
    mojo.forks = "3";
    mojo.measurementTime = "250";

    assertThat(request(mojo).jmh())
        .isEqualTo(
            new JmhSettings(
                3,
                JmhSettings.DEFAULT_WARMUP_ITERATIONS,
                JmhSettings.DEFAULT_WARMUP_MILLIS,
                JmhSettings.DEFAULT_MEASUREMENT_ITERATIONS,
                250));
  }

  @Test
  void relativeFixtureAndBaseline_areResolvedAgainstTheProject() {
    BenchmarkMojo mojo = mojo();
    Sample fixture = new Sample();
    fixture.setFile(new File("src/test/resources/order.json"));
    fixture.setClass("com.acme.Order");
    mojo.samples = List.of(new Sample("com.acme.Fixtures#big, com.acme.Fixtures#small"), fixture);
    mojo.baseline = "baseline/results.json";
    mojo.maxRegression = "5%";
    mojo.pinned = "kryo";
    mojo.failOnInconclusive = true;
    mojo.sizes = List.of("0,10", "100");

    BenchmarkRequest request = request(mojo);

    assertThat(request.samples())
        .containsExactly("com.acme.Fixtures#big", "com.acme.Fixtures#small");
    assertThat(request.fixtures())
        .containsExactly(
            new BenchmarkRequest.Fixture(
                BASE.resolve("src/test/resources/order.json").toString(), "com.acme.Order"));
    assertThat(request.baseline())
        .isEqualTo(
            new BenchmarkRequest.Baseline(
                BASE.resolve("baseline/results.json").toString(), 0.05, "kryo", true));
    assertThat(request.sizes()).containsExactly(0, 10, 100);
  }

  @Test
  void fixtureWithoutClass_namesTheSamplesElement() {
    BenchmarkMojo mojo = mojo();
    Sample fixture = new Sample();
    fixture.setFile(new File("order.json"));
    mojo.samples = List.of(fixture);

    assertThatThrownBy(() -> request(mojo))
        .isInstanceOfSatisfying(
            InvalidConfigurationException.class, e -> assertThat(e.element()).contains("samples"))
        .hasMessage("fixture order.json needs a <class> to read it into");
  }

  @Test
  void listParameters_commaSeparatedPropertyAndPomEntries_areFlattenedAndTrimmed() {
    BenchmarkMojo mojo = mojo();
    mojo.classes = List.of("com.acme.Order, com.acme.Invoice", " com.acme.Line ", "");
    mojo.codecs = List.of("kryo*, !kryo-flat");

    BenchmarkRequest request = request(mojo);

    assertThat(request.classes())
        .containsExactly("com.acme.Order", "com.acme.Invoice", "com.acme.Line");
    assertThat(request.codecs()).containsExactly("kryo*", "!kryo-flat");
  }
}
