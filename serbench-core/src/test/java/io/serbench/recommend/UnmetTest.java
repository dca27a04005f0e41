package io.serbench.recommend;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.result.Requirement;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The catalog's left-out codecs that the answer names when no codec of a run meets a constraint.
 */
class UnmetTest {
  @Test
  void theLeftOutCodecsWhoseLibraryDocumentsTheCapabilityAreNamed_inCatalogOrder() {
    List<String> leftOut = List.of("kryo", "kryo-compatible", "fory-compatible", "jdk");

    assertThat(Unmet.documented(leftOut, Requirement.VERSIONING))
        .containsExactly("kryo-compatible", "jdk", "fory-compatible");
    assertThat(Unmet.documented(leftOut, Requirement.GRAPH))
        .contains("kryo")
        .doesNotContain("jdk-x");
    assertThat(Unmet.documented(List.of(), Requirement.VERSIONING)).isEmpty();
  }

  @Test
  void aCodecThatOnlyJoinsWhenTheModelCallsForIt_isNeverNamed() {
    List<String> leftOut = List.of("protobuf-java", "avro-specific", "kryo-compatible");

    assertThat(Unmet.documented(leftOut, Requirement.VERSIONING))
        .containsExactly("kryo-compatible");
  }
}
