package io.serbench.probe.versioning.bytecode;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Classes generated from a schema are left to the schema. */
class SchemaGeneratedVariantsTest {
  @Test
  void aProtocMessage_getsNoJavaLevelVariants_andSaysWhy() {
    assertThatThrownBy(() -> EvolvedVariants.of(com.google.protobuf.Api.class))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Api is a message protoc generated")
        .hasMessageContaining("leaves its versioning to that schema's rules");
  }
}
