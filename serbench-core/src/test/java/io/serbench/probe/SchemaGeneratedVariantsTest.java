package io.serbench.probe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.BinaryNode;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.junit.jupiter.api.Test;

/** Classes generated from a schema are left to the schema; an Avro fixed reads as its bytes. */
class SchemaGeneratedVariantsTest {
  @Test
  void aProtocMessage_getsNoJavaLevelVariants_andSaysWhy() {
    assertThatThrownBy(() -> EvolvedVariants.of(com.google.protobuf.Api.class))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Api is a message protoc generated")
        .hasMessageContaining("leaves its versioning to that schema's rules");
  }

  @Test
  void anAvroFixed_matchesTheBytesAGenericReaderReads() {
    Schema md5 = Schema.createFixed("MD5", null, "x", 4);
    byte[] hash = {1, 2, 3, 4};
    FieldMatch match = new FieldMatch();

    TreeMatcher.tree(new GenericData.Fixed(md5, hash), BinaryNode.valueOf(hash), "hash", match);

    assertThat(match.mismatches).isEmpty();
    assertThat(match.matched).isEqualTo(1);
  }
}
