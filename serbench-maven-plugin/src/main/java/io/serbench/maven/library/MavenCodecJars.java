package io.serbench.maven.library;

import io.serbench.host.HostContext;
import io.serbench.library.CodecJars;
import io.serbench.library.VersionedLibraries;
import java.util.ArrayList;
import java.util.List;
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
 * Resolves the versioned codecs that {@code codecs} names ({@code jackson-json@2.18.2}): the
 * codec's library at that version and its setup's libraries at the same version, with their runtime
 * dependencies, from the project's repositories, for the worker to load in the codec's own class
 * loaders.
 */
public final class MavenCodecJars {
  private final RepositorySystem repositorySystem;
  private final MavenSession session;
  private final MavenProject project;

  /** Resolves from the project's repositories, in the build's repository session. */
  public MavenCodecJars(
      RepositorySystem repositorySystem, MavenSession session, MavenProject project) {
    this.repositorySystem = repositorySystem;
    this.session = session;
    this.project = project;
  }

  /**
   * The run with the jars of each versioned codec its plan names; the run itself when it names
   * none. The plan is the run's, made once: nothing here loads the catalog again.
   */
  public HostContext resolve(HostContext context) {
    List<VersionedLibraries.Wanted> wanted = context.plan().versioned();
    if (wanted.isEmpty()) {
      return context;
    }
    List<CodecJars> resolved = new ArrayList<>();
    for (VersionedLibraries.Wanted codec : wanted) {
      CollectRequest collect = new CollectRequest();
      collect.setRepositories(project.getRemoteProjectRepositories());
      for (String coordinates : codec.coordinates()) {
        collect.addDependency(new Dependency(new DefaultArtifact(coordinates), "runtime"));
      }
      try {
        List<CodecJars.Jar> jars = new ArrayList<>();
        for (ArtifactResult result :
            repositorySystem
                .resolveDependencies(
                    session.getRepositorySession(), new DependencyRequest(collect, null))
                .getArtifactResults()) {
          Artifact artifact = result.getArtifact();
          if (artifact.getFile() != null && "jar".equals(artifact.getExtension())) {
            jars.add(
                new CodecJars.Jar(
                    artifact.getGroupId(),
                    artifact.getArtifactId(),
                    artifact.getBaseVersion(),
                    artifact.getFile().getAbsolutePath()));
          }
        }
        resolved.add(new CodecJars(codec.codec(), jars));
      } catch (DependencyResolutionException e) {
        throw codec.unresolvable(session.isOffline());
      }
    }
    return context.withCodecJars(resolved);
  }
}
