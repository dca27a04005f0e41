package io.serbench.maven;

import io.serbench.config.GoalParameters;
import io.serbench.config.MeasureSettings;
import io.serbench.config.RawSettings;
import io.serbench.config.RunSettings;
import io.serbench.files.OutputLayout;
import io.serbench.maven.library.MavenWorkerClasspath;
import io.serbench.report.HtmlReport;
import io.serbench.report.RankingView;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Recommendation;
import io.serbench.result.io.ResultsFile;
import io.serbench.settings.Defaults;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import javax.inject.Inject;
import org.apache.maven.doxia.sink.Sink;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.reporting.AbstractMavenReport;
import org.apache.maven.reporting.MavenReportException;
import org.apache.maven.toolchain.ToolchainManager;

/**
 * The serbench page of {@code mvn site}: a summary drawn with the site's skin (recommendation, top
 * five codecs, links) and, next to it, the full self-contained report as {@code
 * serbench/index.html}. It reads the {@code results.json} that the {@code benchmark} goal wrote;
 * without one it says how to produce it, or runs a quick benchmark when {@code runIfMissing} is
 * set.
 */
@Mojo(
    name = "report",
    defaultPhase = LifecyclePhase.SITE,
    requiresDependencyResolution = ResolutionScope.RUNTIME,
    threadSafe = true)
@GoalParameters(
    name = "ReportParameters",
    superclass = "org.apache.maven.reporting.AbstractMavenReport",
    report = true)
public class ReportMojo extends ReportParameters {
  /** The summary page's name, and the directory of the full report, in the site. */
  static final String OUTPUT_NAME = "serbench";

  /**
   * Where the benchmark goal wrote results.json and index.html, and where {@code runIfMissing}
   * writes them: the benchmark goal's {@code outputDirectory}, so one plugin-level setting reaches
   * both goals.
   */
  @Parameter(
      property = "serbench.outputDirectory",
      defaultValue = "${project.build.directory}/" + Defaults.OUTPUT_SUBDIRECTORY)
  File outputDirectory;

  /**
   * Runs a quick benchmark (the {@code quick} preset) when there is no results.json, instead of
   * describing how to produce one. It takes the model ({@code classes}, {@code packages}, {@code
   * samples}, {@code codecs}) and the pick's rules ({@code constraints}, {@code objective}, {@code
   * weights} and their user properties) as the benchmark goal does. {@code mvn site} does not
   * compile: run {@code mvn compile site}.
   */
  @Parameter(property = "serbench.runIfMissing", defaultValue = "false")
  boolean runIfMissing;

  /**
   * Leaves the serbench page out of the site: the report is not generated, and {@code runIfMissing}
   * runs nothing.
   */
  @Parameter(property = "serbench.skip", defaultValue = "false")
  boolean skip;

  /** The build session (read-only). */
  @Parameter(defaultValue = "${session}", readonly = true, required = true)
  MavenSession session;

  /** This plugin (read-only). */
  @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
  PluginDescriptor plugin;

  private final MavenWorkerClasspath workerClasspath;
  private final ToolchainManager toolchains;

  @Inject
  public ReportMojo(MavenWorkerClasspath workerClasspath, ToolchainManager toolchains) {
    this.toolchains = toolchains;
    this.workerClasspath = workerClasspath;
  }

  /**
   * Where the page goes. This goal's {@code outputDirectory} is the benchmark's (it hides the one
   * of {@link AbstractMavenReport}, so that one plugin-level setting reaches both goals): in {@code
   * mvn site} the site plugin sets the page's directory; run alone, {@code mvn serbench:report}
   * writes the page to {@code target/reports}, as other reports do.
   */
  @Override
  protected String getOutputDirectory() {
    File page =
        super.outputDirectory != null
            ? super.outputDirectory
            : new File(project.getBuild().getDirectory(), "reports");
    return page.getAbsolutePath();
  }

  @Override
  public String getOutputName() {
    return OUTPUT_NAME;
  }

  @Override
  public String getName(Locale locale) {
    return "serbench";
  }

  @Override
  public String getDescription(Locale locale) {
    return "Which serializer round-trips this project's classes, how fast and how small each one"
        + " is on this build host, and which one to adopt";
  }

  @Override
  public boolean canGenerateReport() {
    return !skip && !"pom".equals(project.getPackaging());
  }

  @Override
  protected void executeReport(Locale locale) throws MavenReportException {
    OutputLayout layout = new OutputLayout(outputDirectory.toPath());
    Path results = layout.results();
    if (!Files.isRegularFile(results) && runIfMissing) {
      runQuickBenchmark();
    }
    Sink sink = getSink();
    sink.head();
    sink.title();
    sink.text("serbench");
    sink.title_();
    sink.head_();
    sink.body();
    sink.section1();
    sink.sectionTitle1();
    sink.text("serbench: serializer benchmark");
    sink.sectionTitle1_();
    if (!Files.isRegularFile(results)) {
      String advice =
          "No serbench results at "
              + results
              + ". Run mvn serbench:benchmark before mvn site (or bind the benchmark goal to"
              + " verify and run mvn verify site), or set <runIfMissing>true</runIfMissing> on"
              + " the report and run mvn compile site.";
      getLog().warn(advice);
      paragraph(sink, advice);
    } else {
      summary(sink, read(layout));
    }
    sink.section1_();
    sink.body_();
    sink.flush();
    sink.close();
  }

  private BenchmarkResults read(OutputLayout layout) throws MavenReportException {
    Path results = layout.results();
    try {
      BenchmarkResults read = ResultsFile.read(results);
      publishFullReport(layout, read);
      // the CI summary, refreshed from the results the page shows
      io.serbench.report.MarkdownSummary.write(read, layout.summary());
      return read;
    } catch (IOException | RuntimeException e) {
      throw new MavenReportException(
          "cannot read " + results + ": " + e.getMessage() + "; run mvn serbench:benchmark again",
          e);
    }
  }

  /** Copies the self-contained report and results.json next to the summary page. */
  private void publishFullReport(OutputLayout layout, BenchmarkResults results) throws IOException {
    OutputLayout site = new OutputLayout(getReportOutputDirectory().toPath().resolve(OUTPUT_NAME));
    Files.createDirectories(site.directory());
    if (Files.isRegularFile(layout.report())) {
      Files.copy(layout.report(), site.report(), StandardCopyOption.REPLACE_EXISTING);
    } else {
      HtmlReport.write(
          results,
          new HtmlReport.ReproduceInfo(OutputLayout.JMH_SOURCES, "mvn serbench:benchmark"),
          site.report());
    }
    Files.copy(layout.results(), site.results(), StandardCopyOption.REPLACE_EXISTING);
  }

  private void summary(Sink sink, BenchmarkResults results) {
    Recommendation recommendation = results.recommendation();
    sink.section2();
    sink.sectionTitle2();
    sink.text(
        recommendation.codec() != null
            ? "Recommended codec: " + recommendation.codec()
            : "No codec can be recommended");
    sink.sectionTitle2_();
    // the same first screen as the report's: the headline, a line per capability with its
    // details, then how it was ranked
    io.serbench.report.FirstScreen screen = io.serbench.report.FirstScreen.of(recommendation);
    if (!screen.headline().isEmpty()) {
      paragraph(sink, screen.headline());
    }
    sink.list();
    for (io.serbench.result.TradeOffs.Line line : screen.lines()) {
      sink.listItem();
      sink.text(line.line());
      if (!line.details().isEmpty()) {
        sink.list();
        for (String detail : line.details()) {
          sink.listItem();
          sink.text(detail);
          sink.listItem_();
        }
        sink.list_();
      }
      sink.listItem_();
    }
    for (String reason : screen.more()) {
      sink.listItem();
      sink.text(reason);
      sink.listItem_();
    }
    sink.list_();
    paragraph(
        sink,
        "Constraints: "
            + results.criteria().describeConstraints()
            + "; objective: "
            + results.criteria().objective().id()
            + ". Measured "
            + results.generatedAt()
            + " on "
            + results.environment().cpu()
            + ", Java "
            + results.environment().javaVersion()
            + ".");
    sink.section2_();

    if (!recommendation.ranking().isEmpty()) {
      sink.section2();
      sink.sectionTitle2();
      sink.text("Top codecs");
      sink.sectionTitle2_();
      sink.table();
      sink.tableRows();
      sink.tableRow();
      for (String header :
          List.of(
              "Rank",
              "Codec",
              "Score (1.00 = best)",
              "Score vs leader (95%)",
              "Time vs fastest",
              "Size vs smallest")) {
        sink.tableHeaderCell();
        sink.text(header);
        sink.tableHeaderCell_();
      }
      sink.tableRow_();
      List<RankingView.Row> rows = RankingView.rows(results);
      for (RankingView.Row row : rows.subList(0, Math.min(5, rows.size()))) {
        sink.tableRow();
        cell(sink, String.valueOf(row.rank()));
        cell(sink, row.codec());
        cell(sink, row.score());
        cell(sink, row.versus());
        cell(sink, row.time());
        cell(sink, row.size());
        sink.tableRow_();
      }
      sink.tableRows_();
      sink.table_();
      sink.section2_();
    }

    sink.paragraph();
    sink.link(OUTPUT_NAME + "/" + OutputLayout.REPORT);
    sink.text("Full report: every sample, charts, fidelity and capability matrices, failures");
    sink.link_();
    sink.text(" · ");
    sink.link(OUTPUT_NAME + "/" + OutputLayout.RESULTS);
    sink.text(OutputLayout.RESULTS);
    sink.link_();
    sink.paragraph_();
  }

  private static void cell(Sink sink, String text) {
    sink.tableCell();
    sink.text(text);
    sink.tableCell_();
  }

  private static void paragraph(Sink sink, String text) {
    sink.paragraph();
    sink.text(text);
    sink.paragraph_();
  }

  /**
   * The benchmark goal's settings of the model and the pick, as this report's generated parameters
   * hold them, with the quick preset, written where the report reads.
   */
  RawSettings raw() {
    return MavenRequests.raw(parameters())
        .put(MeasureSettings.PRESET, "quick")
        .put(RunSettings.OUTPUT_DIRECTORY, outputDirectory.getPath());
  }

  /** The benchmark goal's run with this report's model and criteria and the quick preset. */
  private void runQuickBenchmark() throws MavenReportException {
    RawSettings raw = raw();
    if (BenchmarkMojo.noModel(raw) && session.getProjects().size() > 1) {
      // as the benchmark goal does: in a reactor, modules without models are normal
      getLog().info("serbench skips " + project.getArtifactId() + ": no model configured here");
      return;
    }
    Path classesDirectory = Path.of(project.getBuild().getOutputDirectory());
    if (!Files.isDirectory(classesDirectory)) {
      // mvn site runs no compile phase: without this, the model would be "not found"
      throw new MavenReportException(
          "serbench runIfMissing: "
              + project.getArtifactId()
              + " is not compiled ("
              + classesDirectory
              + " does not exist) and mvn site does not compile; run mvn compile site");
    }
    getLog().info("No serbench results yet: running a quick benchmark (runIfMissing)");
    try {
      new MavenLauncher(
              workerClasspath,
              toolchains,
              new MavenLauncher.Build(session, project, plugin, mojoExecution),
              getLog())
          .run(raw);
    } catch (MojoExecutionException | MojoFailureException e) {
      throw new MavenReportException(e.getMessage(), e);
    }
  }
}
