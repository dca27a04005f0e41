package io.serbench.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.testmodel.TreeNode;
import org.junit.jupiter.api.Test;

/** A {@code samples} entry, read here and found in the project's classes. */
class SampleEntriesTest {
  private static final ClassLoader LOADER = SampleEntriesTest.class.getClassLoader();

  @Test
  void factory_anEntryAsTyped_findsTheFactory() {
    Object value = SampleEntries.factory(" io.serbench.testmodel.Fixtures#tree ", LOADER).invoke();

    assertThat(value).isInstanceOf(TreeNode.class);
  }

  @Test
  void factory_withoutAMethod_explainsTheSyntax() {
    for (String entry : new String[] {"io.serbench.testmodel.Fixtures", "#tree", "a.B#"}) {
      assertThatThrownBy(() -> SampleEntries.factory(entry, LOADER))
          .isInstanceOf(InvalidConfigurationException.class)
          .hasMessage(
              "sample '"
                  + entry
                  + "' is not a factory reference; write it as"
                  + " com.acme.Fixtures#method")
          .satisfies(
              e -> assertThat(((InvalidConfigurationException) e).element()).hasValue("samples"));
    }
  }

  @Test
  void factory_anUnknownMethod_isTheLookupsError() {
    assertThatThrownBy(() -> SampleEntries.factory("io.serbench.testmodel.Fixtures#nope", LOADER))
        .hasMessageContaining("io.serbench.testmodel.Fixtures#nope was not found");
  }
}
