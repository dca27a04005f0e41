package io.serbench.codec.fst;

import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Claims;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;
import java.util.List;

/** The FST modes, one provider each. FST reflects into java.base, so it needs opened packages. */
public final class FstProviders {
  static final String POOLING =
      "thread-safe: one shared FSTConfiguration; its streams are per thread";
  static final String DOCS =
      "https://github.com/RuedigerMoeller/fast-serialization/wiki/Serialization";

  /** FST documents registerClass as a speed-up, not as a filter; no versioning without @Version. */
  static final Claims CLAIMS =
      new Claims(
          "fst",
          null,
          false,
          "FST's registerClass only shortens class names; it does not refuse other classes");

  private FstProviders() {}

  static List<String> flags(int javaFeatureVersion) {
    return javaFeatureVersion >= 9 ? CodecInfo.OPEN_JDK_INTERNALS : List.of();
  }

  private static CodecInfo describe(String id, String mode, Effort effort, Structure structure) {
    return CodecInfo.builder(id)
        .library("de.ruedigermoeller:fst")
        .versionClass("org.nustaq.serialization.FSTConfiguration")
        .mode(mode)
        .effort(effort)
        .format(Format.BINARY)
        .structure(structure)
        .threadSafe(true)
        .pooling(POOLING)
        .documentation(DOCS)
        .claims(CLAIMS)
        .group(
            id.equals("fst") ? io.serbench.codec.Group.DEFAULT : io.serbench.codec.Group.EXTENDED)
        .build();
  }

  /** {@code fst}: {@code createDefaultConfiguration()}. */
  public static final class Default extends BaseCodecProvider {
    public Default() {
      super(
          describe(
              "fst",
              "createDefaultConfiguration(), root class given as the read/write hint",
              Effort.ZERO_KNOWLEDGE,
              Structure.GRAPH),
          FstProviders::flags,
          context -> FstCodec.create(context.rootType(), true, List.of()));
    }

    @Override
    public String setupSnippet() {
      return SNIPPET;
    }
  }

  /** {@code fst-flat}: unshared mode, references not tracked. */
  public static final class Flat extends BaseCodecProvider {
    public Flat() {
      super(
          describe(
              "fst-flat",
              "createDefaultConfiguration(), setShareReferences(false), FST's unshared streams"
                  + " (FSTObjectOutputNoShared/FSTObjectInputNoShared, reused per thread), root class"
                  + " given as the hint",
              Effort.ZERO_KNOWLEDGE,
              Structure.TREE),
          FstProviders::flags,
          context -> FstCodec.create(context.rootType(), false, List.of()));
    }
  }

  /** {@code fst-registered}: unshared, with the model classes pre-registered. */
  public static final class Registered extends BaseCodecProvider {
    public Registered() {
      super(
          describe(
              "fst-registered",
              "createDefaultConfiguration(), setShareReferences(false), FST's unshared streams"
                  + " reused per thread, model classes registered, root class given as the hint",
              Effort.CLASSES_KNOWN,
              Structure.TREE),
          FstProviders::flags,
          context -> FstCodec.create(context.rootType(), false, context.knownClasses()));
    }
  }

  /**
   * {@code fst}'s setup in {@link FstCodec} as Java source ({@link
   * io.serbench.codec.SetupSnippet}), for the report's adoption block. Change the two together;
   * {@code SetupSnippetTest} compiles this and reads the codec's bytes with it.
   */
  static final String SNIPPET =
      """
      import org.nustaq.serialization.FSTConfiguration;
      import org.nustaq.serialization.FSTObjectOutput;

      /** Thread-safe: FST's streams are per thread. Needs the --add-opens flags on JDK 16+. */
      public final class {{Codec}} {
        // one long-lived configuration: creating one is expensive
        private static final FSTConfiguration FST = FSTConfiguration.createDefaultConfiguration();

        static {
          FST.setShareReferences(true);
        }

        private final Class<?> type;

        public {{Codec}}(Class<?> type) {
          this.type = type;
        }

        public byte[] encode(Object value) throws Exception {
          FSTObjectOutput output = FST.getObjectOutput();
          // the root class as FST's hint: its name is not written into every message
          output.writeObject(value, type);
          return output.getCopyOfWrittenBuffer();
        }

        public Object decode(byte[] bytes) throws Exception {
          return FST.getObjectInput(bytes).readObject(type);
        }
      }
      """;
}
