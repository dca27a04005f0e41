package io.serbench.maven;

import io.serbench.report.AggregateReport;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * One report over the modules of a multi-module build, like {@code jacoco:report-aggregate}: each
 * module's recommendation and the one codec that serves all of them best. It reads the {@code
 * results.json} that {@code serbench:benchmark} wrote in each module of the reactor, so run it
 * after the modules' benchmarks: {@code mvn compile serbench:benchmark serbench:aggregate} at the
 * root runs the benchmarks in every module first and the aggregate once, at the end.
 */
@Mojo(name = "aggregate", aggregator = true, threadSafe = true)
public class AggregateMojo extends AbstractMojo {
  @Parameter(defaultValue = "${session}", readonly = true, required = true)
  MavenSession session;

  /** Where the aggregate report is written: {@code index.html} and {@code aggregate.json}. */
  @Parameter(
      property = "serbench.aggregateDirectory",
      defaultValue = "${project.build.directory}/serbench-aggregate")
  File aggregateDirectory;

  /**
   * The directory, relative to each module's build directory, where its {@code benchmark} goal
   * wrote {@code results.json}.
   */
  @Parameter(property = "serbench.resultsSubdirectory", defaultValue = "serbench")
  String resultsSubdirectory;

  /** Skips the aggregate report: nothing is read or written. */
  @Parameter(property = "serbench.skip", defaultValue = "false")
  boolean skip;

  @Override
  public void execute() throws MojoExecutionException {
    if (skip) {
      getLog().info("serbench: skipped (serbench.skip)");
      return;
    }
    Map<String, Path> results = new LinkedHashMap<>();
    List<String> missing = new ArrayList<>();
    for (MavenProject project : session.getProjects()) {
      Path file = Path.of(project.getBuild().getDirectory(), resultsSubdirectory, "results.json");
      if (Files.isRegularFile(file)) {
        results.put(project.getArtifactId(), file);
      } else if (!"pom".equals(project.getPackaging())) {
        missing.add(project.getArtifactId() + " (no " + rootRelative(file) + ")");
      }
    }
    if (results.isEmpty()) {
      throw new MojoExecutionException(
          "serbench:aggregate found no results.json in any module of the reactor; run"
              + " serbench:benchmark first, as in mvn compile serbench:benchmark serbench:aggregate");
    }
    try {
      AggregateReport.Page page =
          AggregateReport.write(results, missing, aggregateDirectory.toPath());
      getLog().info("serbench aggregate over " + results.size() + " module(s): " + page.verdict());
      page.notes().forEach(n -> getLog().info("  - " + n));
      getLog().info("Aggregate report: " + aggregateDirectory.toPath().resolve("index.html"));
    } catch (IOException e) {
      throw new MojoExecutionException(
          "serbench:aggregate could not read the modules' results or write the report: "
              + e.getMessage(),
          e);
    }
  }

  private String rootRelative(Path file) {
    Path root = session.getTopLevelProject().getBasedir().toPath();
    return file.startsWith(root) ? root.relativize(file).toString() : file.toString();
  }
}
