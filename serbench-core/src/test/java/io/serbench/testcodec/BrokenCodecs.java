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

  /** A test codec's description: its id and mode, the rest fixed. */
  public static CodecInfo describe(String id, String mode) {
    return CodecInfo.builder(id)
        .library("io.serbench:test")
        .versionClass(BrokenCodecs.class.getName())
        .mode(mode)
        .effort(Effort.ZERO_KNOWLEDGE)
        .format(Format.BINARY)
        .structure(Structure.TREE)
        .threadSafe(true)
        .pooling("n/a")
        .documentation("https://example.invalid")
        .build();
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

  /**
   * {@code test-oom}: passes verification and the probes, but in a JMH fork, where it is called
   * millions of times, it fills the heap until the fork dies with OutOfMemoryError.
   */
  public static final class OutOfMemory extends BaseCodecProvider {
    static final java.util.List<long[]> HOARD = new java.util.ArrayList<>();
    static final java.util.concurrent.atomic.AtomicLong CALLS =
        new java.util.concurrent.atomic.AtomicLong();

    public OutOfMemory() {
      super(
          describe("test-oom", "runs out of memory when benchmarked"),
          context ->
              new Codec() {
                private Object last;

                @Override
                public byte[] encode(Object value) {
                  hoard();
                  last = value;
                  return new byte[] {1};
                }

                @Override
                public Object decode(byte[] bytes) {
                  hoard();
                  return last;
                }
              });
    }

    private static void hoard() {
      if (CALLS.incrementAndGet() > 100_000) {
        while (true) {
          HOARD.add(new long[1 << 23]);
        }
      }
    }
  }
}
