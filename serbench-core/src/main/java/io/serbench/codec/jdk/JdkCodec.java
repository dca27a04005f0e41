package io.serbench.codec.jdk;

import io.serbench.codec.Codec;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/**
 * The byte buffer is reused, one per thread, so that one instance may be shared as java.io's
 * streams allow; object streams carry per-stream state and cannot be reused. {@link
 * JdkProvider#setupSnippet} writes this as source for the report: change the two together.
 */
final class JdkCodec implements Codec {
  private final ThreadLocal<ByteArrayOutputStream> buffers =
      ThreadLocal.withInitial(() -> new ByteArrayOutputStream(4096));

  @Override
  public byte[] encode(Object value) throws Exception {
    ByteArrayOutputStream buffer = buffers.get();
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
