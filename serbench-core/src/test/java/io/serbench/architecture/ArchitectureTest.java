package io.serbench.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The rules that keep {@code architecture.md}'s drawing true, checked on serbench-core's main
 * bytecode, so that a fully qualified name inside a method counts as much as an import.
 *
 * <p>The layers, top to bottom; each may use only the layers below it:
 *
 * <ol>
 *   <li>front ends: {@code cli}
 *   <li>host: {@code host}, what runs in the build tool's JVM (launcher, worker command line and
 *       process, multi-JDK run)
 *   <li>worker: {@code worker}, the engine and its stages ({@code worker.verification} and {@code
 *       worker.probes} below the engine)
 *   <li>measure: {@code measure}, the measurement: the race, its plan and figures, the message mix,
 *       the per-message phase, the cold-start pass and the generated JMH sources
 *   <li>run: {@code run}, the run's plan, decided once, and the context handed to every stage
 *   <li>request: {@code config}, the request and how raw settings become one
 *   <li>libraries: {@code library}, the codecs' library versions: resolution, alignment to the
 *       project's family cores, serbench's own jars as a fallback, where each version came from
 *   <li>checks: {@code probe} (a room per capability below its dispatcher), {@code verify}, {@code
 *       jmh}
 *   <li>results: {@code compare}, {@code report}, {@code recommend}, {@code result}, {@code stats}
 *   <li>codecs and samples: {@code codec}, {@code sample}, {@code model}, {@code demo}
 *   <li>base: {@code io.serbench} itself (exceptions, settings values, the listener, the output
 *       layout) and {@code protocol}, what the JVMs say to each other (the worker's entry point,
 *       the typed events, the system properties one JVM sets for another)
 * </ol>
 *
 * <p>Every class sits in one of them. Beside the layers: no package cycle, the worker never imports
 * the host and the host never imports the worker (both speak {@code protocol}), no Maven type, the
 * host side imports no optional library, only {@code codec} reaches {@code codec.<library>}, and no
 * file under src/main is over 400 lines. The plugin's doors are checked by its own {@code
 * PluginArchitectureTest}.
 */
class ArchitectureTest {
  private static JavaClasses core;

  @BeforeAll
  static void importCore() {
    core =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages("io.serbench");
  }

  /** The layers of architecture.md, as rules. */
  static final ArchRule LAYERS =
      layeredArchitecture()
          .consideringOnlyDependenciesInLayers()
          .ensureAllClassesAreContainedInArchitecture()
          .layer("front ends")
          .definedBy("io.serbench.cli..")
          .layer("host")
          .definedBy("io.serbench.host..")
          .layer("worker")
          .definedBy("io.serbench.worker..")
          .layer("measure")
          .definedBy("io.serbench.measure..")
          .layer("run")
          .definedBy("io.serbench.run..")
          .layer("request")
          .definedBy("io.serbench.config..")
          .layer("libraries")
          .definedBy("io.serbench.library..")
          .layer("checks")
          .definedBy(
              "io.serbench.probe..",
              "io.serbench.verify..",
              "io.serbench.jmh..",
              "io.serbench.jvm..")
          .layer("results")
          .definedBy(
              "io.serbench.compare..",
              "io.serbench.report..",
              "io.serbench.recommend..",
              "io.serbench.result..",
              "io.serbench.stats..")
          .layer("codecs and samples")
          .definedBy(
              "io.serbench.codec..",
              "io.serbench.sample..",
              "io.serbench.model..",
              "io.serbench.demo..")
          .layer("base")
          .definedBy(
              "io.serbench",
              "io.serbench.settings..",
              "io.serbench.text..",
              "io.serbench.files..",
              // what the JVMs say, read by both sides and down to the forks' codec loaders
              "io.serbench.protocol..")
          .whereLayer("front ends")
          .mayNotBeAccessedByAnyLayer()
          .whereLayer("host")
          .mayOnlyBeAccessedByLayers("front ends")
          .whereLayer("worker")
          .mayNotBeAccessedByAnyLayer()
          .whereLayer("measure")
          .mayOnlyBeAccessedByLayers("front ends", "host", "worker")
          .whereLayer("run")
          .mayOnlyBeAccessedByLayers("front ends", "host", "worker", "measure")
          .whereLayer("request")
          .mayOnlyBeAccessedByLayers("front ends", "host", "worker", "measure", "run")
          .whereLayer("libraries")
          .mayOnlyBeAccessedByLayers("front ends", "host", "worker", "measure", "run", "request")
          .whereLayer("checks")
          .mayOnlyBeAccessedByLayers(
              "front ends", "host", "worker", "measure", "run", "request", "libraries")
          .whereLayer("results")
          .mayOnlyBeAccessedByLayers(
              "front ends", "host", "worker", "measure", "run", "request", "libraries", "checks")
          .whereLayer("codecs and samples")
          .mayOnlyBeAccessedByLayers(
              "front ends",
              "host",
              "worker",
              "measure",
              "run",
              "request",
              "libraries",
              "checks",
              "results")
          .because("architecture.md draws these layers; a lower layer never reaches up");

  @Test
  void layersOnlyReachDown() {
    LAYERS.check(core);
  }

  /**
   * One slice per package, the base package {@code io.serbench} included (a {@code matching}
   * pattern would leave it out), each codec library's package a slice of its own.
   */
  private static final SliceAssignment PACKAGES =
      new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
          String name = javaClass.getPackageName();
          if (!name.equals("io.serbench") && !name.startsWith("io.serbench.")) {
            return SliceIdentifier.ignore();
          }
          return SliceIdentifier.of(name);
        }

        @Override
        public String getDescription() {
          return "every package of io.serbench";
        }
      };

  /**
   * The base layer's rooms: the API's exceptions and listener, text (numbers and words), files
   * (where each output lives and how it is written), settings and the protocol. Text and files
   * stand on nothing of serbench's; settings read words and throw the API's exception; the protocol
   * throws the API's exceptions and nothing else; the API's own package needs nothing.
   */
  @Test
  void theBaseRooms_standOnNothingAboveThem() {
    for (String room : List.of("io.serbench.text..", "io.serbench.files..")) {
      noClasses()
          .that()
          .resideInAPackage(room)
          .should()
          .dependOnClassesThat(
              JavaClass.Predicates.resideInAPackage("io.serbench..")
                  .and(DescribedPredicate.not(JavaClass.Predicates.resideInAPackage(room))))
          .because("text and files are the floor every other room stands on")
          .check(core);
    }
    noClasses()
        .that()
        .resideInAPackage("io.serbench.settings..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("io.serbench.files..", "io.serbench.result..", "io.serbench.config..")
        .because("settings are values: they read words and nothing else of serbench")
        .check(core);
    noClasses()
        .that()
        .resideInAPackage("io.serbench.protocol..")
        .should()
        .dependOnClassesThat(
            JavaClass.Predicates.resideInAPackage("io.serbench..")
                .and(
                    DescribedPredicate.not(
                        JavaClass.Predicates.resideInAnyPackage(
                            "io.serbench", "io.serbench.protocol.."))))
        .because("both JVMs and the forks' lowest rooms read the protocol: it stands on nothing")
        .check(core);
  }

  /**
   * results.json's schema is the records in {@code io.serbench.result}; reading and writing it
   * ({@code result.io}) and what is derived from it ({@code result.analysis}) stand on the schema,
   * never the other way round.
   */
  @Test
  void theResultsSchema_knowsNothingOfItsFilesOrItsAnalysis() {
    noClasses()
        .that()
        .resideInAPackage("io.serbench.result")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("io.serbench.result.io..", "io.serbench.result.analysis..")
        .because("the schema is the contract; IO and analysis are built on it")
        .check(core);
  }

  /**
   * The probes' rooms, top to bottom: the dispatcher ({@code probe}: which capabilities a codec is
   * probed for, in its loaders or in a JVM of its own), one room per capability, versioning's
   * bytecode below versioning, and what they all share ({@code probe.common}: the capability, the
   * codec's claims, a model's input, the sample probe, the JSON boundary of an isolated loader, the
   * child JVM). No capability's room reaches another's.
   */
  static final ArchRule PROBE_ROOMS =
      layeredArchitecture()
          .consideringOnlyDependenciesInLayers()
          .layer("dispatcher")
          .definedBy("io.serbench.probe")
          .layer("capabilities")
          .definedBy(
              "io.serbench.probe.graph..",
              "io.serbench.probe.crosslanguage..",
              "io.serbench.probe.untrusted..",
              "io.serbench.probe.nextjdk..",
              "io.serbench.probe.versioning")
          .layer("bytecode")
          .definedBy("io.serbench.probe.versioning.bytecode..")
          .layer("shared")
          .definedBy("io.serbench.probe.common..")
          .whereLayer("dispatcher")
          .mayNotBeAccessedByAnyLayer()
          .whereLayer("capabilities")
          .mayOnlyBeAccessedByLayers("dispatcher")
          .whereLayer("bytecode")
          .mayOnlyBeAccessedByLayers("capabilities")
          .whereLayer("shared")
          .mayOnlyBeAccessedByLayers("dispatcher", "capabilities")
          .because("each capability is probed on its own; the dispatcher alone knows them all");

  static final List<String> CAPABILITY_ROOMS =
      List.of("graph", "crosslanguage", "untrusted", "nextjdk", "versioning");

  @Test
  void theProbeRooms_reachOnlyDown_andNoCapabilityReachesAnother() {
    PROBE_ROOMS.check(core);
    for (String room : CAPABILITY_ROOMS) {
      String own = "io.serbench.probe." + room + "..";
      noClasses()
          .that()
          .resideInAPackage(own)
          .should()
          .dependOnClassesThat(
              JavaClass.Predicates.resideInAnyPackage(
                  CAPABILITY_ROOMS.stream()
                      .filter(r -> !r.equals(room))
                      .map(r -> "io.serbench.probe." + r + "..")
                      .toArray(String[]::new)))
          .because("a capability's probe stands on probe.common, never on another capability")
          .check(core);
    }
  }

  /**
   * The worker's rooms: the engine and its other stages ({@code worker}) above the probe stage
   * ({@code worker.probes}: the cache, the runner, the held verdicts, the answer's targets) above
   * the verification stage ({@code worker.verification}, whose codec loaders the probes reuse).
   */
  @Test
  void theWorkerRooms_reachOnlyDown() {
    layeredArchitecture()
        .consideringOnlyDependenciesInLayers()
        .layer("engine")
        .definedBy("io.serbench.worker")
        .layer("probe stage")
        .definedBy("io.serbench.worker.probes..")
        .layer("verification stage")
        .definedBy("io.serbench.worker.verification..")
        .whereLayer("engine")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("probe stage")
        .mayOnlyBeAccessedByLayers("engine")
        .whereLayer("verification stage")
        .mayOnlyBeAccessedByLayers("engine", "probe stage")
        .because("the engine wires the stages; a stage uses only what an earlier one made")
        .check(core);
  }

  @Test
  void noPackageCycles() {
    slices()
        .assignedFrom(PACKAGES)
        .should()
        .beFreeOfCycles()
        .because("a cycle between packages hides which one is the foundation")
        .check(core);
  }

  @Test
  void theWorkerNeverImportsTheHost() {
    noClasses()
        .that()
        .resideInAnyPackage("io.serbench.worker..", "io.serbench.measure..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("io.serbench.host..", "io.serbench.cli..")
        .because("the worker JVM runs the engine; the host side starts it and reads its results")
        .check(core);
  }

  @Test
  void theHostNeverImportsTheWorker() {
    noClasses()
        .that()
        .resideInAnyPackage("io.serbench.host..", "io.serbench.cli..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("io.serbench.worker..")
        .because(
            "the host starts the worker JVM by the class name in io.serbench.protocol and speaks"
                + " to it only through request.json, typed events and results.json")
        .check(core);
  }

  @Test
  void theProtocolImportsNeitherSide() {
    noClasses()
        .that()
        .resideInAPackage("io.serbench.protocol..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "io.serbench.host..",
            "io.serbench.worker..",
            "io.serbench.cli..",
            "io.serbench.measure..")
        .because("both JVMs depend on the protocol; it depends on neither")
        .check(core);
  }

  @Test
  void coreHasNoMavenTypes() {
    noClasses()
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("org.apache.maven..", "org.codehaus.plexus..")
        .because("serbench-core is driven by the Maven plugin, the command line, or any build tool")
        .check(core);
  }

  /**
   * The packages whose classes run in the build tool's JVM, where Maven's plugin class realm holds
   * serbench-core and its required dependencies only.
   */
  static final String[] HOST_SIDE = {
    "io.serbench.host..",
    "io.serbench.protocol..",
    "io.serbench.config..",
    "io.serbench.library..",
    "io.serbench.cli..",
    "io.serbench.compare..",
    "io.serbench.report..",
    "io.serbench.result..",
    "io.serbench.recommend..",
    "io.serbench.stats.."
  };

  /**
   * What the host side may use: the JDK, serbench, and serbench-core's required dependencies
   * (Jackson's databind, core and annotations for results.json, commons-math3 for the statistics,
   * FreeMarker for the report). JMH, ByteBuddy, ASM and every codec library (Kryo, Fory, FST,
   * protobuf, Avro, Jackson's dataformats and modules, ...) are optional jars that only the worker
   * JVM is sure to have; jopt-simple is optional too, and the command line gets it from JMH.
   */
  @Test
  void theHostSideImportsNoOptionalLibrary() {
    classes()
        .that()
        .resideInAnyPackage(HOST_SIDE)
        .and()
        .resideOutsideOfPackage("io.serbench.cli..")
        .should()
        .onlyDependOnClassesThat()
        .resideInAnyPackage(
            "java..",
            "io.serbench..",
            "com.fasterxml.jackson.databind..",
            "com.fasterxml.jackson.core..",
            "com.fasterxml.jackson.annotation..",
            "org.apache.commons.math3..",
            "freemarker..",
            // the JDK's own compiler API, for the processor that writes the goals' parameters
            "javax.annotation.processing..",
            "javax.lang.model..",
            "javax.tools..")
        .because(
            "the host side runs in Maven's class realm, which may lack the optional jars; JMH and"
                + " the codec libraries belong in the worker JVM")
        .check(core);
  }

  /** The command line may also use jopt-simple, which the worker class path brings with JMH. */
  @Test
  void theCommandLineImportsOnlyItsOptionParser() {
    classes()
        .that()
        .resideInAPackage("io.serbench.cli..")
        .should()
        .onlyDependOnClassesThat()
        .resideInAnyPackage(
            "java..",
            "io.serbench..",
            "joptsimple..",
            "com.fasterxml.jackson.databind..",
            "com.fasterxml.jackson.core..",
            "com.fasterxml.jackson.annotation..")
        .because("the command line reads options and hands its RawSettings to the host side")
        .check(core);
  }

  /** A class of one codec library's package, {@code io.serbench.codec.<library>..}. */
  static final DescribedPredicate<JavaClass> IN_A_CODEC_LIBRARY_PACKAGE =
      DescribedPredicate.describe(
          "reside in a codec library's package (io.serbench.codec.<library>..)",
          c -> c.getPackageName().startsWith("io.serbench.codec."));

  @Test
  void onlyCodecsReachACodecLibraryPackage() {
    noClasses()
        .that()
        .resideOutsideOfPackage("io.serbench.codec..")
        .should()
        .dependOnClassesThat(IN_A_CODEC_LIBRARY_PACKAGE)
        .because(
            "a codec library's package is reached through the CodecProvider SPI; what samples,"
                + " checks and codecs share (ProtobufTypes, ProtobufSamples, JacksonMappers) lives"
                + " in io.serbench.codec")
        .check(core);
  }

  /** The most parameters of a method or a constructor in main; records' constructors aside. */
  static final int MAX_PARAMETERS = 5;

  /**
   * No method or constructor takes more than {@link #MAX_PARAMETERS} parameters: a stage is handed
   * a {@code RunContext}, and values that travel together are a record named for what they are. A
   * record's constructors are left out (its canonical one is its components; #53 asks this of
   * methods and non-record constructors); lambdas' and bridges' synthetic methods, the captured
   * variables of local and anonymous classes, an enum constructor's name and ordinal and an inner
   * class's outer instance are the compiler's, not the author's.
   */
  @Test
  void noMethodOrConstructorTakesMoreThanFiveParameters() {
    List<String> tooMany =
        core.stream()
            .filter(c -> !c.isAnonymousClass() && !c.isLocalClass())
            .flatMap(c -> c.getCodeUnits().stream())
            .filter(u -> !u.getModifiers().contains(JavaModifier.SYNTHETIC))
            .filter(u -> !(u.isConstructor() && u.getOwner().isRecord()))
            .filter(u -> declaredParameters(u) > MAX_PARAMETERS)
            .map(JavaCodeUnit::getFullName)
            .sorted()
            .toList();
    assertThat(tooMany)
        .as(
            "methods and constructors over %d parameters; hand a RunContext or a record named for"
                + " the values that travel together",
            MAX_PARAMETERS)
        .isEmpty();
  }

  private static int declaredParameters(JavaCodeUnit unit) {
    int count = unit.getRawParameterTypes().size();
    if (unit.isConstructor() && unit.getOwner().isEnum()) {
      count -= 2;
    }
    if (unit.isConstructor() && unit.getOwner().isInnerClass()) {
      count -= 1;
    }
    return count;
  }

  /**
   * The parsers that read no user input, with why: what one serbench JVM writes for another is the
   * protocol's to read.
   */
  private static final Map<String, String> NOT_USER_INPUT =
      Map.of(
          "io.serbench.protocol.WorkerEvent.parse(java.lang.String)",
          "the worker's event lines, which the worker writes and the host reads");

  /**
   * What a user typed is read in {@code io.serbench.config} alone (architecture.md, "How a setting
   * flows"): elsewhere no method that callers can reach is named {@code parse...} and takes text or
   * a list of it. A room that needs a value takes it parsed; where reading needs the catalog or the
   * project's class loader, config reads the text and calls the room's lookup.
   */
  @Test
  void userInput_isParsedOnlyInConfig() {
    assertThat(parsersOfText(core, "io.serbench.config"))
        .as(
            "methods outside io.serbench.config that parse text; move the parsing into config"
                + " (Parsers, or an *Entries class) and hand the room the parsed value")
        .containsOnlyKeys(NOT_USER_INPUT.keySet());
  }

  @Test
  void theParsingRule_findsAParserOutsideConfig() {
    JavaClasses fixture = new ClassFileImporter().importClasses(StrayParser.class);
    assertThat(parsersOfText(fixture, "io.serbench.config"))
        .containsOnlyKeys(
            StrayParser.class.getName() + ".parse(java.lang.String)",
            StrayParser.class.getName() + ".parseAll(java.util.List)");
  }

  /** A room that reads what a user typed itself, as the rule must refuse. */
  static final class StrayParser {
    static Object parse(String text) {
      return text;
    }

    public static List<Object> parseAll(List<String> texts) {
      return List.copyOf(texts);
    }

    @SuppressWarnings("unused")
    private static Object parseOne(String text) {
      return text;
    }

    static Object parse(int number) {
      return number;
    }
  }

  /** Every method outside {@code allowed} that is not private, is named parse*, and takes text. */
  private static Map<String, String> parsersOfText(JavaClasses classes, String allowed) {
    return classes.stream()
        .filter(c -> !c.getPackageName().equals(allowed))
        .filter(c -> !c.getPackageName().startsWith(allowed + "."))
        .flatMap(c -> c.getMethods().stream())
        .filter(m -> m.getName().startsWith("parse"))
        .filter(m -> !m.getModifiers().contains(JavaModifier.PRIVATE))
        .filter(m -> !m.getModifiers().contains(JavaModifier.SYNTHETIC))
        .filter(
            m ->
                m.getRawParameterTypes().stream()
                    .anyMatch(
                        t ->
                            t.isEquivalentTo(String.class)
                                || t.isAssignableTo(java.util.Collection.class)))
        .collect(
            java.util.stream.Collectors.toMap(
                JavaCodeUnit::getFullName, m -> m.getOwner().getName(), (a, b) -> a));
  }

  /**
   * The most lines a file under serbench-core/src/main may have, sources and templates alike;
   * CONTRIBUTING.md says why.
   */
  static final int MAX_LINES = 400;

  @Test
  void noMainFileIsOverFourHundredLines() throws IOException {
    Path main = Path.of("src", "main");
    assertThat(main).isDirectory();
    List<String> tooLong;
    try (Stream<Path> files = Files.walk(main)) {
      tooLong =
          files
              .filter(Files::isRegularFile)
              .filter(f -> lines(f) > MAX_LINES)
              .map(f -> main.relativize(f) + " (" + lines(f) + " lines)")
              .toList();
    }
    assertThat(tooLong)
        .as(
            "files over %d lines under serbench-core/src/main; split them along their seams",
            MAX_LINES)
        .isEmpty();
  }

  @Test
  void theSizeRuleCountsLines() throws IOException {
    Path file = Files.createTempFile("serbench-size", ".java");
    try {
      Files.writeString(file, "a\n".repeat(MAX_LINES) + "b");
      assertThat(lines(file)).isEqualTo(MAX_LINES + 1);
    } finally {
      Files.delete(file);
    }
  }

  private static long lines(Path file) {
    try (Stream<String> lines = Files.lines(file)) {
      return lines.count();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
