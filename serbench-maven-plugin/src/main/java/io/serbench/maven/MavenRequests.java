package io.serbench.maven;

import io.serbench.config.ProjectFacts;
import io.serbench.config.RawConfiguration;
import io.serbench.maven.library.MavenWorkerClasspath;
import java.util.List;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.project.MavenProject;

/**
 * Reads the benchmark goal's parameters into a {@link RawConfiguration}, applying Maven's own
 * precedence: a user property ({@code -Dserbench.seed}) wins over the nested element ({@code
 * <generator><seed>}), which wins over core's default. Parsing and checking is core's {@link
 * io.serbench.config.RequestTranslator}'s job, shared with the command line.
 */
final class MavenRequests {
  private MavenRequests() {}

  static RawConfiguration raw(BenchmarkMojo mojo) {
    Generator generator = mojo.generator == null ? new Generator() : mojo.generator;
    RawConfiguration raw =
        mojo.model()
            .toRaw()
            .sizes(mojo.sizes)
            .mix(mojo.mix)
            .timeEveryClass(mojo.timeEveryClass)
            .seed(first(mojo.seed, generator.seed))
            .collectionSize(first(mojo.collectionSize, generator.collectionSize))
            .stringLength(first(mojo.stringLength, generator.stringLength))
            .alphabet(first(mojo.alphabet, generator.alphabet))
            .implementations(generator.implementations)
            .preset(mojo.preset)
            .roundTrip(mojo.roundTrip)
            .roundTripTimeout(mojo.roundTripTimeout)
            .verifyWorkerBytecode(mojo.verifyWorkerBytecode)
            .probeFailing(mojo.probeFailing)
            .probeAll(mojo.probeAll)
            .probeCache(mojo.probeCache)
            .fresh(mojo.fresh)
            .current(mojo.current)
            .coldStart(mojo.coldStart)
            .timeBudget(mojo.timeBudget)
            .threads(mojo.threads)
            .profilers(mojo.profilers)
            .jvmArgs(mojo.jvmArgs)
            .jvmArgsAppend(mojo.jvmArgsAppend)
            .forks(mojo.forks)
            .warmupIterations(mojo.warmupIterations)
            .warmupTime(mojo.warmupTime)
            .measurementIterations(mojo.measurementIterations)
            .measurementTime(mojo.measurementTime)
            .baseline(mojo.baseline == null ? null : mojo.baseline.getPath())
            .maxRegression(mojo.maxRegression)
            .pinned(mojo.pinned)
            .failOnInconclusive(mojo.failOnInconclusive)
            .outputDirectory(mojo.outputDirectory == null ? null : mojo.outputDirectory.getPath());
    return mojo.criteria().applyTo(raw);
  }

  /**
   * The report's {@code runIfMissing} run: the model and the criteria as the benchmark goal reads
   * them, the quick preset, written where the report reads.
   */
  static RawConfiguration report(ReportMojo mojo) {
    return mojo.criteria()
        .applyTo(mojo.model().toRaw())
        .quick(true)
        .outputDirectory(mojo.outputDirectory.getPath());
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

  private static <T> T first(T value, T fallback) {
    return value != null ? value : fallback;
  }
}
