package io.serbench.codec.jboss;

import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Claims;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Group;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jboss.marshalling.ClassTable;
import org.jboss.marshalling.Marshaller;
import org.jboss.marshalling.MarshallerFactory;
import org.jboss.marshalling.Marshalling;
import org.jboss.marshalling.MarshallingConfiguration;
import org.jboss.marshalling.SimpleClassResolver;
import org.jboss.marshalling.Unmarshaller;
import org.jboss.marshalling.river.RiverMarshallerFactory;
import org.jboss.marshalling.serial.SerialMarshallerFactory;

/**
 * JBoss Marshalling: its River protocol, River with the model classes in a class table (jvm-
 * serializers' {@code jboss-marshalling-river-ct}), and its Java-serialization-compatible Serial
 * protocol. Marshaller and unmarshaller are created once and restarted per message, as the
 * library's API intends.
 */
public final class JbossMarshallingProviders {
  static final String NOTE =
      "a Serializable-compatible protocol: classes by name, fields by name and serialVersionUID;"
          + " the bytes name classes that the reader loads";
  private static final String DOCS = "https://jbossmarshalling.jboss.org/";

  private JbossMarshallingProviders() {}

  private static CodecInfo describe(String id, String library, String mode, Effort effort) {
    return CodecInfo.builder(id)
        .library(library)
        .versionClass(
            library.endsWith("serial")
                ? "org.jboss.marshalling.serial.SerialMarshallerFactory"
                : "org.jboss.marshalling.river.RiverMarshallerFactory")
        .mode(mode)
        .effort(effort)
        .format(Format.BINARY)
        .structure(Structure.GRAPH)
        .threadSafe(false)
        .pooling(
            "factory shared; one Marshaller and Unmarshaller per thread, restarted per message")
        .documentation(DOCS)
        .claims(new Claims("jboss-" + id.replace("jboss-", ""), Versioning.FULL, false, NOTE))
        .group(id.equals("jboss-river") ? Group.DEFAULT : Group.EXTENDED)
        .build();
  }

  private static List<String> flags(int feature) {
    return feature >= 9 ? CodecInfo.OPEN_JDK_INTERNALS : List.of();
  }

  /** {@code jboss-river}: the River protocol. */
  public static final class River extends BaseCodecProvider {
    public River() {
      super(
          describe(
              "jboss-river",
              "org.jboss.marshalling:jboss-marshalling-river",
              "River protocol (RiverMarshallerFactory), serbench's class loader as resolver,"
                  + " marshaller and unmarshaller reused",
              Effort.ZERO_KNOWLEDGE),
          JbossMarshallingProviders::flags,
          context -> new MarshallingCodec("river", context, false));
    }

    /**
     * {@link MarshallingCodec}'s River setup as Java source ({@link
     * io.serbench.codec.SetupSnippet}), for the report's adoption block. Change the two together;
     * {@code SetupSnippetTest} compiles it and reads the codec's bytes with it.
     */
    @Override
    public String setupSnippet() {
      return """
          import java.io.ByteArrayInputStream;
          import java.io.ByteArrayOutputStream;
          import java.io.IOException;
          import org.jboss.marshalling.Marshaller;
          import org.jboss.marshalling.MarshallerFactory;
          import org.jboss.marshalling.Marshalling;
          import org.jboss.marshalling.MarshallingConfiguration;
          import org.jboss.marshalling.SimpleClassResolver;
          import org.jboss.marshalling.Unmarshaller;
          import org.jboss.marshalling.river.RiverMarshallerFactory;

          /** Not thread-safe: one marshaller and unmarshaller per thread, restarted per message. */
          public final class {{Codec}} {
            private final Marshaller marshaller;
            private final Unmarshaller unmarshaller;
            private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(512);

            public {{Codec}}(Class<?> type) throws IOException {
              MarshallerFactory factory = new RiverMarshallerFactory();
              MarshallingConfiguration configuration = new MarshallingConfiguration();
              // the class loader that sees the model classes
              configuration.setClassResolver(
                  new SimpleClassResolver({{Codec}}.class.getClassLoader()));
              marshaller = factory.createMarshaller(configuration);
              unmarshaller = factory.createUnmarshaller(configuration);
            }

            public byte[] encode(Object value) throws IOException {
              buffer.reset();
              marshaller.start(Marshalling.createByteOutput(buffer));
              marshaller.writeObject(value);
              marshaller.finish();
              return buffer.toByteArray();
            }

            public Object decode(byte[] bytes) throws Exception {
              unmarshaller.start(Marshalling.createByteInput(new ByteArrayInputStream(bytes)));
              try {
                return unmarshaller.readObject();
              } finally {
                unmarshaller.finish();
              }
            }
          }
          """;
    }
  }

  /** {@code jboss-river-registered}: River with the model classes in a class table. */
  public static final class RiverRegistered extends BaseCodecProvider {
    public RiverRegistered() {
      super(
          describe(
              "jboss-river-registered",
              "org.jboss.marshalling:jboss-marshalling-river",
              "River protocol with the model classes in a ClassTable (written as numbers, not"
                  + " names), marshaller and unmarshaller reused",
              Effort.CLASSES_KNOWN),
          JbossMarshallingProviders::flags,
          context -> new MarshallingCodec("river", context, true));
    }
  }

  /** {@code jboss-serial}: the Java-serialization-compatible Serial protocol. */
  public static final class Serial extends BaseCodecProvider {
    public Serial() {
      super(
          describe(
              "jboss-serial",
              "org.jboss.marshalling:jboss-marshalling-serial",
              "Serial protocol (SerialMarshallerFactory, compatible with java.io serialization),"
                  + " marshaller and unmarshaller reused",
              Effort.ZERO_KNOWLEDGE),
          JbossMarshallingProviders::flags,
          context -> new MarshallingCodec("serial", context, false));
    }
  }

  /** Model classes written as their index in a fixed, sorted list. */
  static final class KnownClasses implements ClassTable {
    private final List<Class<?>> classes;
    private final Map<Class<?>, Integer> ids = new HashMap<>();

    KnownClasses(List<Class<?>> classes) {
      this.classes = List.copyOf(classes);
      for (int i = 0; i < this.classes.size(); i++) {
        ids.putIfAbsent(this.classes.get(i), i);
      }
    }

    @Override
    public Writer getClassWriter(Class<?> type) {
      Integer id = ids.get(type);
      return id == null ? null : (marshaller, ignored) -> marshaller.writeInt(id);
    }

    @Override
    public Class<?> readClass(Unmarshaller unmarshaller) throws IOException {
      int id = unmarshaller.readInt();
      if (id < 0 || id >= classes.size()) {
        throw new IOException("no class with table id " + id);
      }
      return classes.get(id);
    }
  }

  /** One reused marshaller and unmarshaller. */
  static final class MarshallingCodec implements Codec {
    private final Marshaller marshaller;
    private final Unmarshaller unmarshaller;
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(512);

    MarshallingCodec(String protocol, CodecContext context, boolean table) throws IOException {
      MarshallerFactory factory =
          protocol.equals("serial") ? new SerialMarshallerFactory() : new RiverMarshallerFactory();
      MarshallingConfiguration configuration = new MarshallingConfiguration();
      configuration.setClassResolver(
          new SimpleClassResolver(MarshallingCodec.class.getClassLoader()));
      if (table) {
        configuration.setClassTable(new KnownClasses(context.knownClasses()));
      }
      this.marshaller = factory.createMarshaller(configuration);
      this.unmarshaller = factory.createUnmarshaller(configuration);
    }

    @Override
    public byte[] encode(Object value) throws IOException {
      buffer.reset();
      marshaller.start(Marshalling.createByteOutput(buffer));
      marshaller.writeObject(value);
      marshaller.finish();
      return buffer.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) throws Exception {
      unmarshaller.start(Marshalling.createByteInput(new ByteArrayInputStream(bytes)));
      try {
        return unmarshaller.readObject();
      } finally {
        unmarshaller.finish();
      }
    }
  }
}
