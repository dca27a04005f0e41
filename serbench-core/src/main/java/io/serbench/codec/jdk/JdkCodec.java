package io.serbench.codec.jdk;

import io.serbench.codec.Codec;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/** The byte buffer is reused; object streams carry per-stream state and cannot be. */
final class JdkCodec implements Codec {
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
