package io.serbench.codec.hessian;

import com.alibaba.com.caucho.hessian.io.ContextSerializerFactory;
import com.alibaba.com.caucho.hessian.io.Hessian2Input;
import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import com.alibaba.com.caucho.hessian.io.SerializerFactory;
import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Claims;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.ref.SoftReference;
import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;

/**
 * {@code hessian}: Hessian 2 through hessian-lite, the Hessian implementation that Apache Dubbo
 * maintains (Caucho's own jar has had no release since 2021).
 */
public final class HessianProvider extends BaseCodecProvider {
  public HessianProvider() {
    super(
        CodecInfo.builder("hessian")
            .library("org.apache.dubbo:hessian-lite")
            .versionClass("com.alibaba.com.caucho.hessian.io.Hessian2Output")
            .mode(
                "Hessian 2, one shared SerializerFactory with the codec's class loader, one"
                    + " Hessian2Output and one Hessian2Input reused through init() (their reference"
                    + " tables reset per message), reused output buffer, root type as the read hint")
            .effort(Effort.ZERO_KNOWLEDGE)
            .format(Format.BIN_CROSSLANG)
            .structure(Structure.GRAPH)
            .threadSafe(false)
            .pooling("SerializerFactory shared; one Hessian2Output and Hessian2Input per thread")
            .documentation("https://github.com/apache/dubbo-hessian-lite#readme")
            .claims(
                new Claims(
                    "hessian",
                    Versioning.FULL,
                    false,
                    "Hessian writes field names with each class definition, skips fields the"
                        + " reader lacks, and loads the classes the bytes name"))
            .build(),
        feature -> feature >= 9 ? CodecInfo.OPEN_JDK_INTERNALS : List.of(),
        context -> new HessianCodec(context.rootType()));
  }

  /**
   * {@link HessianCodec}'s setup as Java source ({@link io.serbench.codec.SetupSnippet}), for the
   * report's adoption block; it leaves out {@code rootContextAt}, which only serbench's own class
   * loaders need. Change the two together; {@code SetupSnippetTest} compiles this and reads the
   * codec's bytes with it.
   */
  @Override
  public String setupSnippet() {
    return """
        import com.alibaba.com.caucho.hessian.io.Hessian2Input;
        import com.alibaba.com.caucho.hessian.io.Hessian2Output;
        import com.alibaba.com.caucho.hessian.io.SerializerFactory;
        import java.io.ByteArrayInputStream;
        import java.io.ByteArrayOutputStream;
        import java.io.IOException;

        /** Not thread-safe: the factory is shared, the streams are one pair per thread. */
        public final class {{Codec}} {
          private static final SerializerFactory FACTORY =
              new SerializerFactory({{Codec}}.class.getClassLoader());

          private final Class<?> type;
          private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(512);
          private final Hessian2Output out = new Hessian2Output(buffer);
          private final Hessian2Input in = new Hessian2Input(new ByteArrayInputStream(new byte[0]));

          public {{Codec}}(Class<?> type) {
            this.type = type;
            out.setSerializerFactory(FACTORY);
            in.setSerializerFactory(FACTORY);
          }

          public byte[] encode(Object value) throws IOException {
            buffer.reset();
            // init resets the reference and class-definition tables for each message
            out.init(buffer);
            out.writeObject(value);
            out.flush();
            return buffer.toByteArray();
          }

          public Object decode(byte[] bytes) throws IOException {
            in.init(new ByteArrayInputStream(bytes));
            return in.readObject(type);
          }
        }
        """;
  }

  /**
   * Hessian 2 over one shared serializer factory, with one output and one input stream reused for
   * every message through their {@code init}, which resets their reference and class-definition
   * tables, as Dubbo's Hessian2 serialization and Fory's Hessian benchmark reuse them.
   */
  static final class HessianCodec implements Codec {
    private final Class<?> type;
    private final SerializerFactory factory;
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(512);
    private final Hessian2Output out;
    private final Hessian2Input in;

    HessianCodec(Class<?> type) {
      this.type = type;
      ClassLoader own = HessianCodec.class.getClassLoader();
      rootContextAt(own);
      this.factory = new SerializerFactory(own);
      this.out = new Hessian2Output(buffer);
      out.setSerializerFactory(factory);
      this.in = new Hessian2Input(new ByteArrayInputStream(new byte[0]));
      in.setSerializerFactory(factory);
    }

    /** Keep the context factories set below from being collected. */
    private static ContextSerializerFactory root;

    private static ContextSerializerFactory system;

    /**
     * hessian-lite builds one context factory per class loader up the parent chain, and one for the
     * top (a null loader) that reads the system class loader's hessian serializer list. When
     * serbench runs the codec in a loader of its own and the system class loader also holds
     * hessian-lite, that list names the other copy's classes and hessian-lite refuses them
     * ("HijrahDateSerializer is invalid"). The top factory is therefore made from this codec's own
     * loader, before the first SerializerFactory is built. With the system class loader (a JMH
     * fork), nothing changes.
     */
    @SuppressWarnings("unchecked") // hessian-lite's own map of context factories
    static synchronized void rootContextAt(ClassLoader own) {
      if (root != null || own == ClassLoader.getSystemClassLoader()) {
        return;
      }
      try {
        Field field = ContextSerializerFactory.class.getDeclaredField("_contextRefMap");
        field.setAccessible(true);
        Map<ClassLoader, SoftReference<ContextSerializerFactory>> contexts =
            (Map<ClassLoader, SoftReference<ContextSerializerFactory>>) field.get(null);
        synchronized (contexts) {
          root = new ContextSerializerFactory(null, own);
          system = new ContextSerializerFactory(root, own);
          contexts.put(null, new SoftReference<>(root));
          contexts.put(ClassLoader.getSystemClassLoader(), new SoftReference<>(system));
        }
      } catch (ReflectiveOperationException | RuntimeException e) {
        // a later hessian-lite without the map: build as it builds
      }
    }

    @Override
    public byte[] encode(Object value) throws IOException {
      buffer.reset();
      out.init(buffer);
      out.writeObject(value);
      out.flush();
      return buffer.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) throws IOException {
      in.init(new ByteArrayInputStream(bytes));
      return in.readObject(type);
    }
  }
}
