package io.serbench.maven;

import io.serbench.SerbenchException;
import io.serbench.compare.CompareRun;
import io.serbench.config.CompareEntries;
import java.io.File;
import java.util.List;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Compares results.json files that already exist, with no new measurement: a baseline and today's
 * run, or the same benchmark on several CI runners or JDKs. Writes {@code index.html}, {@code
 * summary.md} and {@code comparison.json}, shows where the recommendation is the same and where it
 * flips, warns when the runs' hosts or settings differ, and checks {@code rules} the way {@code
 * jacoco:check} does. Needs no project, so a final CI job can run it on downloaded artifacts:
 *
 * <pre>
 * mvn io.serbench:serbench-maven-plugin:compare -Dserbench.runs=base/results.json,pr/results.json \
 *     -Dserbench.rules=time+10%,size+0%
 * </pre>
 */
@Mojo(name = "compare", requiresProject = false, threadSafe = true)
public class CompareMojo extends AbstractMojo {
  /**
   * The results.json files to compare, or the directories that hold them, the baseline first. Each
   * may be written {@code label=path}; otherwise a run is named after its directory. At least two.
   */
  @Parameter(property = "serbench.runs", required = true)
  List<String> runs = List.of();

  /**
   * Limits to check, each {@code METRIC+PERCENT} (largest tolerated growth against the first run,
   * such as {@code time+10%}) or {@code METRIC<=LIMIT} (absolute maximum in ns/op, bytes or B/op,
   * such as {@code size<=400}), optionally followed by {@code @CODEC} or {@code @*}. Metrics:
   * {@code time} (serialize and deserialize, each), {@code serialize}, {@code deserialize}, {@code
   * size} and {@code allocation}. Without rules the runs are only compared.
   */
  @Parameter(property = "serbench.rules")
  List<String> rules = List.of();

  /** The codec a rule without {@code @CODEC} watches; by default each run's recommended codec. */
  @Parameter(property = "serbench.pinned")
  String pinned;

  /**
   * Fails the build also when a check could not be tested: fewer than 3 forks on a side, or a
   * figure not at steady state in either run. By default such checks are reported as INCONCLUSIVE.
   */
  @Parameter(property = "serbench.failOnInconclusive", defaultValue = "false")
  boolean failOnInconclusive;

  /** Fails the build when a rule is broken; {@code false} only warns. */
  @Parameter(property = "serbench.haltOnFailure", defaultValue = "true")
  boolean haltOnFailure;

  /**
   * Where the comparison's report, summary and JSON go. A parameter of its own, so that an {@code
   * <outputDirectory>} set for the benchmark goal never sends a comparison over a run's report.
   */
  @Parameter(
      property = "serbench.compareDirectory",
      defaultValue = "${project.build.directory}/serbench-compare")
  File compareDirectory;

  /** Skips the comparison: nothing is read or written, and no rule can fail the build. */
  @Parameter(property = "serbench.skip", defaultValue = "false")
  boolean skip;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("serbench is skipped (serbench.skip)");
      return;
    }
    CompareRun.Outcome outcome;
    try {
      outcome =
          CompareRun.run(
              CompareEntries.request(runs, rules, pinned, compareDirectory.toPath()),
              new MavenListener(getLog()));
    } catch (SerbenchException e) {
      MavenExceptions.rethrow(e);
      return;
    }
    getLog().info("Comparison: " + outcome.report());
    if (outcome.comparison().fails(failOnInconclusive)) {
      String message = "serbench compare: " + outcome.comparison().verdict();
      if (haltOnFailure) {
        throw new MojoFailureException(
            message
                + " (see "
                + outcome.report()
                + "; <haltOnFailure>false (-Dserbench.haltOnFailure=false) only warns)");
      }
      getLog().warn(message);
    }
  }
}
