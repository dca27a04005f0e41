package io.serbench.text;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.Effort;
import org.junit.jupiter.api.Test;

class WordsTest {
  @Test
  void ordinals_areEnglish_pastTwenty() {
    assertThat(
            java.util.stream.IntStream.of(1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111)
                .mapToObj(Words::ordinal))
        .containsExactly(
            "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
            "111th");
  }

  @Test
  void enumConstants_readAsWords() {
    assertThat(Words.words(Effort.ZERO_KNOWLEDGE)).isEqualTo("zero knowledge");
  }
}
