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

  /** The resolver, which also resolves the versioned codecs' libraries ({@link MavenCodecJars}). */
  RepositorySystem repositorySystem() {
    return repositorySystem;
  }

  /**
   * The worker's jars, without the libraries the project brings itself.
   *
   * @param pluginDependencies the {@code <dependencies>} declared on the plugin in the POM, such as
   *     a jar with a custom codec; they join the worker classpath with their own dependencies
   */
  public List<String> resolve(
      MavenSession session,
      MavenProject project,
      String version,
      List<org.apache.maven.model.Dependency> pluginDependencies) {
    Set<String> projectLibraries = new HashSet<>();
    project
        .getArtifacts()
        .forEach(a -> projectLibraries.add(a.getGroupId() + ":" + a.getArtifactId()));
    Artifact worker = new DefaultArtifact(GROUP_ID, WORKER_ARTIFACT_ID, "pom", version);
    // the worker POM is the root, so its dependencyManagement settles the codec libraries'
    // conflicts
    CollectRequest workerRequest =
        new CollectRequest(
            new Dependency(worker, "runtime"), project.getRemotePluginRepositories());
    CollectRequest extraRequest = new CollectRequest();
    extraRequest.setRepositories(project.getRemotePluginRepositories());
    for (org.apache.maven.model.Dependency extra : pluginDependencies) {
      extraRequest.addDependency(
          new Dependency(
              new DefaultArtifact(
                  extra.getGroupId(),
                  extra.getArtifactId(),
                  extra.getClassifier(),
                  "jar",
                  extra.getVersion()),
              "runtime"));
    }
    Set<String> seen = new HashSet<>(projectLibraries);
    List<String> classpath = new ArrayList<>();
    try {
      addJars(session, workerRequest, seen, classpath);
      if (!pluginDependencies.isEmpty()) {
        addJars(session, extraRequest, seen, classpath);
      }
    } catch (DependencyResolutionException e) {
      throw new WorkerFailedException(
          "cannot resolve serbench's worker classpath ("
              + worker
              + " and the plugin's <dependencies>): "
              + e.getMessage()
              + "; check that Maven can reach a repository with them",
          null);
    }
    return classpath;
  }

  /** Adds the resolved jars whose {@code groupId:artifactId} is not in {@code seen} yet. */
  private void addJars(
      MavenSession session, CollectRequest request, Set<String> seen, List<String> classpath)
      throws DependencyResolutionException {
    List<ArtifactResult> results =
        repositorySystem
            .resolveDependencies(
                session.getRepositorySession(), new DependencyRequest(request, null))
            .getArtifactResults();
    for (ArtifactResult result : results) {
      Artifact artifact = result.getArtifact();
      File file = artifact.getFile();
      if (file != null
          && "jar".equals(artifact.getExtension())
          && seen.add(artifact.getGroupId() + ":" + artifact.getArtifactId())) {
        classpath.add(file.getAbsolutePath());
      }
    }
  }
}
