package io.serbench.probe.crosslanguage;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.BinaryNode;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.junit.jupiter.api.Test;

/** A value read by a generic reader matches the model's: an Avro fixed reads as its bytes. */
class TreeMatcherTest {
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
