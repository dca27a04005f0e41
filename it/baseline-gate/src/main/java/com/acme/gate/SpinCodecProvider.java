package com.acme.gate;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/**
 * {@code acme-spin}: java.io serialization that, when the environment variable ACME_SPIN_SLOW is
 * set, spins for 200 microseconds per call: a deliberately slowed codec for the baseline gate.
 */
public final class SpinCodecProvider implements CodecProvider {
  private static final boolean SLOW = System.getenv("ACME_SPIN_SLOW") != null;

  @Override
  public CodecInfo info() {
    return CodecInfo.builder("acme-spin")
        .library("com.acme:baseline-gate")
        .versionClass(SpinCodecProvider.class.getName())
        .mode("java.io serialization, optionally slowed down")
        .effort(Effort.ZERO_KNOWLEDGE)
        .format(Format.BINARY)
        .structure(Structure.GRAPH)
        .threadSafe(true)
        .pooling("thread-safe: streams are created per call")
        .documentation("https://wiki.acme.example/codecs/spin")
        .build();
  }

  @Override
  public Codec create(CodecContext context) {
    return new Codec() {
      @Override
      public byte[] encode(Object value) throws Exception {
        spin();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
          out.writeObject(value);
        }
        return bytes.toByteArray();
      }

      @Override
      public Object decode(byte[] bytes) throws Exception {
        spin();
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
          return in.readObject();
        }
      }
    };
  }

  private static void spin() {
    if (SLOW) {
      long end = System.nanoTime() + 200_000;
      while (System.nanoTime() < end) {
        Thread.onSpinWait();
      }
    }
  }
}
