package io.serbench.maven.library;

import io.serbench.config.BenchmarkRequest;
import io.serbench.host.HostPlan;
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
  private MavenCodecJars() {}

  /** The request with the jars of each versioned codec; the request itself when it names none. */
  public static BenchmarkRequest resolve(
      BenchmarkRequest request,
      RepositorySystem repositorySystem,
      MavenSession session,
      MavenProject project) {
    List<VersionedLibraries.Wanted> wanted = HostPlan.of(request).versioned();
    if (wanted.isEmpty()) {
      return request;
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
    return request.toBuilder().codecJars(resolved).build();
  }
}
