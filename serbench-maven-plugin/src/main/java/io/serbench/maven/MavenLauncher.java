package io.serbench.maven;

import io.serbench.BenchmarkListener;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.MeasureSettings;
import io.serbench.config.PickSettings;
import io.serbench.config.RawSettings;
import io.serbench.config.RequestTranslator;
import io.serbench.host.HostContext;
import io.serbench.host.Launcher;
import io.serbench.host.RunOutcome;
import io.serbench.maven.library.MavenCodecJars;
import io.serbench.maven.library.MavenWorkerClasspath;
import java.util.List;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.project.MavenProject;
import org.apache.maven.toolchain.ToolchainManager;

/**
 * How both goals launch a run: resolve the worker classpath and the JDKs, translate the raw
 * configuration with core's translator, run through core's {@link Launcher}, log the summary, and
 * turn a failed gate into a build failure worded for the POM.
 */
final class MavenLauncher {
  /**
   * JMH holds a machine-wide lock and parallel runs would disturb each other's numbers, so in a
   * parallel build ({@code mvn -T}) the modules' benchmarks take turns.
   */
  private static final Object ONE_BENCHMARK_AT_A_TIME = new Object();

  private final MavenWorkerClasspath workerClasspath;
  private final ToolchainManager toolchains;
  private final MavenSession session;
  private final MavenProject project;
  private final PluginDescriptor plugin;
  private final MojoExecution execution;
  private final Log log;

  /**
   * The Maven build a goal runs in, as the goal's injected parameters give it.
   *
   * @param session the build session, for the reactor, the toolchains and the repository session
   * @param project the project whose classes are measured
   * @param plugin this plugin, for its version and its declared dependencies
   * @param execution this execution, for the plugin's declared dependencies
   */
  record Build(
      MavenSession session,
      MavenProject project,
      PluginDescriptor plugin,
      MojoExecution execution) {}

  MavenLauncher(
      MavenWorkerClasspath workerClasspath, ToolchainManager toolchains, Build build, Log log) {
    this.workerClasspath = workerClasspath;
    this.toolchains = toolchains;
    this.session = build.session();
    this.project = build.project();
    this.plugin = build.plugin();
    this.execution = build.execution();
    this.log = log;
  }

  /**
   * Runs the configuration; every error comes out as a Maven failure through {@link
   * MavenExceptions}, and a failed gate as a {@link MojoFailureException}.
   */
  RunOutcome run(RawSettings raw)
      throws org.apache.maven.plugin.MojoExecutionException, MojoFailureException {
    synchronized (ONE_BENCHMARK_AT_A_TIME) {
      RunOutcome outcome;
      try {
        BenchmarkRequest request =
            RequestTranslator.translate(
                raw,
                MavenRequests.facts(
                    project,
                    workerClasspath.resolve(
                        session, project, plugin.getVersion(), pluginDependencies()),
                    projectJava()));
        List<String> homes =
            JdkToolchains.homes(
                raw.parsed(MeasureSettings.JVMS),
                requirements -> toolchains.getToolchains(session, "jdk", requirements),
                log::info);
        outcome =
            launch(
                HostContext.of(request, homes),
                new MavenCodecJars(workerClasspath.repositorySystem(), session, project),
                new MavenListener(log));
      } catch (Exception | LinkageError e) {
        MavenExceptions.rethrow(e);
        throw new IllegalStateException(e);
      }
      outcome.summary().forEach(log::info);
      log.info("Report: " + outcome.report());
      if (outcome.failure().isPresent()) {
        throw MavenExceptions.gate(outcome.failure().get());
      }
      return outcome;
    }
  }

  /**
   * The run from its context on: the versioned codecs' jars resolved from the context's plan, then
   * core's launcher with the same plan, so that a Maven run loads the catalog once.
   */
  static RunOutcome launch(HostContext context, MavenCodecJars jars, BenchmarkListener listener) {
    HostContext resolved = jars.resolve(context);
    return Launcher.run(
        resolved, resolved.request().get(PickSettings.FAIL_ON_NO_RECOMMENDATION), listener);
  }

  /**
   * The {@code java} of the project's JDK, as Surefire chooses it: the toolchain that
   * maven-toolchains-plugin selected for the build, else the JDK that runs Maven. A log line says
   * which; the report's environment shows its version.
   */
  private String projectJava() {
    org.apache.maven.toolchain.Toolchain toolchain =
        toolchains.getToolchainFromBuildContext("jdk", session);
    if (toolchain != null) {
      String java = toolchain.findTool("java");
      if (java != null) {
        log.info("Worker and JMH forks run on the project's toolchain JDK: " + java);
        return java;
      }
      log.warn(
          "the project's JDK toolchain "
              + toolchain
              + " has no java launcher; using the JDK that runs Maven");
    }
    String java = io.serbench.config.ProjectFacts.currentJava();
    log.info("Worker and JMH forks run on the JDK that runs Maven: " + java);
    return java;
  }

  /** The {@code <dependencies>} declared on this plugin in the POM, such as custom codec jars. */
  private List<org.apache.maven.model.Dependency> pluginDependencies() {
    var declared = project.getBuild().getPluginsAsMap().get(plugin.getPluginLookupKey());
    List<org.apache.maven.model.Dependency> dependencies =
        declared != null ? declared.getDependencies() : execution.getPlugin().getDependencies();
    dependencies.forEach(d -> log.debug("codec dependency of the plugin: " + d));
    return dependencies;
  }
}
