package io.serbench.maven;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The plugin's doors into serbench-core, checked on its main bytecode: the Mojos are adapters
 * (architecture.md's front end), so they hand a request to the host side and read results and
 * reports, and never reach the worker, the checks, the codecs or an optional library, which Maven's
 * plugin class realm may not have.
 */
class PluginArchitectureTest {
  private static JavaClasses plugin;

  @BeforeAll
  static void importPlugin() {
    plugin =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages("io.serbench.maven");
  }

  @Test
  void thePluginUsesOnlyCoresPublicDoors() {
    classes()
        .should()
        .onlyDependOnClassesThat()
        .resideInAnyPackage(
            "io.serbench.maven..",
            "io.serbench",
            "io.serbench.settings..",
            "io.serbench.text..",
            "io.serbench.files..",
            "io.serbench.host..",
            "io.serbench.config..",
            "io.serbench.library..",
            "io.serbench.result..",
            "io.serbench.report..",
            "io.serbench.compare..",
            "io.serbench.demo..",
            "java..",
            "javax.inject..",
            "org.apache.maven..",
            "org.codehaus.plexus..",
            "org.eclipse.aether..")
        .because(
            "the Mojos are thin adapters: core's host side runs the worker, and JMH and the codec"
                + " libraries are optional jars the plugin's class realm may lack")
        .check(plugin);
  }

  /**
   * Core's rule of at most five parameters holds here too (core's {@code ArchitectureTest} says
   * why); the Maven-injected fields of a Mojo are fields, not parameters.
   */
  @Test
  void noMethodOrConstructorTakesMoreThanFiveParameters() {
    assertThat(
            plugin.stream()
                .filter(c -> !c.isAnonymousClass() && !c.isLocalClass())
                .flatMap(c -> c.getCodeUnits().stream())
                .filter(u -> !u.getModifiers().contains(JavaModifier.SYNTHETIC))
                .filter(u -> !(u.isConstructor() && u.getOwner().isRecord()))
                .filter(u -> u.getRawParameterTypes().size() > 5)
                .map(JavaCodeUnit::getFullName)
                .toList())
        .isEmpty();
  }
}
