package io.serbench.maven;

import io.serbench.config.ModelSettings;
import io.serbench.config.ProjectFacts;
import io.serbench.config.RawSettings;
import io.serbench.config.Setting;
import io.serbench.config.Settings;
import io.serbench.maven.library.MavenWorkerClasspath;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.project.MavenProject;

/**
 * Reads a goal's parameters into core's {@link RawSettings}, applying Maven's own precedence: a
 * user property ({@code -Dserbench.seed}) wins over the nested element ({@code <generator><seed>}),
 * which wins over core's default. The parameters themselves are generated from the settings'
 * declarations ({@code io.serbench.config.GoalParametersProcessor}); parsing and checking is core's
 * {@link io.serbench.config.RequestTranslator}'s job, shared with the command line.
 */
final class MavenRequests {
  private MavenRequests() {}

  /** The raw settings of a goal's parameters, by element, as its generated {@code parameters()}. */
  @SuppressWarnings("unchecked")
  static RawSettings raw(Map<String, Object> parameters) {
    RawSettings raw = new RawSettings();
    for (Setting<?> setting : Settings.ALL) {
      if (setting.hasParameter() && setting != ModelSettings.SAMPLES) {
        raw.put(setting, text(parameters.get(setting.element().orElseThrow())));
      }
    }
    samples((List<Sample>) parameters.get("samples"), raw);
    raw.nested(Setting.Holder.CONSTRAINTS, (Map<String, String>) parameters.get("constraints"));
    Generator generator = (Generator) parameters.get("generator");
    return raw.nested(Setting.Holder.GENERATOR, generator == null ? null : generator.values());
  }

  /** The {@code <sample>}s: factories, and fixtures as {@code FILE=CLASS}. */
  private static void samples(List<Sample> samples, RawSettings raw) {
    List<String> factories = new ArrayList<>();
    List<String> fixtures = new ArrayList<>();
    for (Sample sample : samples == null ? List.<Sample>of() : samples) {
      if (sample.file() != null) {
        fixtures.add(
            sample.file().getPath()
                + "="
                + (sample.modelClass() == null ? "" : sample.modelClass()));
      } else if (sample.factory() != null) {
        factories.add(sample.factory());
      }
    }
    raw.put(ModelSettings.SAMPLES, factories).put(ModelSettings.FIXTURES, fixtures);
  }

  private static Object text(Object value) {
    if (value instanceof File file) {
      return file.getPath();
    }
    return value instanceof Weights weights ? weights.text() : value;
  }

  /** What Maven knows about the project: its directories, classpath and the JDK running Maven. */
  static ProjectFacts facts(MavenProject project, List<String> workerClasspath)
      throws DependencyResolutionRequiredException {
    return facts(
        project,
        new MavenWorkerClasspath.WorkerJars(
            workerClasspath, io.serbench.library.WorkerLibraries.NONE),
        ProjectFacts.currentJava());
  }

  /** What Maven knows about the project, with the {@code java} the worker and forks run on. */
  static ProjectFacts facts(
      MavenProject project, MavenWorkerClasspath.WorkerJars worker, String java)
      throws DependencyResolutionRequiredException {
    return new ProjectFacts(
        project.getBasedir().toPath(),
        project.getBuild().getOutputDirectory(),
        project.getCompileSourceRoots(),
        project.getRuntimeClasspathElements(),
        worker.classpath(),
        java,
        worker.libraries());
  }
}
