package io.serbench.codec.kryo;

import io.serbench.codec.Claims;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;
import java.util.List;

/** The Kryo 5 modes, one provider each. */
public final class KryoProviders {
  static final String LIBRARY = "com.esotericsoftware:kryo";
  static final String VERSION_CLASS = "com.esotericsoftware.kryo.Kryo";
  static final String POOLING =
      "not thread-safe: one Kryo per thread, from Kryo's Pool or a ThreadLocal; on virtual threads,"
          + " Kryo's Pool, since a ThreadLocal makes a new Kryo for every virtual thread";
  static final String DOCS = "https://github.com/EsotericSoftware/kryo#readme";

  private KryoProviders() {}

  /** The modes outside the default set: variations of a mode that is in it. */
  private static final java.util.Set<String> EXTENDED =
      java.util.Set.of("kryo-flat", "kryo-compatible-flat", "kryo-registered-unsafe");

  static final String NOTE =
      "Kryo documents registrationRequired as the guard against unexpected classes, and"
          + " CompatibleFieldSerializer (not the default FieldSerializer) for added or removed fields";

  static final String COMPATIBLE_NOTE =
      "Kryo documents CompatibleFieldSerializer for added or removed fields; without chunked"
          + " encoding (Kryo's default, kept here) a reader skips an unknown field only by reading"
          + " it, so a field whose class the reader cannot load or has not registered fails the"
          + " read; renamed fields and changed types are not supported";

  static final String COMPATIBLE_REGISTERED_NOTE =
      "Kryo documents registrationRequired as the guard against unexpected classes and"
          + " CompatibleFieldSerializer for added or removed fields; the two combine, so a class"
          + " outside the registered list is refused while fields may change; without chunked"
          + " encoding a field of a class the reader has not registered fails the read";

  private static CodecInfo describe(
      String id, String mode, Effort effort, Structure structure, Claims claims) {
    return CodecInfo.builder(id)
        .library(LIBRARY)
        .versionClass(VERSION_CLASS)
        .mode(mode)
        .effort(effort)
        .format(Format.BINARY)
        .structure(structure)
        .threadSafe(false)
        .pooling(POOLING)
        .documentation(DOCS)
        .claims(claims)
        .group(
            EXTENDED.contains(id)
                ? io.serbench.codec.Group.EXTENDED
                : io.serbench.codec.Group.DEFAULT)
        .build();
  }

  static final String UNSAFE_NOTE =
      NOTE
          + "; Kryo documents that bytes written by its unsafe streams are read only by unsafe"
          + " streams, as they hold fixed-size numbers in the machine's native byte order: on a"
          + " little-endian machine (x86, most ARM) they equal the safe streams' little-endian bytes,"
          + " on a big-endian one they do not";

  private static Claims claims(Versioning versioning, boolean registrationRequired) {
    return new Claims("kryo", versioning, registrationRequired, NOTE);
  }

  /** {@code kryo}: registration not required, references on. */
  public static final class Default extends KryoProvider {
    public Default() {
      super(
          describe(
              "kryo",
              "registration not required, references on",
              Effort.ZERO_KNOWLEDGE,
              Structure.GRAPH,
              claims(Versioning.NONE, false)),
          context ->
              KryoCodec.create(
                  context.rootType(), new KryoCodec.Setup(false, true, false), List.of()));
    }

    @Override
    public String setupSnippet() {
      return snippet(false, true, false, false);
    }
  }

  /** {@code kryo-flat}: registration not required, references off. */
  public static final class Flat extends KryoProvider {
    public Flat() {
      super(
          describe(
              "kryo-flat",
              "registration not required, references off",
              Effort.ZERO_KNOWLEDGE,
              Structure.TREE,
              claims(Versioning.NONE, false)),
          context ->
              KryoCodec.create(
                  context.rootType(), new KryoCodec.Setup(false, false, false), List.of()));
    }
  }

  /** {@code kryo-registered}: registration required, references off, model classes registered. */
  public static final class Registered extends KryoProvider {
    public Registered() {
      super(
          describe(
              "kryo-registered",
              "registration required, references off, model classes registered",
              Effort.CLASSES_KNOWN,
              Structure.TREE,
              claims(Versioning.NONE, true)),
          context ->
              KryoCodec.create(
                  context.rootType(),
                  new KryoCodec.Setup(true, false, false),
                  context.knownClasses()));
    }

    @Override
    public String setupSnippet() {
      return snippet(true, false, false, true);
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return KryoCodec.create(
          context.rootType(), new KryoCodec.Setup(false, false, false), context.knownClasses());
    }
  }

  /**
   * {@code kryo-registered-unsafe}: {@code kryo-registered} on Kryo's unsafe streams ({@code
   * UnsafeOutput}, {@code UnsafeInput}): fixed-size numbers in the machine's native byte order,
   * which Kryo 5's safe streams match on little-endian machines only.
   */
  public static final class RegisteredUnsafe extends KryoProvider {
    public RegisteredUnsafe() {
      super(
          describe(
              "kryo-registered-unsafe",
              "registration required, references off, model classes registered, unsafe streams"
                  + " (UnsafeOutput/UnsafeInput: native byte order; the safe streams' bytes on a"
                  + " little-endian machine only)",
              Effort.CLASSES_KNOWN,
              Structure.TREE,
              new Claims("kryo-unsafe", Versioning.NONE, true, UNSAFE_NOTE)),
          context ->
              KryoCodec.create(
                  context.rootType(),
                  new KryoCodec.Setup(true, false, false, true),
                  context.knownClasses()));
    }

    @Override
    public String setupSnippet() {
      return snippet(true, false, false, true, true);
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return KryoCodec.create(
          context.rootType(),
          new KryoCodec.Setup(false, false, false, true),
          context.knownClasses());
    }
  }

  /**
   * {@code kryo-registered-graph}: registration required, references on, model classes registered:
   * the mode for graphs from untrusted sources.
   */
  public static final class RegisteredGraph extends KryoProvider {
    public RegisteredGraph() {
      super(
          describe(
              "kryo-registered-graph",
              "registration required, references on, model classes registered",
              Effort.CLASSES_KNOWN,
              Structure.GRAPH,
              claims(Versioning.NONE, true)),
          context ->
              KryoCodec.create(
                  context.rootType(),
                  new KryoCodec.Setup(true, true, false),
                  context.knownClasses()));
    }

    @Override
    public String setupSnippet() {
      return snippet(true, true, false, true);
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return KryoCodec.create(
          context.rootType(), new KryoCodec.Setup(false, true, false), context.knownClasses());
    }
  }

  /** {@code kryo-compatible}: CompatibleFieldSerializer as the default, references on. */
  public static final class Compatible extends KryoProvider {
    public Compatible() {
      super(
          describe(
              "kryo-compatible",
              "CompatibleFieldSerializer as default serializer, references on",
              Effort.ZERO_KNOWLEDGE,
              Structure.GRAPH,
              new Claims("kryo", Versioning.FULL, false, COMPATIBLE_NOTE)),
          context ->
              KryoCodec.create(
                  context.rootType(), new KryoCodec.Setup(false, true, true), List.of()));
    }

    @Override
    public String setupSnippet() {
      return snippet(false, true, true, false);
    }
  }

  /**
   * {@code kryo-compatible-flat}: CompatibleFieldSerializer as the default, references off,
   * registration not required: {@code kryo-compatible} for trees, without the reference table.
   */
  public static final class CompatibleFlat extends KryoProvider {
    public CompatibleFlat() {
      super(
          describe(
              "kryo-compatible-flat",
              "CompatibleFieldSerializer as default serializer, registration not required,"
                  + " references off",
              Effort.ZERO_KNOWLEDGE,
              Structure.TREE,
              new Claims("kryo", Versioning.FULL, false, COMPATIBLE_NOTE)),
          context ->
              KryoCodec.create(
                  context.rootType(), new KryoCodec.Setup(false, false, true), List.of()));
    }

    @Override
    public String setupSnippet() {
      return snippet(false, false, true, false);
    }
  }

  /**
   * {@code kryo-compatible-registered}: CompatibleFieldSerializer as the default, registration
   * required, references off, model classes registered: the mode for versioned messages from
   * untrusted sources.
   */
  public static final class CompatibleRegistered extends KryoProvider {
    public CompatibleRegistered() {
      super(
          describe(
              "kryo-compatible-registered",
              "CompatibleFieldSerializer as default serializer, registration required,"
                  + " references off, model classes registered",
              Effort.CLASSES_KNOWN,
              Structure.TREE,
              new Claims("kryo", Versioning.FULL, true, COMPATIBLE_REGISTERED_NOTE)),
          context ->
              KryoCodec.create(
                  context.rootType(),
                  new KryoCodec.Setup(true, false, true),
                  context.knownClasses()));
    }

    @Override
    public String setupSnippet() {
      return snippet(true, false, true, true);
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return KryoCodec.create(
          context.rootType(), new KryoCodec.Setup(false, false, true), context.knownClasses());
    }
  }

  /**
   * {@link KryoCodec#create}'s setup as Java source ({@link io.serbench.codec.SetupSnippet}), for
   * the report's adoption block: the same calls in the same order. Change the two together; {@code
   * SetupSnippetTest} compiles this and reads the codec's bytes with it.
   */
  static String snippet(
      boolean registrationRequired, boolean references, boolean compatible, boolean registered) {
    return snippet(registrationRequired, references, compatible, registered, false);
  }

  /** The same, on Kryo's unsafe streams when {@code unsafe}. */
  static String snippet(
      boolean registrationRequired,
      boolean references,
      boolean compatible,
      boolean registered,
      boolean unsafe) {
    return "import com.esotericsoftware.kryo.Kryo;\n"
        + "import com.esotericsoftware.kryo.io.Input;\n"
        + "import com.esotericsoftware.kryo.io.Output;\n"
        + (compatible
            ? "import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;\n"
            : "")
        + (unsafe
            ? "import com.esotericsoftware.kryo.unsafe.UnsafeInput;\n"
                + "import com.esotericsoftware.kryo.unsafe.UnsafeOutput;\n"
            : "")
        + "import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;\n"
        + "import org.objenesis.strategy.StdInstantiatorStrategy;\n"
        + "\n"
        + "/** Not thread-safe: one instance per thread (Kryo's Pool or a ThreadLocal). */\n"
        + "public final class {{Codec}} {\n"
        + (registered ? io.serbench.codec.SetupSnippet.REGISTERED_FIELD : "")
        + "  private final Kryo kryo = new Kryo();\n"
        + (unsafe
            ? "  // native byte order: Kryo reads these bytes with unsafe streams only\n"
                + "  private final Output output = new UnsafeOutput(4096, -1);\n"
                + "  private final Input input = new UnsafeInput();\n"
            : "  private final Output output = new Output(4096, -1);\n"
                + "  private final Input input = new Input();\n")
        + "  private final Class<?> type;\n"
        + "\n"
        + "  public {{Codec}}(Class<?> type)"
        + (registered ? " throws ClassNotFoundException" : "")
        + " {\n"
        + "    this.type = type;\n"
        + "    kryo.setRegistrationRequired("
        + registrationRequired
        + ");\n"
        + "    kryo.setReferences("
        + references
        + ");\n"
        + (compatible ? "    kryo.setDefaultSerializer(CompatibleFieldSerializer.class);\n" : "")
        + "    kryo.setInstantiatorStrategy(new DefaultInstantiatorStrategy(new StdInstantiatorStrategy()));\n"
        + (registered
            ? "    for (String name : REGISTERED) {\n"
                + "      // serbench registers java.util.EnumMap with new EnumMapSerializer(Key.class) when\n"
                + "      // every EnumMap field of the model has the same enum key type Key\n"
                + "      kryo.register(Class.forName(name));\n"
                + "    }\n"
            : "")
        + "  }\n"
        + "\n"
        + "  public byte[] encode(Object value) {\n"
        + "    output.reset();\n"
        + "    kryo.writeObject(output, value);\n"
        + "    return output.toBytes();\n"
        + "  }\n"
        + "\n"
        + "  public Object decode(byte[] bytes) {\n"
        + "    input.setBuffer(bytes);\n"
        + "    return kryo.readObject(input, type);\n"
        + "  }\n"
        + "}\n";
  }
}
