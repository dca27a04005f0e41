package io.serbench;

import io.serbench.recommend.Criteria;
import java.util.List;

/**
 * Everything one serbench run needs, immutable and serializable to JSON so that it can be handed to
 * the worker JVM. Build tools create it from their own configuration.
 *
 * @param classes fully qualified model class names
 * @param packages packages whose concrete top-level classes are models, including subpackages
 * @param samples static factory methods, as {@code com.acme.Fixtures#bigOrder}
 * @param codecs codec ids to run; empty means every codec in the catalog
 * @param generator how generated samples are filled
 * @param sizes sizes for a scaling series: each size-taking factory and each generated sample is
 *     built once per size; empty for no series
 * @param fixtures JSON fixture files, each read into a model class
 * @param jmh explicit JMH settings for a single pass, or {@code null} to plan the measurement from
 *     {@code measurement}
 * @param classesDirectory the project's compiled classes, scanned for {@code packages}
 * @param sourceDirectories the project's source roots, to recognise classes not compiled yet
 * @param outputDirectory where results, sources and the report are written
 * @param projectClasspath the project's runtime classpath, classes directory first
 * @param workerClasspath serbench-core, JMH and the codec libraries
 * @param javaExecutable the {@code java} launcher for the worker and the JMH forks
 * @param criteria constraints and objective of the recommendation
 * @param measurement preset or time budget, threads and profilers
 * @param baseline an earlier run to compare with, or {@code null}
 */
public record BenchmarkRequest(
    List<String> classes,
    List<String> packages,
    List<String> samples,
    List<String> codecs,
    GeneratorSettings generator,
    List<Integer> sizes,
    List<Fixture> fixtures,
    JmhSettings jmh,
    String classesDirectory,
    List<String> sourceDirectories,
    String outputDirectory,
    List<String> projectClasspath,
    List<String> workerClasspath,
    String javaExecutable,
    Criteria criteria,
    Measurement measurement,
    Baseline baseline) {

  /**
   * An earlier results.json to compare with.
   *
   * @param file the baseline results.json
   * @param maxRegression the tolerated slowdown as a fraction, such as {@code 0.10}
   * @param pinned the codec the gate watches; the recommended one when {@code null}
   */
  public record Baseline(String file, double maxRegression, String pinned) {}

  /** The generator's default seed. */
  public static final long DEFAULT_SEED = GeneratorSettings.DEFAULT_SEED;

  /**
   * A JSON fixture: a file read into a class.
   *
   * @param file the file, absolute or relative to the working directory
   * @param modelClass the class to read it into
   */
  public record Fixture(String file, String modelClass) {}

  /** The default output directory, relative to the build directory. */
  public static final String DEFAULT_OUTPUT_SUBDIRECTORY = "serbench";

  public BenchmarkRequest {
    classes = List.copyOf(classes);
    packages = List.copyOf(packages);
    samples = List.copyOf(samples);
    codecs = List.copyOf(codecs);
    sourceDirectories = sourceDirectories == null ? List.of() : List.copyOf(sourceDirectories);
    generator = generator == null ? GeneratorSettings.DEFAULT : generator;
    sizes = sizes == null ? List.of() : List.copyOf(sizes);
    fixtures = fixtures == null ? List.of() : List.copyOf(fixtures);
    for (Integer size : sizes) {
      if (size == null || size < 0) {
        throw new InvalidConfigurationException(
            "sizes", String.valueOf(size), "sizes must be zero or positive, but one was " + size);
      }
    }
    projectClasspath = List.copyOf(projectClasspath);
    workerClasspath = List.copyOf(workerClasspath);
    criteria = criteria == null ? Criteria.DEFAULT : criteria;
    measurement = measurement == null ? Measurement.DEFAULT : measurement;
  }

  /** A request with the default criteria: no constraints, balanced objective. */
  public BenchmarkRequest(
      List<String> classes,
      List<String> packages,
      List<String> samples,
      List<String> codecs,
      GeneratorSettings generator,
      List<Integer> sizes,
      List<Fixture> fixtures,
      JmhSettings jmh,
      String classesDirectory,
      List<String> sourceDirectories,
      String outputDirectory,
      List<String> projectClasspath,
      List<String> workerClasspath,
      String javaExecutable) {
    this(
        classes,
        packages,
        samples,
        codecs,
        generator,
        sizes,
        fixtures,
        jmh,
        classesDirectory,
        sourceDirectories,
        outputDirectory,
        projectClasspath,
        workerClasspath,
        javaExecutable,
        null,
        null,
        null);
  }

  /** The same request with other criteria. */
  public BenchmarkRequest withCriteria(Criteria value) {
    return copy(outputDirectory, javaExecutable, value, measurement, baseline);
  }

  /** The same request run by another JDK into another output directory. */
  public BenchmarkRequest onJdk(String output, String java) {
    return copy(output, java, criteria, measurement, baseline);
  }

  /** The same request with other measurement settings and baseline. */
  public BenchmarkRequest withMeasurement(Measurement value, Baseline comparedWith) {
    return copy(outputDirectory, javaExecutable, criteria, value, comparedWith);
  }

  /** Whether any model was configured at all. */
  public boolean hasModel() {
    return !classes.isEmpty() || !packages.isEmpty() || !samples.isEmpty() || !fixtures.isEmpty();
  }

  private BenchmarkRequest copy(
      String output,
      String java,
      Criteria newCriteria,
      Measurement newMeasurement,
      Baseline newBaseline) {
    return new BenchmarkRequest(
        classes,
        packages,
        samples,
        codecs,
        generator,
        sizes,
        fixtures,
        jmh,
        classesDirectory,
        sourceDirectories,
        output,
        projectClasspath,
        workerClasspath,
        java,
        newCriteria,
        newMeasurement,
        newBaseline);
  }
}
