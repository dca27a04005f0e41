package io.serbench.codec.fory;

import io.serbench.codec.Claims;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;
import java.util.List;

/** Apache Fory in Java mode, one provider per configuration. */
public final class ForyProviders {
  static final String POOLING =
      "not thread-safe: one Fory per thread, or Fory.builder().buildThreadSafeFory(); on virtual"
          + " threads, buildThreadSafeForyPool(n), since a ThreadLocal makes a new Fory for every"
          + " virtual thread";
  static final String DOCS = "https://fory.apache.org/docs/guide/java_serialization_guide";

  private ForyProviders() {}

  /** The modes outside the default set: variations of a mode that is in it. */
  private static final java.util.Set<String> EXTENDED =
      java.util.Set.of("fory-registered-graph", "fory-compatible-flat");

  static final String NOTE =
      "Fory documents requireClassRegistration as its guard against unexpected classes;"
          + " schema-consistent mode (withCompatible(false)) expects the same class on both sides";

  static final String COMPATIBLE_NOTE =
      "Fory's compatible mode (withCompatible(true)) writes field metadata so that readers with added"
          + " or removed fields can read; registration is off, so it is no guard";

  static final String COMPATIBLE_REGISTERED_NOTE =
      "Fory documents requireClassRegistration as its guard against unexpected classes and"
          + " compatible mode (withCompatible(true)) for added or removed fields; the two combine,"
          + " so a class outside the registered list is refused while fields may change";

  private static CodecInfo describe(
      String id, String mode, Effort effort, Structure structure, Claims claims) {
    return CodecInfo.builder(id)
        .library("org.apache.fory:fory-core")
        .versionClass("org.apache.fory.Fory")
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

  private static Claims consistent(Effort effort) {
    return new Claims("fory", null, effort == Effort.CLASSES_KNOWN, NOTE);
  }

  /** {@code fory}: schema-consistent, references on, registration off. */
  public static final class Default extends ForyProvider {
    public Default() {
      super(
          describe(
              "fory",
              "Java mode, schema-consistent, references on, registration not required",
              Effort.ZERO_KNOWLEDGE,
              Structure.GRAPH,
              consistent(Effort.ZERO_KNOWLEDGE)),
          context -> ForyCodec.create(context, true, false, List.of()));
    }

    @Override
    public String setupSnippet() {
      return snippet(true, false, false);
    }
  }

  /** {@code fory-registered}: schema-consistent, model classes registered, references off. */
  public static final class Registered extends ForyProvider {
    public Registered() {
      super(
          describe(
              "fory-registered",
              "Java mode, schema-consistent, model classes registered, references off",
              Effort.CLASSES_KNOWN,
              Structure.TREE,
              consistent(Effort.CLASSES_KNOWN)),
          context -> ForyCodec.create(context, false, false, context.knownClasses()));
    }

    @Override
    public String setupSnippet() {
      return snippet(false, false, true);
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return ForyCodec.create(context, false, false, context.knownClasses(), false);
    }
  }

  /**
   * {@code fory-registered-graph}: schema-consistent, model classes registered, references on: the
   * mode for graphs from untrusted sources.
   */
  public static final class RegisteredGraph extends ForyProvider {
    public RegisteredGraph() {
      super(
          describe(
              "fory-registered-graph",
              "Java mode, schema-consistent, model classes registered, references on",
              Effort.CLASSES_KNOWN,
              Structure.GRAPH,
              consistent(Effort.CLASSES_KNOWN)),
          context -> ForyCodec.create(context, true, false, context.knownClasses()));
    }

    @Override
    public String setupSnippet() {
      return snippet(true, false, true);
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return ForyCodec.create(context, true, false, context.knownClasses(), false);
    }
  }

  /** {@code fory-compatible}: compatible mode with scoped meta sharing, references on. */
  public static final class Compatible extends ForyProvider {
    public Compatible() {
      super(
          describe(
              "fory-compatible",
              "Java mode, compatible (schema evolution, scoped meta share), references on,"
                  + " registration not required",
              Effort.ZERO_KNOWLEDGE,
              Structure.GRAPH,
              new Claims("fory", Versioning.FULL, false, COMPATIBLE_NOTE)),
          context -> ForyCodec.create(context, true, true, List.of()));
    }

    @Override
    public String setupSnippet() {
      return snippet(true, true, false);
    }
  }

  /**
   * {@code fory-compatible-flat}: compatible mode with scoped meta sharing, references off,
   * registration not required: {@code fory-compatible} for trees, without reference tracking.
   */
  public static final class CompatibleFlat extends ForyProvider {
    public CompatibleFlat() {
      super(
          describe(
              "fory-compatible-flat",
              "Java mode, compatible (schema evolution, scoped meta share), references off,"
                  + " registration not required",
              Effort.ZERO_KNOWLEDGE,
              Structure.TREE,
              new Claims("fory", Versioning.FULL, false, COMPATIBLE_NOTE)),
          context -> ForyCodec.create(context, false, true, List.of()));
    }

    @Override
    public String setupSnippet() {
      return snippet(false, true, false);
    }
  }

  /**
   * {@code fory-compatible-registered}: compatible mode with scoped meta sharing, model classes
   * registered and required, references off: the mode for versioned messages from untrusted
   * sources.
   */
  public static final class CompatibleRegistered extends ForyProvider {
    public CompatibleRegistered() {
      super(
          describe(
              "fory-compatible-registered",
              "Java mode, compatible (schema evolution, scoped meta share), model classes"
                  + " registered, references off",
              Effort.CLASSES_KNOWN,
              Structure.TREE,
              new Claims("fory", Versioning.FULL, true, COMPATIBLE_REGISTERED_NOTE)),
          context -> ForyCodec.create(context, false, true, context.knownClasses()));
    }

    @Override
    public String setupSnippet() {
      return snippet(false, true, true);
    }

    @Override
    public Codec unguarded(CodecContext context) {
      return ForyCodec.create(context, false, true, context.knownClasses(), false);
    }
  }

  /**
   * {@link ForyCodec}'s setup as Java source ({@link io.serbench.codec.SetupSnippet}), for the
   * report's adoption block: the same builder calls and registrations. Change the two together;
   * {@code SetupSnippetTest} compiles this and reads the codec's bytes with it.
   */
  static String snippet(boolean references, boolean compatible, boolean registered) {
    return "import org.apache.fory.Fory;\n"
        + "import org.apache.fory.config.ForyBuilder;\n"
        + "import org.apache.fory.config.Language;\n"
        + "\n"
        + "/** Not thread-safe: one instance per thread, or build with buildThreadSafeFory(). */\n"
        + "public final class {{Codec}} {\n"
        + (registered ? io.serbench.codec.SetupSnippet.REGISTERED_FIELD : "")
        + "  private final Fory fory;\n"
        + "\n"
        + "  private final Class<?> type;\n"
        + "\n"
        + "  public {{Codec}}(Class<?> type)"
        + (registered ? " throws ClassNotFoundException" : "")
        + " {\n"
        + "    this.type = type;\n"
        + "    ForyBuilder builder =\n"
        + "        Fory.builder()\n"
        + "            .withLanguage(Language.JAVA)\n"
        + "            .withRefTracking("
        + references
        + ")\n"
        + "            // Fory turns compatible mode on unless it is set\n"
        + "            .withCompatible("
        + compatible
        + ")\n"
        + "            .requireClassRegistration("
        + registered
        + ");\n"
        + (compatible ? "    builder.withScopedMetaShare(true);\n" : "")
        + "    fory = builder.build();\n"
        + (registered
            ? "    for (String name : REGISTERED) {\n"
                + "      fory.register(Class.forName(name));\n"
                + "    }\n"
            : "")
        + "  }\n"
        + "\n"
        + "  public byte[] encode(Object value) {\n"
        + "    return fory.serialize(value);\n"
        + "  }\n"
        + "\n"
        + "  public Object decode(byte[] bytes) {\n"
        + "    // the root type: Fory 1.x's typed read\n"
        + "    return fory.deserialize(bytes, type);\n"
        + "  }\n"
        + "}\n";
  }
}
