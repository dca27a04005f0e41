package io.serbench.testcodec;

import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Codec;
import io.serbench.probe.untrusted.ResourceTargets;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;

/** Codecs that fall to the untrusted-input probe's resource attacks, on the test classpath only. */
public final class AttackedCodecs {
  private AttackedCodecs() {}

  /**
   * {@code test-greedy}: writes each length as a big-endian int and believes it when reading: it
   * allocates what the bytes claim before it reads a single element, as a naive decoder does.
   */
  public static final class Greedy extends BaseCodecProvider {
    public Greedy() {
      super(
          BrokenCodecs.describe("test-greedy", "allocates every claimed length"),
          context ->
              new Codec() {
                @Override
                public byte[] encode(Object value) throws IOException {
                  if (!(value instanceof ResourceTargets.Lengths lengths)) {
                    throw new UnsupportedOperationException("writes only Lengths");
                  }
                  ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                  DataOutputStream out = new DataOutputStream(bytes);
                  out.writeInt(lengths.text.length());
                  out.writeChars(lengths.text);
                  out.writeInt(lengths.bytes.length);
                  out.write(lengths.bytes);
                  out.writeInt(lengths.items.size());
                  for (String item : lengths.items) {
                    out.writeUTF(item);
                  }
                  out.writeInt(lengths.entries.size());
                  for (var entry : lengths.entries.entrySet()) {
                    out.writeUTF(entry.getKey());
                    out.writeUTF(entry.getValue());
                  }
                  return bytes.toByteArray();
                }

                @Override
                public Object decode(byte[] bytes) throws IOException {
                  DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
                  ResourceTargets.Lengths value = new ResourceTargets.Lengths();
                  char[] text = new char[in.readInt()];
                  for (int i = 0; i < text.length; i++) {
                    text[i] = in.readChar();
                  }
                  value.text = new String(text);
                  value.bytes = new byte[in.readInt()];
                  in.readFully(value.bytes);
                  int items = in.readInt();
                  value.items = new ArrayList<>(items);
                  for (int i = 0; i < items; i++) {
                    value.items.add(in.readUTF());
                  }
                  int entries = in.readInt();
                  value.entries = new LinkedHashMap<>(entries);
                  for (int i = 0; i < entries; i++) {
                    value.entries.put(in.readUTF(), in.readUTF());
                  }
                  return value;
                }
              });
    }
  }

  /**
   * {@code test-crash}: Kryo with registration off, but it reads only bytes that its own class in
   * this loader wrote; any other bytes (another loader's: the versioning and untrusted-input
   * probes') it reads through {@code Unsafe} at a bad address, and the JVM dies, as a library's
   * Unsafe code reading another class version's bytes would.
   */
  public static final class Crash extends BaseCodecProvider {
    private static final java.util.Set<Integer> WRITTEN =
        java.util.concurrent.ConcurrentHashMap.newKeySet();

    public Crash() {
      super(
          BrokenCodecs.describe("test-crash", "crashes the JVM on bytes it did not write"),
          context ->
              new Codec() {
                private final com.esotericsoftware.kryo.Kryo kryo = kryo();

                @Override
                public byte[] encode(Object value) throws Exception {
                  com.esotericsoftware.kryo.io.Output out =
                      new com.esotericsoftware.kryo.io.Output(256, -1);
                  kryo.writeObject(out, value);
                  byte[] bytes = out.toBytes();
                  WRITTEN.add(java.util.Arrays.hashCode(bytes));
                  return bytes;
                }

                @Override
                public Object decode(byte[] bytes) throws Exception {
                  if (!WRITTEN.contains(java.util.Arrays.hashCode(bytes))) {
                    // a library outside serbench, so that the crash report names its frame
                    org.example.crash.UnsafeLibrary.writeThroughABadAddress();
                  }
                  return kryo.readObject(
                      new com.esotericsoftware.kryo.io.Input(bytes), context.rootType());
                }
              });
    }

    private static com.esotericsoftware.kryo.Kryo kryo() {
      com.esotericsoftware.kryo.Kryo kryo = new com.esotericsoftware.kryo.Kryo();
      kryo.setRegistrationRequired(false);
      kryo.setInstantiatorStrategy(
          new com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy(
              new org.objenesis.strategy.StdInstantiatorStrategy()));
      return kryo;
    }
  }
}
