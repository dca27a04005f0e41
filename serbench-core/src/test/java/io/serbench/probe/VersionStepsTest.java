package io.serbench.probe;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What a failed versioning step says, and whether it tested the library at all. */
class VersionStepsTest {
  @Test
  void aLinkageErrorFromCodeCompiledForTheEarlierShape_isAStaleStep_notAFailure() {
    VersionSteps.VersionStep step =
        VersionSteps.VersionStep.failed(
            "decode",
            new IllegalStateException(
                "wrapped", new NoSuchMethodError("'long com.acme.Invoice.cents()'")),
            System.nanoTime());

    assertThat(step.stale()).isTrue();
    assertThat(step.failure())
        .startsWith("decode with code compiled for the earlier class shape (NoSuchMethodError:")
        .contains("com.acme.Invoice.cents()");
  }

  @Test
  void anyOtherError_isTheLibrarysFailure() {
    VersionSteps.VersionStep step =
        VersionSteps.VersionStep.failed(
            "decode", new IllegalArgumentException("unknown field 'x'"), System.nanoTime());

    assertThat(step.stale()).isFalse();
    assertThat(step.failure())
        .isEqualTo("decode failed: IllegalArgumentException: unknown field 'x'");
  }
}
