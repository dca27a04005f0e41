package io.serbench.verify;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.result.CodecResult;
import io.serbench.testcodec.BrokenCodecs;
import io.serbench.testmodel.Point;
import io.serbench.text.Errors;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A linkage error inside a library (a module built against another version of the core the class
 * path holds, as jackson-dataformat-cbor 2.23 beside a project's jackson-core 2.19) is the setup's
 * conflict: the codec reads NOT_TESTED with the error, where it was raised and the fix, never FAIL.
 */
class SetupConflictTest {
  /** A codec whose decode throws what the supplier gives. */
  private static final class Throwing extends BaseCodecProvider {
    Throwing(java.util.function.Supplier<Throwable> error) {
      super(
          BrokenCodecs.describe("test-throwing", "throws on decode"),
          context ->
              new Codec() {
                @Override
                public byte[] encode(Object value) {
                  return new byte[] {1};
                }

                @Override
                public Object decode(byte[] bytes) throws Exception {
                  Throwable t = error.get();
                  if (t instanceof Error e) {
                    throw e;
                  }
                  throw (Exception) t;
                }
              });
    }
  }

  private static CodecResult verified(Throwable error) {
    RoundTripOutcome outcome =
        RoundTripVerifier.verify(
            new Throwing(() -> error),
            new CodecContext(Point.class, List.of(Point.class)),
            new Point("a", 1, 2, List.of(3)));
    return CodecResult.verified(
        "test-throwing",
        outcome.phase().name(),
        outcome.failure(),
        CodecResult.Differences.NONE,
        new CodecResult.Sizes(outcome.sizeBytes(), outcome.deflatedBytes()));
  }

  @Test
  void aLinkageErrorInsideTheLibrary_isASetupConflict_notTested() {
    CodecResult result = verified(new NoSuchFieldError("CLEAR_CURRENT_TOKEN_ON_CLOSE"));

    assertThat(result.roundTrip()).isEqualTo(CodecResult.RoundTrip.NOT_TESTED);
    assertThat(result.passed()).isFalse();
    assertThat(result.failure())
        .startsWith(Errors.SETUP_CONFLICT)
        .contains("NoSuchFieldError: CLEAR_CURRENT_TOKEN_ON_CLOSE")
        .contains("two jars of the codec's class path disagree")
        .contains("fix: align")
        .doesNotContain("\n");
  }

  @Test
  void aMissingMethodOrClassToo_butAClassThatFailedToInitialiseStaysTheCodecsFailure() {
    assertThat(
            verified(new NoSuchMethodError("com.fasterxml.jackson.core.JsonParser.x()"))
                .roundTrip())
        .isEqualTo(CodecResult.RoundTrip.NOT_TESTED);
    assertThat(verified(new AbstractMethodError("m")).roundTrip())
        .isEqualTo(CodecResult.RoundTrip.NOT_TESTED);
    assertThat(verified(new NoClassDefFoundError("com/acme/Gone")).roundTrip())
        .isEqualTo(CodecResult.RoundTrip.NOT_TESTED);
    assertThat(
            verified(new NoClassDefFoundError("Could not initialize class com.acme.X")).roundTrip())
        .isEqualTo(CodecResult.RoundTrip.FAIL);
    assertThat(verified(new IllegalStateException("bad bytes")).roundTrip())
        .isEqualTo(CodecResult.RoundTrip.FAIL);
  }
}
