package io.serbench.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.testmodel.Order;
import io.serbench.testmodel.Point;
import io.serbench.testmodel.TreeNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ModelResolverTest {
  private final ModelResolver resolver =
      new ModelResolver(getClass().getClassLoader(), Path.of("target/test-classes"));

  @Test
  void scan_package_findsConcreteTopLevelClassesWithFields_skipsEnumsAndFactories() {
    List<Class<?>> models = resolver.scan("io.serbench.testmodel");

    assertThat(models).contains(Order.class, TreeNode.class, Point.class);
    assertThat(models).extracting(Class::getSimpleName).doesNotContain("Status", "Fixtures");
  }

  @Test
  void scan_emptyPackage_failsNamingThePackage() {
    assertThatThrownBy(() -> resolver.scan("io.serbench.nothing"))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("package io.serbench.nothing has no concrete classes");
  }

  @Test
  void load_unknownClass_suggestsCompiling() {
    assertThatThrownBy(() -> resolver.load("classes", "com.acme.Missing"))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("com.acme.Missing was not found")
        .hasMessageNotContaining("did you mean")
        .hasMessageContaining("mvn compile serbench:benchmark");
  }

  @Test
  void load_misspelledClass_suggestsCloseMatches() {
    assertThatThrownBy(() -> resolver.load("classes", "io.serbench.testmodel.Ordr"))
        .hasMessageContaining("did you mean io.serbench.testmodel.Order?");
    assertThatThrownBy(() -> resolver.load("classes", "com.other.treenode"))
        .hasMessageContaining("did you mean io.serbench.testmodel.TreeNode?");
  }

  @Test
  void load_sourceWithoutClass_saysItIsNotCompiledYet(@org.junit.jupiter.api.io.TempDir Path src)
      throws Exception {
    java.nio.file.Files.createDirectories(src.resolve("com/acme"));
    java.nio.file.Files.writeString(src.resolve("com/acme/Fresh.java"), "class Fresh {}");
    ModelResolver withSources =
        new ModelResolver(
            getClass().getClassLoader(), Path.of("target/test-classes"), List.of(src));

    assertThatThrownBy(() -> withSources.load("classes", "com.acme.Fresh"))
        .hasMessage(
            "class com.acme.Fresh is in "
                + src
                + " but not compiled yet; run 'mvn compile serbench:benchmark'");
  }

  @Test
  void load_enum_isRejectedWithTheFix() {
    assertThatThrownBy(() -> resolver.load("classes", "io.serbench.testmodel.Status"))
        .hasMessageContaining("is an enum");
  }

  @Test
  void load_interface_asksForConcreteClassesOrAFactory() {
    assertThatThrownBy(() -> resolver.load("classes", "io.serbench.testmodel.Payment$Method"))
        .hasMessage(
            "io.serbench.testmodel.Payment$Method is an interface; list concrete model classes,"
                + " or give a factory method in <samples>");
  }

  @Test
  void knownClasses_areSortedAndIncludeReachableTypes() {
    List<Class<?>> known = ModelTypes.knownClasses(List.of(Order.class));

    assertThat(known)
        .contains(Order.class, io.serbench.testmodel.LineItem.class, int[].class)
        .contains(java.util.ArrayList.class, java.math.BigDecimal.class)
        .doesNotContain(java.util.List.class, Object.class);
    assertThat(known).extracting(Class::getName).isSorted();
  }
}
