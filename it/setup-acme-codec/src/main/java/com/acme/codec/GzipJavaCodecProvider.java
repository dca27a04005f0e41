package com.acme.codec;

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
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/** {@code acme-gzip-java}: java.io serialization behind gzip, as an in-house codec might be. */
public final class GzipJavaCodecProvider implements CodecProvider {
  @Override
  public CodecInfo info() {
    return CodecInfo.builder("acme-gzip-java")
        .library("com.acme:acme-codec")
        .versionClass(GzipJavaCodecProvider.class.getName())
        .mode("java.io serialization, gzip-compressed")
        .effort(Effort.ZERO_KNOWLEDGE)
        .format(Format.BINARY)
        .structure(Structure.GRAPH)
        .threadSafe(true)
        .pooling("thread-safe: streams are created per call")
        .documentation("https://wiki.acme.example/codecs/gzip-java")
        .build();
  }

  @Override
  public Codec create(CodecContext context) {
    return new Codec() {
      @Override
      public byte[] encode(Object value) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(new GZIPOutputStream(bytes))) {
          out.writeObject(value);
        }
        return bytes.toByteArray();
      }

      @Override
      public Object decode(byte[] bytes) throws Exception {
        try (ObjectInputStream in =
            new ObjectInputStream(new GZIPInputStream(new ByteArrayInputStream(bytes)))) {
          return in.readObject();
        }
      }
    };
  }
}
