package io.serbench.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ErrorsTest {
  @Test
  void oneLine_aMessageOfDecodedGarbage_keepsItsTextAndMarksWhatCannotBePrinted() {
    // Kryo reading evolved bytes names a "class" read from the middle of a string
    Exception garbage = new ClassNotFoundException("iJ\u0001ü\fo\uD83D" + "x");

    assertThat(Errors.oneLine(garbage))
        .isEqualTo("ClassNotFoundException: iJ\uFFFDü\uFFFDo\uFFFDx");
  }

  @Test
  void oneLine_aLongMessage_isCutBetweenCharactersNeverInsideOne() {
    String emoji = "\uD83D\uDE00";
    Exception longOne = new IllegalStateException("a".repeat(199) + emoji + "tail");

    assertThat(Errors.oneLine(longOne))
        .isEqualTo("IllegalStateException: " + "a".repeat(199) + emoji + "...");
  }
}
