package io.serbench.config;

import io.serbench.InvalidConfigurationException;
import io.serbench.files.OutputLayout;
import io.serbench.library.CodecJars;
import io.serbench.library.WorkerLibraries;
import io.serbench.result.Criteria;
import io.serbench.settings.GeneratorSettings;
import io.serbench.settings.JmhSettings;
import io.serbench.settings.Measurement;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Everything one serbench run needs, immutable and serializable to JSON so that it can be handed to
 * the worker JVM. Create it with {@link #builder()}, which checks each value as it is set; build
 * tools get one from their raw configuration through {@link io.serbench.config.RequestTranslator}.
 *
 * @param classes fully qualified model class names
 * @param packages packages whose concrete top-level classes are models, including subpackages
 * @param samples static factory methods, as {@code com.acme.Fixtures#bigOrder}
 * @param codecs codec patterns to run ({@code CodecPatterns}); empty means the default set, not
 *     every codec in the catalog
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
 * @param worker how the worker JVM itself runs: its time limit per call into a codec, and whether
 *     it verifies bytecode
 * @param messages which classes are timed, and the mix of messages the ranking stands for
 * @param codecJars the resolved jars of each versioned codec ({@code jackson-json@2.18.2}) that
 *     {@code codecs} names; empty without one
 * @param libraries the worker's libraries that the build tool moved to the version of a library
 *     family the project has (or could not), and serbench's own jars that the project's replaced
 * @param settings every setting's parsed value, read with {@link #get(Setting)}; the components
 *     above that group settings (criteria, measurement, ...) are made from the same values
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
    Baseline baseline,
    WorkerSettings worker,
    Messages messages,
    List<CodecJars> codecJars,
    WorkerLibraries libraries,
    SettingValues settings) {

  /**
   * An earlier results.json to compare with.
   *
   * @param file the baseline results.json
   * @param maxRegression the tolerated slowdown as a fraction, such as {@code 0.10}
   * @param pinned the codec the gate watches; the recommended one when {@code null}
   * @param failOnInconclusive whether a gate that could not test the watched codec (fewer than 3
   *     forks a side, or a figure whose forks mostly reached no steady state) fails the build
   */
  public record Baseline(
      String file, double maxRegression, String pinned, boolean failOnInconclusive) {}

  /**
   * A JSON fixture: a file read into a class.
   *
   * @param file the file, absolute or relative to the working directory
   * @param modelClass the class to read it into
   */
  public record Fixture(String file, String modelClass) {}

  /** The canonical constructor, for JSON; code uses {@link #builder()}. */
  public BenchmarkRequest {
    classes = List.copyOf(classes);
    packages = List.copyOf(packages);
    samples = List.copyOf(samples);
    codecs = List.copyOf(codecs);
    sourceDirectories = sourceDirectories == null ? List.of() : List.copyOf(sourceDirectories);
    generator = generator == null ? GeneratorSettings.DEFAULT : generator;
    sizes = sizes == null ? List.of() : List.copyOf(sizes);
    Builder.checkSizes(sizes);
    fixtures = fixtures == null ? List.of() : List.copyOf(fixtures);
    projectClasspath = List.copyOf(projectClasspath);
    workerClasspath = List.copyOf(workerClasspath);
    criteria = criteria == null ? Criteria.DEFAULT : criteria;
    measurement = measurement == null ? Measurement.DEFAULT : measurement;
    worker = worker == null ? WorkerSettings.DEFAULT : worker;
    messages = messages == null ? Messages.DEFAULT : messages;
    codecJars = codecJars == null ? List.of() : List.copyOf(codecJars);
    libraries = libraries == null ? WorkerLibraries.NONE : libraries;
    settings = settings == null ? SettingValues.DEFAULTS : settings;
  }

  /** A setting's value, as the user gave it or its default, such as {@code RunSettings.FRESH}. */
  public <T> T get(Setting<T> setting) {
    return settings.get(setting);
  }

  /**
   * A builder with every default: no model, the default set of codecs, the standard preset, no
   * constraints.
   */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder that starts from this request. */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /** The codec the team named as the one it uses now, or {@code null}. */
  public String currentCodec() {
    return criteria.current() == null ? null : criteria.current().codec();
  }

  /** Whether any model was configured at all. */
  public boolean hasModel() {
    return !classes.isEmpty() || !packages.isEmpty() || !samples.isEmpty() || !fixtures.isEmpty();
  }

  /** The files of this request's output directory. */
  public OutputLayout layout() {
    return OutputLayout.of(outputDirectory);
  }

  /**
   * Builds a {@link BenchmarkRequest}, checking every value as it is set (as JMH's {@code
   * OptionsBuilder} does), so that a bad value fails where it was given. Defaults live here and in
   * the value types ({@link GeneratorSettings#DEFAULT}, {@link Measurement#DEFAULT}, {@link
   * Criteria#DEFAULT}).
   */
  public static final class Builder {
    private List<String> classes = List.of();
    private List<String> packages = List.of();
    private List<String> samples = List.of();
    private List<String> codecs = List.of();
    private GeneratorSettings generator = GeneratorSettings.DEFAULT;
    private List<Integer> sizes = List.of();
    private List<Fixture> fixtures = List.of();
    private JmhSettings jmh;
    private String classesDirectory;
    private List<String> sourceDirectories = List.of();
    private String outputDirectory;
    private List<String> projectClasspath = List.of();
    private List<String> workerClasspath = List.of();
    private String javaExecutable;
    private Criteria criteria = Criteria.DEFAULT;
    private Measurement measurement = Measurement.DEFAULT;
    private Baseline baseline;
    private WorkerSettings worker = WorkerSettings.DEFAULT;
    private List<CodecJars> codecJars = List.of();
    private WorkerLibraries libraries = WorkerLibraries.NONE;
    private Messages messages = Messages.DEFAULT;
    private SettingValues settings = SettingValues.DEFAULTS;

    private Builder() {}

    private Builder(BenchmarkRequest r) {
      classes = r.classes;
      packages = r.packages;
      samples = r.samples;
      codecs = r.codecs;
      generator = r.generator;
      sizes = r.sizes;
      fixtures = r.fixtures;
      jmh = r.jmh;
      classesDirectory = r.classesDirectory;
      sourceDirectories = r.sourceDirectories;
      outputDirectory = r.outputDirectory;
      projectClasspath = r.projectClasspath;
      workerClasspath = r.workerClasspath;
      javaExecutable = r.javaExecutable;
      criteria = r.criteria;
      measurement = r.measurement;
      baseline = r.baseline;
      worker = r.worker;
      codecJars = r.codecJars;
      libraries = r.libraries;
      messages = r.messages;
      settings = r.settings;
    }

    /** Fully qualified model class names. */
    public Builder classes(List<String> value) {
      classes = names("classes", value);
      return this;
    }

    /** Packages of model classes. */
    public Builder packages(List<String> value) {
      packages = names("packages", value);
      return this;
    }

    /** Static factory methods, as {@code com.acme.Fixtures#bigOrder}. */
    public Builder samples(List<String> value) {
      samples = names("samples", value);
      return this;
    }

    /** Codec ids, globs and {@code !} exclusions; empty for every codec. */
    public Builder codecs(List<String> value) {
      codecs = names("codecs", value);
      return this;
    }

    public Builder generator(GeneratorSettings value) {
      generator = Objects.requireNonNull(value, "generator");
      return this;
    }

    /** Sizes of a scaling series, each zero or positive. */
    public Builder sizes(List<Integer> value) {
      checkSizes(value);
      sizes = List.copyOf(value);
      return this;
    }

    public Builder fixtures(List<Fixture> value) {
      fixtures = List.copyOf(value);
      return this;
    }

    /** Explicit JMH settings for a single pass; {@code null} plans from the measurement. */
    public Builder jmh(JmhSettings value) {
      jmh = value;
      return this;
    }

    public Builder classesDirectory(String value) {
      classesDirectory = value;
      return this;
    }

    public Builder sourceDirectories(List<String> value) {
      sourceDirectories = List.copyOf(value);
      return this;
    }

    public Builder outputDirectory(String value) {
      if (value == null || value.isBlank()) {
        throw new InvalidConfigurationException(
            "outputDirectory", String.valueOf(value), "set an <outputDirectory> to write to");
      }
      outputDirectory = value;
      return this;
    }

    /** The project's runtime classpath, classes directory first. */
    public Builder projectClasspath(List<String> value) {
      projectClasspath = List.copyOf(value);
      return this;
    }

    public Builder workerClasspath(List<String> value) {
      workerClasspath = List.copyOf(value);
      return this;
    }

    public Builder javaExecutable(String value) {
      javaExecutable = Objects.requireNonNull(value, "javaExecutable");
      return this;
    }

    public Builder criteria(Criteria value) {
      criteria = Objects.requireNonNull(value, "criteria");
      return this;
    }

    public Builder measurement(Measurement value) {
      measurement = Objects.requireNonNull(value, "measurement");
      return this;
    }

    /** An earlier run to compare with, or {@code null}. */
    public Builder baseline(Baseline value) {
      baseline = value;
      return this;
    }

    /** The resolved jars of the versioned codecs; none unless set. */
    public Builder codecJars(List<CodecJars> value) {
      codecJars = List.copyOf(value);
      return this;
    }

    /** How the worker's libraries meet the project's; {@link WorkerLibraries#NONE} unless set. */
    public Builder libraries(WorkerLibraries value) {
      libraries = Objects.requireNonNull(value, "libraries");
      return this;
    }

    /** How the worker JVM runs; {@link WorkerSettings#DEFAULT} unless set. */
    public Builder worker(WorkerSettings value) {
      worker = Objects.requireNonNull(value, "worker");
      return this;
    }

    /** Which classes are timed, and the mix; {@link Messages#DEFAULT} unless set. */
    public Builder messages(Messages value) {
      messages = Objects.requireNonNull(value, "messages");
      return this;
    }

    /** Every setting's value, as the translator parsed them; every default unless set. */
    public Builder settings(SettingValues value) {
      settings = Objects.requireNonNull(value, "settings");
      return this;
    }

    /**
     * The request; the output directory and the Java launcher are required, the classes directory
     * defaults to the first classpath entry.
     */
    public BenchmarkRequest build() {
      if (outputDirectory == null) {
        throw new IllegalStateException("a request needs an output directory");
      }
      if (javaExecutable == null) {
        throw new IllegalStateException("a request needs a Java launcher");
      }
      String classes0 =
          classesDirectory != null
              ? classesDirectory
              : projectClasspath.isEmpty() ? "." : projectClasspath.get(0);
      return new BenchmarkRequest(
          classes,
          packages,
          samples,
          codecs,
          generator,
          sizes,
          fixtures,
          jmh,
          classes0,
          sourceDirectories,
          outputDirectory,
          projectClasspath,
          workerClasspath,
          javaExecutable,
          criteria,
          measurement,
          baseline,
          worker,
          messages,
          codecJars,
          libraries,
          settings);
    }

    private static List<String> names(String element, List<String> value) {
      List<String> names = new ArrayList<>();
      for (String name : value) {
        if (name == null || name.isBlank()) {
          throw new InvalidConfigurationException(
              element, String.valueOf(name), "<" + element + "> has an empty entry; remove it");
        }
        names.add(name.trim());
      }
      return List.copyOf(names);
    }

    static void checkSizes(List<Integer> sizes) {
      for (Integer size : sizes) {
        if (size == null || size < 0) {
          throw new InvalidConfigurationException(
              "sizes", String.valueOf(size), "sizes must be zero or positive, but one was " + size);
        }
      }
    }
  }
}
