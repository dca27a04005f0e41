package io.serbench.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class MavenParametersTest {
  @Test
  void split_commaSeparatedPropertyAndPomEntries_areFlattenedAndTrimmed() {
    assertThat(
            MavenParameters.split(List.of("com.acme.Order, com.acme.Invoice", " com.acme.Line ")))
        .containsExactly("com.acme.Order", "com.acme.Invoice", "com.acme.Line");
  }

  @Test
  void split_emptyAndNull_areDropped() {
    assertThat(MavenParameters.split(Arrays.asList("", null, " , "))).isEmpty();
    assertThat(MavenParameters.split(null)).isEmpty();
  }
}
