package io.serbench.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
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
 *   <li>worker: {@code worker}, the engine and its stages
 *   <li>request: {@code config}, the request and how raw settings become one
 *   <li>checks: {@code probe}, {@code verify}, {@code jmh}
 *   <li>results: {@code compare}, {@code report}, {@code recommend}, {@code result}, {@code stats}
 *   <li>codecs and samples: {@code codec}, {@code sample}, {@code model}, {@code demo}
 *   <li>base: {@code io.serbench} itself (exceptions, settings values, the listener, the output
 *       layout)
 * </ol>
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
          .layer("front ends")
          .definedBy("io.serbench.cli..")
          .layer("host")
          .definedBy("io.serbench.host..")
          .layer("worker")
          .definedBy("io.serbench.worker..")
          .layer("request")
          .definedBy("io.serbench.config..")
          .layer("checks")
          .definedBy("io.serbench.probe..", "io.serbench.verify..", "io.serbench.jmh..")
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
          .definedBy("io.serbench")
          .whereLayer("front ends")
          .mayNotBeAccessedByAnyLayer()
          .whereLayer("host")
          .mayOnlyBeAccessedByLayers("front ends")
          .whereLayer("worker")
          .mayOnlyBeAccessedByLayers("front ends", "host")
          .whereLayer("request")
          .mayOnlyBeAccessedByLayers("front ends", "host", "worker")
          .whereLayer("checks")
          .mayOnlyBeAccessedByLayers("front ends", "host", "worker", "request")
          .whereLayer("results")
          .mayOnlyBeAccessedByLayers("front ends", "host", "worker", "request", "checks")
          .whereLayer("codecs and samples")
          .mayOnlyBeAccessedByLayers("front ends", "host", "worker", "request", "checks", "results")
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
        .resideInAPackage("io.serbench.worker..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("io.serbench.host..", "io.serbench.cli..")
        .because("the worker JVM runs the engine; the host side starts it and reads its results")
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
}
