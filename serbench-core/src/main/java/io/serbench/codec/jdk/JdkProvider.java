package io.serbench.codec.jdk;

import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Claims;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;

/** {@code jdk}: java.io serialization; the model classes must implement Serializable. */
public final class JdkProvider extends BaseCodecProvider {
  public JdkProvider() {
    super(
        CodecInfo.builder("jdk")
            .library("java.base")
            .versionClass("java.io.ObjectOutputStream")
            .mode("ObjectOutputStream / ObjectInputStream, a reused byte buffer per thread")
            .effort(Effort.ZERO_KNOWLEDGE)
            .format(Format.BINARY)
            .structure(Structure.GRAPH)
            .threadSafe(true)
            .pooling("thread-safe: object streams are created per call")
            .documentation("https://docs.oracle.com/en/java/javase/17/docs/specs/serialization/")
            .claims(
                new Claims(
                    "java-serialization",
                    Versioning.FULL,
                    false,
                    "the specification allows added and removed fields when serialVersionUID is"
                        + " declared; ObjectInputStream creates any Serializable class named in the"
                        + " stream unless an ObjectInputFilter is set"))
            .build(),
        context -> new JdkCodec());
  }

  /**
   * {@link JdkCodec}'s use of java.io's streams as source, for the report: change them together.
   */
  @Override
  public String setupSnippet() {
    return """
        import java.io.ByteArrayInputStream;
        import java.io.ByteArrayOutputStream;
        import java.io.ObjectInputStream;
        import java.io.ObjectOutputStream;

        /** Thread-safe: the object streams are created per call. */
        public final class {{Codec}} {
          public {{Codec}}(Class<?> type) {}

          public byte[] encode(Object value) throws Exception {
            ByteArrayOutputStream buffer = new ByteArrayOutputStream(4096);
            try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
              out.writeObject(value);
            }
            return buffer.toByteArray();
          }

          public Object decode(byte[] bytes) throws Exception {
            // set an ObjectInputFilter on bytes from outside: without one, any Serializable class
            // named in the stream is created
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
              return in.readObject();
            }
          }
        }
        """;
  }
}
