package io.serbench.codec.jdk;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/** {@code jdk}: java.io serialization; the model classes must implement Serializable. */
public final class JdkProvider implements CodecProvider {
  @Override
  public CodecInfo info() {
    return new CodecInfo(
        "jdk",
        "java.base",
        "java.io.ObjectOutputStream",
        "ObjectOutputStream / ObjectInputStream, reused byte buffer",
        Effort.ZERO_KNOWLEDGE,
        Format.BINARY,
        true,
        true);
  }

  @Override
  public Codec create(CodecContext context) {
    return new JdkCodec();
  }

  /** The byte buffer is reused; object streams carry per-stream state and cannot be. */
  private static final class JdkCodec implements Codec {
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(4096);

    @Override
    public byte[] encode(Object value) throws Exception {
      buffer.reset();
      try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
        out.writeObject(value);
      }
      return buffer.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) throws Exception {
      try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
        return in.readObject();
      }
    }
  }
}
