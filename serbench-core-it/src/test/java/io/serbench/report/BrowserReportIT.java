package io.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecDescriptor;
import io.serbench.testing.ResultsFixtures;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opens the rendered report in headless Chromium (Debian's {@code chromium} package), as a reader
 * would: the DOM after scripts ran must hold the recommendation and a row for every codec, and a
 * screenshot must be produced. Skipped, with a message, where Chromium is not installed; {@code
 * .ci/run} installs it.
 */
class BrowserReportIT {
  private static Optional<Path> chromium() {
    return Stream.of("chromium", "chromium-browser", "google-chrome")
        .flatMap(
            name ->
                Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                    .map(dir -> Path.of(dir, name)))
        .filter(Files::isExecutable)
        .findFirst();
  }

  private static Optional<Path> assumeChromium() {
    Optional<Path> browser = chromium();
    Assumptions.assumeTrue(
        browser.isPresent(),
        "Chromium is not installed (apt-get install chromium); .ci/run installs it");
    return browser;
  }

  /** The page's DOM after its scripts ran. */
  private static String dumpDom(Path browser, Path workDir, Path page) throws Exception {
    return run(
        browser, workDir, "--virtual-time-budget=3000", "--dump-dom", page.toUri().toString());
  }

  /** Far above the few seconds a headless page takes on a loaded host. */
  private static final java.time.Duration CHROMIUM_LIMIT = java.time.Duration.ofMinutes(2);

  private static String run(Path browser, Path workDir, String... arguments) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(browser.toString());
    command.addAll(
        List.of(
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--user-data-dir=" + workDir.resolve("profile")));
    command.addAll(List.of(arguments));
    Path out = workDir.resolve("stdout.txt");
    Process process =
        new ProcessBuilder(command)
            .redirectOutput(out.toFile())
            .redirectError(workDir.resolve("stderr.txt").toFile())
            .start();
    try {
      // a guard against a hang only: a headless page takes a few seconds (printed)
      io.serbench.testing.ProgressGuard.awaitAtMost(
          () -> !process.isAlive(), CHROMIUM_LIMIT, "chromium " + arguments[arguments.length - 1]);
    } finally {
      process.destroyForcibly();
    }
    return Files.readString(out, StandardCharsets.UTF_8);
  }

  @Test
  void report_rendersInChromium_withTheRecommendationAndEveryCodecRow(@TempDir Path directory)
      throws Exception {
    Optional<Path> browser = assumeChromium();
    BenchmarkResults results = ResultsFixtures.recommended();
    Path report = directory.resolve("index.html");
    HtmlReport.write(results, ResultsFixtures.REPRODUCE, report);

    String dom = dumpDom(browser.get(), directory, report);
    Path screenshot = directory.resolve("report.png");
    run(
        browser.get(),
        directory,
        "--window-size=1280,2000",
        "--screenshot=" + screenshot,
        report.toUri().toString());

    assertThat(dom).contains("id=\"recommended-codec\">kryo</div>");
    for (CodecDescriptor codec : results.codecs()) {
      assertThat(dom).contains("<tr data-codec=\"" + codec.id() + "\">");
    }
    // the escaped exception text stays text in the live DOM
    assertThat(dom)
        .contains("&lt;script&gt;alert('x')&lt;/script&gt;")
        .doesNotContain("<script>alert");
    assertThat(screenshot).isRegularFile();
    byte[] png = Files.readAllBytes(screenshot);
    assertThat(png.length).as("screenshot size").isGreaterThan(20_000);
    assertThat(new String(png, 1, 3, StandardCharsets.US_ASCII)).isEqualTo("PNG");
  }

  /**
   * Every local link of the report, as Chromium's DOM holds it, resolved against the report the way
   * a browser resolves it, leads to a file: the profiles of a factory sample, whose folder carries
   * JMH's own {@code %23} for the {@code #}, and the per-JDK reports of a multi-JDK comparison.
   */
  @Test
  void everyLocalLink_ofAReportWithFactorySampleProfilesAndOfAJdkComparison_resolves(
      @TempDir Path directory) throws Exception {
    Optional<Path> browser = assumeChromium();
    BenchmarkResults base = ResultsFixtures.recommended();
    String profile =
        "profiles/screening/io.serbench.Bench.serialize-codec-kryo-sample-com.acme.Fixtures%23tree/"
            + "profile.jfr";
    var tree = base.samples().get(0);
    List<io.serbench.result.CodecResult> withProfiles = new ArrayList<>();
    for (var r : tree.results()) {
      withProfiles.add(
          r.codec().equals("kryo")
              ? r.withProfiles(java.util.Map.of("serialize", List.of(profile)))
              : r);
    }
    List<io.serbench.result.SampleResult> samples = new ArrayList<>(base.samples());
    samples.set(0, tree.withResults(withProfiles));
    BenchmarkResults results = base.withSamples(samples);
    Path report = directory.resolve("index.html");
    HtmlReport.write(results, ResultsFixtures.REPRODUCE, report);
    Files.createDirectories(directory.resolve(profile).getParent());
    Files.writeString(directory.resolve(profile), "a recording");

    Path jdkReport = directory.resolve("jdk 25#b").resolve("index.html");
    Files.createDirectories(jdkReport.getParent());
    Files.writeString(jdkReport, "<html></html>");
    var comparison =
        io.serbench.compare.Comparisons.compare(
            List.of(
                new io.serbench.compare.LabeledRun("jdk-17", "a.json", "index.html", results),
                new io.serbench.compare.LabeledRun(
                    "jdk-25", "b.json", "jdk 25#b/index.html", results)),
            List.of(),
            null);
    Path jdks = directory.resolve("jdks.html");
    Files.writeString(jdks, io.serbench.compare.CompareRun.html(comparison, "two JDKs"));

    List<String> followed = new ArrayList<>();
    for (Path page : List.of(report, jdks)) {
      String dom = dumpDom(browser.get(), directory, page);
      java.util.regex.Matcher links =
          java.util.regex.Pattern.compile("href=\"([^\"]*)\"").matcher(dom);
      while (links.find()) {
        String href = links.group(1).replace("&amp;", "&");
        if (href.isEmpty() || href.startsWith("#") || href.matches("^[a-z]+:.*")) {
          continue;
        }
        java.net.URI target = page.toUri().resolve(href);
        followed.add(href);
        assertThat(Path.of(target)).as(href + " from " + page.getFileName()).isRegularFile();
      }
    }
    assertThat(followed)
        .contains(
            "profiles/screening/io.serbench.Bench.serialize-codec-kryo-sample-com.acme.Fixtures%2523tree/profile.jfr")
        .anyMatch(href -> href.startsWith("jdk%2025%23b/"));
  }

  /**
   * The first screen, as a team reads it: the pick with what it gives up, the switch from the codec
   * it uses now, the setup to paste and the time-against-size chart with every eligible codec; and
   * no interval in the answer wider than the figure it bounds.
   */
  @Test
  void theFirstScreen_holdsTheAnswer_andNoIntervalWiderThanItsFigure(@TempDir Path directory)
      throws Exception {
    Optional<Path> browser = assumeChromium();
    BenchmarkResults base = ResultsFixtures.read();
    base = base.withSamples(base.samples().subList(1, 2));
    io.serbench.result.Criteria criteria =
        io.serbench.result.Criteria.DEFAULT.withCurrent(
            new io.serbench.result.Criteria.Current("jackson-json", null));
    BenchmarkResults results =
        base.withCriteria(criteria)
            .withRecommendation(io.serbench.recommend.Recommender.recommend(base, criteria));
    Path report = directory.resolve("index.html");
    HtmlReport.write(results, ResultsFixtures.REPRODUCE, report);

    String dom = dumpDom(browser.get(), directory, report);
    Path screenshot = directory.resolve("first-screen.png");
    run(
        browser.get(),
        directory,
        "--window-size=1280,900",
        "--screenshot=" + screenshot,
        report.toUri().toString());

    assertThat(dom)
        .contains("id=\"recommended-codec\">kryo-registered</div>")
        .contains("id=\"pick-capabilities\"")
        .contains("id=\"switch\"><strong>Switching from jackson-json to kryo-registered: ")
        .contains("id=\"adopt\"")
        .contains("id=\"tradeoff-chart\"");
    for (String codec : List.of("kryo-registered", "kryo", "jackson-json")) {
      assertThat(dom).contains("<g data-codec=\"" + codec + "\"");
    }
    String answer =
        dom.substring(dom.indexOf("id=\"recommendation\""), dom.indexOf("id=\"adopt\""));
    java.util.regex.Matcher interval =
        java.util.regex.Pattern.compile(
                "(\\d+\\.\\d+)x [a-z]+ (?:than [a-z0-9-]+ )?\\(?,? ?95% interval (\\d+\\.\\d+)-(\\d+\\.\\d+)x")
            .matcher(answer);
    int intervals = 0;
    while (interval.find()) {
      intervals++;
      double figure = Double.parseDouble(interval.group(1));
      double width = Double.parseDouble(interval.group(3)) - Double.parseDouble(interval.group(2));
      assertThat(width).as(interval.group()).isLessThanOrEqualTo(figure);
    }
    assertThat(intervals).as("ratios with intervals in the answer").isGreaterThan(0);
    assertThat(screenshot).isRegularFile();
  }

  /** The viewport the first screen must fit: a laptop's browser window. */
  private static final int WIDTH = 1280;

  private static final int HEIGHT = 800;

  /**
   * The demo's first screen, the pick with its headline and a line per capability, fits a 1280x800
   * viewport without scrolling: Chromium lays the report out at that size, and the bottom of the
   * first screen lies within the window. The screenshot stays in the build output
   * (target/browser/first-screen.png).
   */
  @Test
  void theDemosFirstScreen_fits1280x800_withoutScrolling(@TempDir Path directory) throws Exception {
    Optional<Path> browser = assumeChromium();
    BenchmarkResults results = FirstScreenTest.demo();
    Path report = directory.resolve("index.html");
    HtmlReport.write(results, ResultsFixtures.REPRODUCE, report);
    // a copy that writes where the first screen ends into its own DOM, which --dump-dom prints
    String html = Files.readString(report, StandardCharsets.UTF_8);
    Path measured = directory.resolve("measured.html");
    Files.writeString(
        measured,
        html.replace(
            "</body>",
            "<script>addEventListener('load', () => { const r ="
                + " document.getElementById('first-screen').getBoundingClientRect();"
                + " document.body.dataset.bottom = Math.ceil(r.bottom + scrollY);"
                + " document.body.dataset.viewport = innerWidth + 'x' + innerHeight; });</script>"
                + "</body>"),
        StandardCharsets.UTF_8);
    String size = "--window-size=" + WIDTH + "," + HEIGHT;

    String dom =
        run(
            browser.get(),
            directory,
            size,
            "--virtual-time-budget=3000",
            "--dump-dom",
            measured.toUri().toString());
    Path output = Path.of(System.getProperty("serbench.it.output", "target")).resolve("browser");
    Files.createDirectories(output);
    Path screenshot = output.resolve("first-screen.png");
    run(browser.get(), directory, size, "--screenshot=" + screenshot, report.toUri().toString());

    java.util.regex.Matcher viewport =
        java.util.regex.Pattern.compile("data-viewport=\"(\\d+)x(\\d+)\"").matcher(dom);
    java.util.regex.Matcher bottom =
        java.util.regex.Pattern.compile("data-bottom=\"(\\d+)\"").matcher(dom);
    assertThat(viewport.find()).as("the page measured its viewport").isTrue();
    assertThat(bottom.find()).as("the page measured its first screen").isTrue();
    assertThat(Integer.parseInt(viewport.group(1))).isEqualTo(WIDTH);
    int height = Integer.parseInt(viewport.group(2));
    assertThat(height).isLessThanOrEqualTo(HEIGHT);
    assertThat(Integer.parseInt(bottom.group(1)))
        .as("the first screen's bottom, in a %dx%d viewport", WIDTH, height)
        .isLessThanOrEqualTo(height);
    // the first screen is the demo's answer: its pick and a line per capability
    assertThat(dom).contains("id=\"recommended-codec\">fory</div>");
    assertThat(dom.substring(dom.indexOf("id=\"first-screen\""), dom.indexOf("id=\"reasons\"")))
        .contains("data-requirement=\"versioning\"")
        .contains("data-requirement=\"untrustedInput\"")
        .contains("data-requirement=\"crossLanguage\"");
    assertThat(screenshot).isRegularFile();
  }
}
