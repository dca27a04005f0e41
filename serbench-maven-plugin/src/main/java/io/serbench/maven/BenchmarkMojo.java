package io.serbench.maven;

import io.serbench.config.BenchmarkRequest;
import io.serbench.demo.DemoModel;
import io.serbench.maven.library.MavenWorkerClasspath;
import io.serbench.settings.Defaults;
import java.io.File;
import java.util.List;
import javax.inject.Inject;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;
import org.apache.maven.toolchain.ToolchainManager;

/**
 * Verifies which codecs round-trip the project's model classes, measures the ones that do with JMH
 * in forked JVMs, and writes {@code results.json}, {@code jmh-result.json} and {@code index.html}
 * to the output directory.
 */
@Mojo(
    name = BenchmarkMojo.GOAL,
    requiresDependencyResolution = ResolutionScope.RUNTIME,
    threadSafe = true)
public class BenchmarkMojo extends AbstractMojo {
  /** The goal's name. */
  public static final String GOAL = "benchmark";

  /** Fully qualified model class names; each gets a generated sample unless a factory makes one. */
  @Parameter(property = "serbench.classes")
  List<String> classes = List.of();

  /** Packages whose concrete top-level classes are models, subpackages included. */
  @Parameter(property = "serbench.packages")
  List<String> packages = List.of();

  /**
   * The traffic the ranking stands for: the weight of each message, as {@code name=weight} entries,
   * where the name is a class (fully qualified or simple), a factory reference or a fixture: {@code
   * <mix><message>com.acme.Order=3</message><message>com.acme.Refund=1</message> </mix>}, or {@code
   * -Dserbench.mix=com.acme.Order=3,com.acme.Refund=1}. Messages left out are verified and probed
   * but not in the mix; a class that is otherwise a part becomes a message when the mix names it.
   * Default: equal weights over every message.
   */
  @Parameter(property = "serbench.mix")
  List<String> mix = List.of();

  /**
   * Times every model class as a sample of its own, the parts inside other classes too, with every
   * codec, as well as the mix. Off by default: a part is covered by its messages' round trips and
   * probes, and the cost of per-class figures grows with the number of classes. With a {@code
   * timeBudget} too small for them, the mix is measured alone.
   */
  @Parameter(property = "serbench.timeEveryClass", defaultValue = "false")
  boolean timeEveryClass;

  /**
   * Samples: static factory methods as {@code <sample>com.acme.Fixtures#bigOrder</sample>} (no
   * parameters, or one {@code int} size for a scaling series), or JSON fixtures as {@code
   * <sample><file>src/test/resources/order.json</file><class>com.acme.Order</class></sample>}. From
   * the command line, comma-separated factory references.
   */
  @Parameter(property = "serbench.samples")
  List<Sample> samples = List.of();

  /**
   * Sizes of a scaling series, such as {@code 0,10,100,1000}: every factory that takes an int is
   * called once per size, and every generated sample is built once per size with that many elements
   * per collection.
   */
  @Parameter(property = "serbench.sizes")
  List<String> sizes = List.of();

  /** How generated samples are filled: seed, collectionSize, stringLength, alphabet. */
  @Parameter Generator generator;

  /** Elements per generated collection; overrides {@code <generator><collectionSize>}. */
  @Parameter(property = "serbench.collectionSize")
  Integer collectionSize;

  /** Characters per generated string; overrides {@code <generator><stringLength>}. */
  @Parameter(property = "serbench.stringLength")
  Integer stringLength;

  /** ASCII, LATIN1 or UNICODE; overrides {@code <generator><alphabet>}. */
  @Parameter(property = "serbench.alphabet")
  String alphabet;

  /**
   * Codecs to run: ids, globs, {@code !} exclusions and the groups {@code default} and {@code all},
   * such as {@code kryo*,!kryo-flat} or {@code default,jackson-xml}; the default set (the best
   * setup of each library family) when empty. Codecs contributed through the {@code
   * io.serbench.codec.CodecProvider} SPI, in a jar on the project's classpath or under this
   * plugin's {@code <dependencies>}, are included.
   */
  @Parameter(property = "serbench.codecs")
  List<String> codecs = List.of();

  /**
   * Seed of the sample generator; the same seed gives the same samples and sizes. Overrides {@code
   * <generator><seed>}; the default is 42.
   */
  @Parameter(property = "serbench.seed")
  Long seed;

  /**
   * Also measures serialize-then-deserialize as a benchmark of its own. Off by default: the
   * ranking, the gates and the CSV use serialize and deserialize, and the round trip would cost a
   * third of the forks.
   */
  @Parameter(property = "serbench.roundTrip", defaultValue = "false")
  boolean roundTrip;

  /**
   * How long one call into a codec may take during verification and the probes, in whole seconds,
   * before it is reported as hanging and the other codecs go on.
   */
  @Parameter(
      property = "serbench.roundTripTimeout",
      defaultValue = "" + Defaults.ROUND_TRIP_TIMEOUT_SECONDS)
  String roundTripTimeout;

  /**
   * Keeps bytecode verification on in the worker JVM. It is off by default, since the worker
   * measures nothing and loads every codec library again in each isolated class loader; JMH's forks
   * always verify.
   */
  @Parameter(property = "serbench.verifyWorkerBytecode", defaultValue = "false")
  boolean verifyWorkerBytecode;

  /**
   * The codec the team uses now, by id, such as {@code jackson-json}, or the project's own
   * instance, {@code jackson-json=com.acme.Json#mapper} (a static factory or a public static
   * field): it is measured with the others, and the answer gives the switch from it to the pick
   * (time and size with their intervals, the capabilities gained and lost, the messages it cannot
   * carry). When it is not set, serbench guesses, and says so: the model's own binding (generated
   * messages, Jackson's or Gson's annotations), else the project's configured instances when they
   * are all of one library, else the one serializer library of the run's codecs on the classpath;
   * where exactly one instance the project hands out is of that library, the guess is that
   * instance.
   */
  @Parameter(property = "serbench.current")
  String current;

  /**
   * Where capability verdicts are kept between runs, so that a run on an unchanged model probes
   * nothing again: a verdict is reused while its codec and library version, serbench, the JDK, the
   * JVM flags, the sample and the bytecode of every class its model reaches are unchanged. Default:
   * {@code probe-cache} in the output directory; a CI job points it at a directory it caches.
   */
  @Parameter(property = "serbench.probeCache")
  String probeCache;

  /** Ignores the kept capability verdicts and probes everything again (and keeps what it finds). */
  @Parameter(property = "serbench.fresh", defaultValue = "false")
  boolean fresh;

  /**
   * Probes the capabilities of codecs on the models whose samples they do not round-trip, too. Off
   * by default: such a codec cannot be recommended for that model, so its capabilities there are
   * reported as not tested, with the reason, and the probes' time goes to the codecs that can be
   * chosen.
   */
  @Parameter(property = "serbench.probeFailing", defaultValue = "false")
  boolean probeFailing;

  /**
   * Probes every codec for every capability. Off by default: the capabilities named as constraints
   * are probed for every codec, the others only for the codecs the answer names (the pick, the
   * runner-up, the current codec, and the best codec that has each capability the pick lacks), and
   * the report shows the rest as not probed. On in the {@code thorough} preset.
   */
  @Parameter(property = "serbench.probeAll", defaultValue = "false")
  boolean probeAll;

  /**
   * The cold-start pass: the first encode and the first decode in a fresh JVM, codec creation
   * included, with JMH's SingleShotTime mode and one shot per fork. {@code true} (5 forks), {@code
   * false}, or a number of forks (at least 2). Default: unset, which is on (5 forks) in the {@code
   * thorough} preset and off in the others. With a {@code timeBudget} it takes at most a quarter of
   * the budget.
   */
  @Parameter(property = "serbench.coldStart")
  String coldStart;

  /**
   * Measurement preset: {@code quick}, {@code standard} (rounds of one fork of 25 x 100 ms
   * iterations per benchmark, in a shuffled order; after two rounds the codecs that cannot win
   * leave, and the rest get up to six) or {@code thorough}. See the methodology page for the exact
   * settings.
   */
  @Parameter(property = "serbench.preset", defaultValue = Defaults.PRESET)
  String preset = Defaults.PRESET;

  /**
   * Wall-time budget of the whole run, as {@code 90s}, {@code 5m} or ISO-8601 {@code PT3M}: a limit
   * on the race: serbench fits two rounds into it (shortening the forks if it must), runs rounds
   * while the next fits, prints the plan before it starts, and the report says at what confidence
   * the race stopped. Overrides the preset's limits.
   */
  @Parameter(property = "serbench.timeBudget")
  String timeBudget;

  /**
   * Benchmark threads per fork. Each thread uses its own codec instance, the pooling or ThreadLocal
   * pattern that Kryo and FST need in production. {@code 4v} runs them as virtual threads (JMH's
   * {@code jmh.executor=VIRTUAL}; Java 21 or later).
   */
  @Parameter(property = "serbench.threads", defaultValue = "" + Defaults.THREADS)
  String threads = "" + Defaults.THREADS;

  /**
   * JMH profilers, comma-separated: {@code gc} for allocated bytes per operation, {@code jfr} for a
   * Java Flight Recording of every benchmark ({@code profiles/}), {@code async} for async-profiler
   * flame graphs where its library is installed ({@code ASYNC_PROFILER_HOME}), else a warning and
   * the run goes on. They run inside the measured forks, so their overhead is in the figures.
   * Default: none.
   */
  @Parameter(property = "serbench.profilers")
  List<String> profilers = List.of();

  /**
   * JVM options of the measured JVMs (the JMH forks and the verification worker), separated by
   * spaces, such as {@code -Xms4g -Xmx4g -XX:+UseZGC}: measure under your production GC and heap.
   * They replace the defaults ({@code -Xms1g -Xmx1g -XX:+UseG1GC -XX:+AlwaysPreTouch}, the heap
   * sized to the model between 256 MB and 1 GB); the codecs' own flags (FST's {@code --add-opens})
   * are always added.
   */
  @Parameter(property = "serbench.jvmArgs")
  String jvmArgs;

  /**
   * JVM options added after the defaults and the codecs' flags, separated by spaces, such as {@code
   * --enable-preview} or an {@code --add-opens} your model needs.
   */
  @Parameter(property = "serbench.jvmArgsAppend")
  String jvmArgsAppend;

  /**
   * JMH forks per benchmark. Setting this or any of the four parameters below overrides the preset,
   * {@code quick} and the time budget's plan: {@code forks} rounds of one fork per benchmark with
   * exactly these settings, no race (defaults: the standard preset's fork, 15 x 100 ms warm-up and
   * 25 x 100 ms measured, in 1 round).
   */
  @Parameter(property = "serbench.forks")
  Integer forks;

  /** JMH warmup iterations per fork (explicit settings). */
  @Parameter(property = "serbench.warmupIterations")
  Integer warmupIterations;

  /** Length of one warmup iteration in milliseconds (explicit settings). */
  @Parameter(property = "serbench.warmupTime")
  Long warmupTime;

  /** JMH measurement iterations per fork (explicit settings). */
  @Parameter(property = "serbench.measurementIterations")
  Integer measurementIterations;

  /** Length of one measurement iteration in milliseconds (explicit settings). */
  @Parameter(property = "serbench.measurementTime")
  Long measurementTime;

  /**
   * A results.json from an earlier run to compare with; with {@code maxRegression}, the build fails
   * when the recommended (or pinned) codec got slower beyond the threshold and the noise, or when a
   * codec that passed then fails its round trip now.
   */
  @Parameter(property = "serbench.baseline")
  File baseline;

  /** Tolerated slowdown against the baseline, such as {@code 10%}. */
  @Parameter(property = "serbench.maxRegression", defaultValue = Defaults.MAX_REGRESSION)
  String maxRegression = Defaults.MAX_REGRESSION;

  /**
   * JDK homes to run the benchmark and the probes on, one after the other, such as {@code
   * <jvms><jvm>/usr/lib/jvm/java-17-openjdk-amd64</jvm><jvm>/usr/lib/jvm/temurin-25-jdk-amd64</jvm></jvms>}.
   * Each JDK's results go to {@code jdk-N/} in the output directory, with {@code jdks.html}
   * comparing them side by side; the first JDK's results are also the output directory's own.
   * Instead of a home, {@code toolchain:25} (or {@code toolchain:version=25;vendor=temurin}) picks
   * the first matching JDK toolchain of {@code ~/.m2/toolchains.xml} (or {@code -t file}). Empty:
   * one run on the project's JDK, as Surefire chooses it: the JDK toolchain that
   * maven-toolchains-plugin selected for the build, else the JDK that runs Maven. On the command
   * line, separate entries with commas.
   */
  @Parameter(property = "serbench.jvms")
  List<String> jvms = List.of();

  /** The codec the baseline gate watches; the recommended one when not set. */
  @Parameter(property = "serbench.pinned")
  String pinned;

  /**
   * Fails the build when the baseline gate could not test the watched codec: fewer than 3 forks on
   * a side (the quick preset, or a time budget that stopped early), or a figure whose forks mostly
   * reached no steady state in either run. By default such a gate is reported as INCONCLUSIVE and
   * the build goes on.
   */
  @Parameter(property = "serbench.failOnInconclusive", defaultValue = "false")
  boolean failOnInconclusive;

  /**
   * Capabilities the recommended codec must have, as measured on the project's classes: {@code
   * <graph>true</graph>}, {@code <crossLanguage>true</crossLanguage>}, {@code
   * <versioning>full</versioning>} (none, backward, forward, full), {@code
   * <versioningChanges>append</versioningChanges>} (fields, the default, append or renames) and
   * {@code <untrustedInput>true</untrustedInput>}. Each can also be given as a user property, which
   * wins.
   */
  @Parameter Constraints constraints;

  /** Graph constraint as a user property; overrides {@code <constraints><graph>}. */
  @Parameter(property = "serbench.graph")
  String graph;

  /** Cross-language constraint as a user property; overrides {@code <constraints>}. */
  @Parameter(property = "serbench.crossLanguage")
  String crossLanguage;

  /** Versioning constraint as a user property: none, backward, forward or full. */
  @Parameter(property = "serbench.versioning")
  String versioning;

  /**
   * Which schema changes the versioning constraint requires to survive, as a user property: {@code
   * fields} (the default: fields added and removed anywhere in a class), {@code append} (added and
   * removed at the end only) or {@code renames} (fields added, removed and renamed anywhere).
   * Overrides {@code <constraints><versioningChanges>}.
   */
  @Parameter(property = "serbench.versioningChanges")
  String versioningChanges;

  /** Untrusted-input constraint as a user property; overrides {@code <constraints>}. */
  @Parameter(property = "serbench.untrustedInput")
  String untrustedInput;

  /**
   * Next-JDK constraint as a user property ({@code -Dserbench.nextJdk=true}): the messages must
   * round-trip with {@code sun.misc.Unsafe} denied on a JDK 24+; overrides {@code <constraints>}.
   */
  @Parameter(property = "serbench.nextJdk")
  String nextJdk;

  /**
   * What ranks the eligible codecs: {@code speed}, {@code size}, {@code balanced} or {@code
   * coldStart} (codec creation, first encode and first decode; needs {@code coldStart}).
   */
  @Parameter(property = "serbench.objective", defaultValue = Defaults.OBJECTIVE)
  String objective = Defaults.OBJECTIVE;

  /**
   * Relative weights of serialize time, deserialize time, size and the cold start, overriding the
   * objective's: {@code
   * <weights><serialize>1</serialize><deserialize>2</deserialize><size>0</size></weights>}, with
   * {@code <coldStart>} optional and the objective's weight for any left out, or as a list, {@code
   * <weights>1,2,0</weights>} or {@code -Dserbench.weights=1,2,0} ({@code 1,2,0,1} with the cold
   * start). As for every parameter, {@code <weights>} in the POM wins over the user property.
   */
  @Parameter(property = "serbench.weights")
  Weights weights;

  /**
   * Fails the build when no codec meets the constraints; by default the report explains which
   * constraint eliminated the last candidates and the build goes on.
   */
  @Parameter(property = "serbench.failOnNoRecommendation", defaultValue = "false")
  boolean failOnNoRecommendation;

  /** Where results.json, jmh-result.json, index.html and the JMH sources go. */
  @Parameter(
      property = "serbench.outputDirectory",
      defaultValue = "${project.build.directory}/" + BenchmarkRequest.DEFAULT_OUTPUT_SUBDIRECTORY)
  File outputDirectory;

  /**
   * Runs on serbench's bundled demo model (an order with BigDecimal money, a record and a category
   * tree with parent links) when no model is configured: a way to see a report before pointing
   * serbench at your own classes. Ignored when a model is configured.
   */
  @Parameter(property = "serbench.demo", defaultValue = "false")
  boolean demo;

  /**
   * Skips the benchmark: nothing is verified, measured or written, and an info line says so. The
   * same property skips the {@code compare}, {@code aggregate} and {@code report} goals.
   */
  @Parameter(property = "serbench.skip", defaultValue = "false")
  boolean skip;

  /** The project whose classes are measured (read-only). */
  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  MavenProject project;

  /** The build session, for the reactor and the repository session (read-only). */
  @Parameter(defaultValue = "${session}", readonly = true, required = true)
  MavenSession session;

  /** This plugin, for its version and its declared dependencies (read-only). */
  @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
  PluginDescriptor plugin;

  /** This execution, for the plugin's declared dependencies (read-only). */
  @Parameter(defaultValue = "${mojoExecution}", readonly = true, required = true)
  MojoExecution execution;

  private final MavenWorkerClasspath workerClasspath;
  private final ToolchainManager toolchains;

  @Inject
  public BenchmarkMojo(MavenWorkerClasspath workerClasspath, ToolchainManager toolchains) {
    this.workerClasspath = workerClasspath;
    this.toolchains = toolchains;
  }

  /** The model parameters, shared in shape with the report's {@code runIfMissing}. */
  ModelParameters model() {
    return new ModelParameters(classes, packages, samples, codecs);
  }

  /**
   * The parameters that decide the pick, shared in shape with the report's {@code runIfMissing}.
   */
  CriteriaParameters criteria() {
    return new CriteriaParameters(
        constraints,
        graph,
        crossLanguage,
        versioning,
        versioningChanges,
        untrustedInput,
        nextJdk,
        objective,
        weights);
  }

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("serbench is skipped (serbench.skip)");
      return;
    }
    if ("pom".equals(project.getPackaging())) {
      getLog().info("serbench skips " + project.getArtifactId() + ": packaging pom has no classes");
      return;
    }
    boolean noModel = model().isEmpty();
    if (noModel && demo) {
      getLog().info(DemoModel.notice("-Dserbench.demo"));
      classes = DemoModel.CLASSES;
      samples = List.of(new Sample(DemoModel.SAMPLE));
      noModel = false;
    }
    if (noModel && session.getProjects().size() > 1) {
      // in a reactor, modules without models are normal; a lone project without one is an error
      getLog().info("serbench skips " + project.getArtifactId() + ": no model configured here");
      return;
    }
    new MavenLauncher(
            workerClasspath,
            toolchains,
            new MavenLauncher.Build(session, project, plugin, execution),
            getLog())
        .run(MavenRequests.raw(this), jvms, failOnNoRecommendation);
  }
}
