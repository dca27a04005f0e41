package io.serbench.probe.versioning;

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

  @Test
  void aSetupThatThrows_isNotTested_withItsCause() {
    VersionSteps.VersionStep step =
        VersionSteps.VersionStep.setupFailed(
            new IllegalStateException(
                "factory method com.acme.Samples#deployment threw: Conflicting getter definitions"),
            System.nanoTime());

    assertThat(step.stale()).isTrue();
    assertThat(step.failure())
        .startsWith("setup failed (IllegalStateException: factory method")
        .contains("so the change was not tested");
  }

  @Test
  void aFieldTheWriterLacked_isNotCompared_whateverItsReaderKeptThere() {
    io.serbench.verify.Difference removed =
        new io.serbench.verify.Difference(
            "reporting.plugins[0].reportSets[0].id",
            io.serbench.verify.Difference.Kind.VALUE,
            "\"XXzbymeUizY1\"",
            "\"default\"");
    io.serbench.verify.Difference kept =
        new io.serbench.verify.Difference(
            "reporting.plugins[0].version", io.serbench.verify.Difference.Kind.VALUE, "1", "2");

    assertThat(VersionSteps.onFieldTheWriterLacked(removed, java.util.List.of("id"))).isTrue();
    assertThat(VersionSteps.onFieldTheWriterLacked(kept, java.util.List.of("id"))).isFalse();
    assertThat(VersionSteps.onFieldTheWriterLacked(removed, java.util.List.of())).isFalse();
  }
}
