package io.serbench.maven.library;

import io.serbench.WorkerFailedException;
import io.serbench.library.AlignedLibrary;
import io.serbench.library.CodecJars;
import io.serbench.library.LibraryFamilies;
import io.serbench.library.WorkerLibraries;
import java.io.File;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
import org.eclipse.aether.resolution.ArtifactRequest;
import org.eclipse.aether.resolution.ArtifactResolutionException;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;

/**
 * Resolves the worker JVM's classpath: the {@code serbench-worker} POM (serbench-core, JMH and
 * every codec library) with Maven's resolver, so that codec libraries never enter Maven's class
 * realm. Libraries that the project already depends on are dropped, so the project's versions win,
 * and the modules of a library family whose core the project has (a Jackson dataformat beside the
 * project's jackson-databind) are resolved at the project's version ({@link LibraryFamilies}).
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
  public RepositorySystem repositorySystem() {
    return repositorySystem;
  }

  /**
   * The worker's classpath and the libraries on it that were moved to the project's version.
   *
   * @param classpath the jars, in resolution order
   * @param libraries each family module moved to the project's version (or left at serbench's when
   *     no repository had a matching one), and serbench's own jars that the project's replaced
   */
  public record WorkerJars(List<String> classpath, WorkerLibraries libraries) {}

  /**
   * The worker's jars, without the libraries the project brings itself.
   *
   * @param pluginDependencies the {@code <dependencies>} declared on the plugin in the POM, such as
   *     a jar with a custom codec; they join the worker classpath with their own dependencies
   */
  public WorkerJars resolve(
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
    List<AlignedLibrary> aligned;
    List<CodecJars.Jar> replaced = new ArrayList<>();
    try {
      Map<String, Artifact> own = addJars(session, workerRequest, seen, classpath);
      aligned = align(session, project, own, classpath);
      Set<String> moved = new HashSet<>(projectLibraries);
      aligned.stream().filter(AlignedLibrary::aligned).forEach(a -> moved.add(a.library()));
      own.forEach(
          (key, artifact) -> {
            if (moved.contains(key)) {
              replaced.add(
                  new CodecJars.Jar(
                      artifact.getGroupId(),
                      artifact.getArtifactId(),
                      artifact.getBaseVersion(),
                      artifact.getFile().getAbsolutePath()));
            }
          });
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
    return new WorkerJars(classpath, new WorkerLibraries(aligned, replaced));
  }

  /**
   * Moves the worker's family modules to the project's version of their core, in place on the
   * classpath; a module no repository has at a matching version stays at serbench's.
   */
  private List<AlignedLibrary> align(
      MavenSession session,
      MavenProject project,
      Map<String, Artifact> own,
      List<String> classpath) {
    Map<String, String> projectVersions = new LinkedHashMap<>();
    project
        .getArtifacts()
        .forEach(
            a -> projectVersions.put(a.getGroupId() + ":" + a.getArtifactId(), a.getBaseVersion()));
    Map<String, String> ownVersions = new LinkedHashMap<>();
    own.forEach((key, artifact) -> ownVersions.put(key, artifact.getBaseVersion()));
    List<AlignedLibrary> aligned = new ArrayList<>();
    for (LibraryFamilies.Wanted wanted : LibraryFamilies.toAlign(projectVersions, ownVersions)) {
      Artifact artifact = own.get(wanted.library());
      Optional<Artifact> resolved = Optional.empty();
      for (String version : wanted.candidates()) {
        try {
          resolved =
              Optional.of(
                  repositorySystem
                      .resolveArtifact(
                          session.getRepositorySession(),
                          new ArtifactRequest(
                              // a fresh artifact: one that still has a file counts as resolved
                              new DefaultArtifact(
                                  artifact.getGroupId(),
                                  artifact.getArtifactId(),
                                  artifact.getClassifier(),
                                  artifact.getExtension(),
                                  version),
                              project.getRemotePluginRepositories(),
                              null))
                      .getArtifact());
          break;
        } catch (ArtifactResolutionException e) {
          // no such version: try the next candidate
        }
      }
      resolved.ifPresent(
          r -> {
            int at = classpath.indexOf(artifact.getFile().getAbsolutePath());
            if (at >= 0) {
              classpath.set(at, r.getFile().getAbsolutePath());
            }
          });
      aligned.add(wanted.resolved(resolved.map(Artifact::getBaseVersion)));
    }
    return aligned;
  }

  /**
   * Adds the resolved jars whose {@code groupId:artifactId} is not in {@code seen} yet.
   *
   * @return every jar the request resolved, by {@code groupId:artifactId}, including those left out
   */
  private Map<String, Artifact> addJars(
      MavenSession session, CollectRequest request, Set<String> seen, List<String> classpath)
      throws DependencyResolutionException {
    Map<String, Artifact> all = new LinkedHashMap<>();
    List<ArtifactResult> results =
        repositorySystem
            .resolveDependencies(
                session.getRepositorySession(), new DependencyRequest(request, null))
            .getArtifactResults();
    for (ArtifactResult result : results) {
      Artifact artifact = result.getArtifact();
      File file = artifact.getFile();
      if (file != null && "jar".equals(artifact.getExtension())) {
        all.putIfAbsent(artifact.getGroupId() + ":" + artifact.getArtifactId(), artifact);
      }
      if (file != null
          && "jar".equals(artifact.getExtension())
          && seen.add(artifact.getGroupId() + ":" + artifact.getArtifactId())) {
        classpath.add(file.getAbsolutePath());
      }
    }
    return all;
  }
}
