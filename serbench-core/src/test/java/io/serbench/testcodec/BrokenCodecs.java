package io.serbench.testcodec;

import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;

/** Codecs that misbehave, contributed through the SPI on the test classpath only. */
public final class BrokenCodecs {
  private BrokenCodecs() {}

  private static CodecInfo describe(String id, String mode) {
    return new CodecInfo(
        id,
        "io.serbench:test",
        BrokenCodecs.class.getName(),
        mode,
        Effort.ZERO_KNOWLEDGE,
        Format.BINARY,
        Structure.TREE,
        true,
        "n/a",
        "https://example.invalid");
  }

  /** {@code test-hang}: encode never returns. */
  public static final class Hang extends BaseCodecProvider {
    public Hang() {
      super(
          describe("test-hang", "loops forever"),
          context ->
              new Codec() {
                @Override
                public byte[] encode(Object value) {
                  while (!Thread.currentThread().isInterrupted()) {
                    Thread.onSpinWait();
                  }
                  return new byte[0];
                }

                @Override
                public Object decode(byte[] bytes) {
                  return null;
                }
              });
    }
  }

  /** {@code test-deep}: decode recurses until the stack overflows. */
  public static final class Deep extends BaseCodecProvider {
    public Deep() {
      super(
          describe("test-deep", "overflows the stack"),
          context ->
              new Codec() {
                @Override
                public byte[] encode(Object value) {
                  return new byte[] {1};
                }

                @Override
                public Object decode(byte[] bytes) {
                  return recurse(bytes.length);
                }

                private Object recurse(int depth) {
                  return depth == 0 ? null : recurse(depth + 1);
                }
              });
    }
  }
}
