package io.serbench.maven;

import io.serbench.WorkerFailedException;
import java.io.File;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.inject.Inject;
import javax.inject.Named;
import javax.inject.Singleton;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.project.MavenProject;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.artifact.Artifact;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;

/**
 * Resolves the worker JVM's classpath: the {@code serbench-worker} POM (serbench-core, JMH and
 * every codec library) with Maven's resolver, so that codec libraries never enter Maven's class
 * realm. Libraries that the project already depends on are dropped, so the project's versions win.
 */
@Named
@Singleton
public class MavenWorkerClasspath {
  static final String GROUP_ID = "io.serbench";
  static final String WORKER_ARTIFACT_ID = "serbench-worker";

  private final RepositorySystem repositorySystem;

  @Inject
  public MavenWorkerClasspath(RepositorySystem repositorySystem) {
    this.repositorySystem = repositorySystem;
  }

  /** The worker's jars, without the libraries the project brings itself. */
  public List<String> resolve(MavenSession session, MavenProject project, String version) {
    Set<String> projectLibraries = new HashSet<>();
    project
        .getArtifacts()
        .forEach(a -> projectLibraries.add(a.getGroupId() + ":" + a.getArtifactId()));
    Artifact worker = new DefaultArtifact(GROUP_ID, WORKER_ARTIFACT_ID, "pom", version);
    CollectRequest collect =
        new CollectRequest(
            new Dependency(worker, "runtime"), project.getRemotePluginRepositories());
    List<String> classpath = new ArrayList<>();
    try {
      List<ArtifactResult> results =
          repositorySystem
              .resolveDependencies(
                  session.getRepositorySession(), new DependencyRequest(collect, null))
              .getArtifactResults();
      for (ArtifactResult result : results) {
        Artifact artifact = result.getArtifact();
        File file = artifact.getFile();
        if (file == null
            || !"jar".equals(artifact.getExtension())
            || projectLibraries.contains(artifact.getGroupId() + ":" + artifact.getArtifactId())) {
          continue;
        }
        classpath.add(file.getAbsolutePath());
      }
    } catch (DependencyResolutionException e) {
      throw new WorkerFailedException(
          "cannot resolve serbench's worker classpath ("
              + worker
              + "): "
              + e.getMessage()
              + "; check that Maven can reach a repository with it",
          null);
    }
    return classpath;
  }
}
