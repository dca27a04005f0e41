package io.serbench.maven;

import io.serbench.config.GoalParameters;
import io.serbench.config.ModelSettings;
import io.serbench.config.RawSettings;
import io.serbench.config.RunSettings;
import io.serbench.demo.DemoModel;
import io.serbench.maven.library.MavenWorkerClasspath;
import java.util.List;
import java.util.stream.Stream;
import javax.inject.Inject;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;
import org.apache.maven.toolchain.ToolchainManager;

/**
 * Verifies which codecs round-trip the project's model classes, measures the ones that do with JMH
 * in forked JVMs, and writes {@code results.json}, {@code jmh-result.json} and {@code index.html}
 * to the output directory. Its parameters, one per setting, are generated from the settings'
 * declarations into {@code BenchmarkParameters}.
 */
@Mojo(
    name = BenchmarkMojo.GOAL,
    requiresDependencyResolution = ResolutionScope.RUNTIME,
    threadSafe = true)
@GoalParameters(name = "BenchmarkParameters", superclass = "org.apache.maven.plugin.AbstractMojo")
public class BenchmarkMojo extends BenchmarkParameters {
  /** The goal's name. */
  public static final String GOAL = "benchmark";

  /** The project whose classes are measured (read-only). */
  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  MavenProject project;

  /** The build session, for the reactor and the repository session (read-only). */
  @Parameter(defaultValue = "${session}", readonly = true, required = true)
  MavenSession session;

  /** This plugin, for its version and its declared dependencies (read-only). */
  @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
  PluginDescriptor plugin;

  /** This execution, for the plugin's declared dependencies (read-only). */
  @Parameter(defaultValue = "${mojoExecution}", readonly = true, required = true)
  MojoExecution execution;

  private final MavenWorkerClasspath workerClasspath;
  private final ToolchainManager toolchains;

  @Inject
  public BenchmarkMojo(MavenWorkerClasspath workerClasspath, ToolchainManager toolchains) {
    this.workerClasspath = workerClasspath;
    this.toolchains = toolchains;
  }

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    RawSettings raw = MavenRequests.raw(parameters());
    if (raw.parsed(RunSettings.SKIP)) {
      getLog().info("serbench is skipped (serbench.skip)");
      return;
    }
    if ("pom".equals(project.getPackaging())) {
      getLog().info("serbench skips " + project.getArtifactId() + ": packaging pom has no classes");
      return;
    }
    boolean noModel = noModel(raw);
    if (noModel && raw.parsed(ModelSettings.DEMO)) {
      getLog().info(DemoModel.notice("-Dserbench.demo"));
      raw.put(ModelSettings.CLASSES, DemoModel.CLASSES)
          .put(ModelSettings.SAMPLES, List.of(DemoModel.SAMPLE));
      noModel = false;
    }
    if (noModel && session.getProjects().size() > 1) {
      // in a reactor, modules without models are normal; a lone project without one is an error
      getLog().info("serbench skips " + project.getArtifactId() + ": no model configured here");
      return;
    }
    new MavenLauncher(
            workerClasspath,
            toolchains,
            new MavenLauncher.Build(session, project, plugin, execution),
            getLog())
        .run(raw);
  }

  /** Whether no model class, package or sample is configured. */
  static boolean noModel(RawSettings raw) {
    return Stream.of(
            ModelSettings.CLASSES,
            ModelSettings.PACKAGES,
            ModelSettings.SAMPLES,
            ModelSettings.FIXTURES)
        .noneMatch(raw::has);
  }
}
