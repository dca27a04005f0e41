package io.serbench.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.testmodel.TreeNode;
import org.junit.jupiter.api.Test;

class FactoryMethodTest {
  private static final ClassLoader LOADER = FactoryMethodTest.class.getClassLoader();

  static Object nothing() {
    return null;
  }

  static Object broken() {
    throw new IllegalStateException("fixture database is down");
  }

  Object notStatic() {
    return new Object();
  }

  static Object sized(String size) {
    return size;
  }

  static void noReturn() {}

  @Test
  void invoke_staticFactory_returnsTheSample() {
    Object value = FactoryMethod.find("io.serbench.testmodel.Fixtures#tree", LOADER).invoke();

    assertThat(value).isInstanceOf(TreeNode.class);
  }

  @Test
  void find_unknownMethod_namesTheReference() {
    assertThatThrownBy(() -> FactoryMethod.find("io.serbench.testmodel.Fixtures#nope", LOADER))
        .hasMessageContaining("io.serbench.testmodel.Fixtures#nope was not found");
  }

  @Test
  void find_instanceMethod_mustBeStatic() {
    assertThatThrownBy(() -> FactoryMethod.find(getClass().getName() + "#notStatic", LOADER))
        .hasMessageContaining("must be static");
  }

  @Test
  void invoke_returnsNull_fails() {
    assertThatThrownBy(() -> FactoryMethod.find(getClass().getName() + "#nothing", LOADER).invoke())
        .hasMessageContaining("returned null");
  }

  @Test
  void invoke_throws_showsTheFactorysOwnMessage() {
    assertThatThrownBy(() -> FactoryMethod.find(getClass().getName() + "#broken", LOADER).invoke())
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("fixture database is down")
        .satisfies(
            e -> assertThat(((InvalidConfigurationException) e).element()).hasValue("samples"));
  }

  @Test
  void find_aParameterThatIsNotASize_namesTheTwoShapesAllowed() {
    assertThatThrownBy(() -> FactoryMethod.find(getClass().getName() + "#sized", LOADER))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessage(
            "factory method "
                + getClass().getName()
                + "#sized has the wrong parameters; it must take none, or one int (a size)");
  }

  @Test
  void find_void_mustReturnAModelObject() {
    assertThatThrownBy(() -> FactoryMethod.find(getClass().getName() + "#noReturn", LOADER))
        .hasMessage(
            "factory method " + getClass().getName() + "#noReturn must return a model object");
  }
}
