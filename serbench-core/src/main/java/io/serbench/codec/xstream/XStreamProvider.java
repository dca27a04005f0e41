package io.serbench.codec.xstream;

import com.thoughtworks.xstream.XStream;
import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Claims;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.FixHints;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * {@code xstream}: XStream's reflection-based XML, with its security framework's allow list holding
 * the model classes, as XStream's security page requires since 1.4.18.
 */
public final class XStreamProvider extends BaseCodecProvider {
  public XStreamProvider() {
    super(
        CodecInfo.builder("xstream")
            .library("com.thoughtworks.xstream:xstream")
            .versionClass("com.thoughtworks.xstream.XStream")
            .mode(
                "one configured XStream, default reflection converters and XPath references, model"
                    + " classes on the security framework's allow list, UTF-8, the model's class"
                    + " loader")
            .effort(Effort.CLASSES_KNOWN)
            .format(Format.XML)
            .structure(Structure.GRAPH)
            .threadSafe(true)
            .pooling("thread-safe once configured: share the XStream instance")
            .documentation("https://x-stream.github.io/security.html")
            .claims(
                new Claims(
                    "xml",
                    Versioning.NONE,
                    true,
                    "XStream names classes in the XML and refuses those outside its allow list;"
                        + " an unknown element fails unless ignoreUnknownElements() is set"))
            .build(),
        feature -> feature >= 9 ? CodecInfo.OPEN_JDK_INTERNALS : List.of(),
        context -> new XStreamCodec(context, true));
  }

  /** XStream's refusal of a class outside its allow list: the allowTypes call that lets it in. */
  @Override
  public Optional<String> remedy(Throwable t) {
    return t.getClass()
            .getName()
            .equals("com.thoughtworks.xstream.security.ForbiddenClassException")
        ? Optional.of(
            "allow the class: xstream.allowTypes(new Class[] {"
                + FixHints.firstClass(FixHints.message(t)).orElse("TheClass")
                + ".class}) or allowTypesByWildcard for its package")
        : Optional.empty();
  }

  /**
   * {@link XStreamCodec}'s setup as Java source ({@link io.serbench.codec.SetupSnippet}), for the
   * report's adoption block, the allow list from serbench's registered classes. Change the two
   * together; {@code SetupSnippetTest} compiles this and reads the codec's bytes with it.
   */
  @Override
  public String setupSnippet() {
    return """
        import com.thoughtworks.xstream.XStream;
        import com.thoughtworks.xstream.io.xml.CompactWriter;
        import java.io.ByteArrayInputStream;
        import java.io.ByteArrayOutputStream;
        import java.io.OutputStreamWriter;
        import java.io.Writer;
        import java.nio.charset.StandardCharsets;

        /** Thread-safe once configured: share one instance. */
        public final class {{Codec}} {
          /** The classes serbench allowed: XStream refuses every other class it reads. */
          private static final String[] ALLOWED = {
        {{registered}}
          };

          private final XStream xstream = new XStream();

          public {{Codec}}(Class<?> type) throws ClassNotFoundException {
            // the class loader that sees the model classes
            xstream.setClassLoader({{Codec}}.class.getClassLoader());
            Class<?>[] allowed = new Class<?>[ALLOWED.length];
            for (int i = 0; i < allowed.length; i++) {
              allowed[i] = Class.forName(ALLOWED[i]);
            }
            xstream.allowTypes(allowed);
            xstream.allowTypes(new Class<?>[] {type});
          }

          public byte[] encode(Object value) throws Exception {
            ByteArrayOutputStream buffer = new ByteArrayOutputStream(1024);
            Writer writer = new OutputStreamWriter(buffer, StandardCharsets.UTF_8);
            // CompactWriter: toXML's pretty printer indents every element
            xstream.marshal(value, new CompactWriter(writer));
            writer.flush();
            return buffer.toByteArray();
          }

          public Object decode(byte[] bytes) {
            return xstream.fromXML(new ByteArrayInputStream(bytes));
          }
        }
        """;
  }

  /** An XStream that takes any class: the attacker's writer. */
  @Override
  public Codec unguarded(CodecContext context) {
    return new XStreamCodec(context, false);
  }

  /** One XStream and a reused output buffer per thread: shareable, as XStream is. */
  static final class XStreamCodec implements Codec {
    private final XStream xstream;
    private final ThreadLocal<ByteArrayOutputStream> buffers =
        ThreadLocal.withInitial(() -> new ByteArrayOutputStream(1024));

    XStreamCodec(CodecContext context, boolean guarded) {
      this.xstream = configured(context, guarded);
    }

    static XStream configured(CodecContext context, boolean guarded) {
      XStream xstream = new XStream();
      xstream.setClassLoader(XStreamCodec.class.getClassLoader());
      if (guarded) {
        xstream.allowTypes(context.knownClasses().toArray(Class<?>[]::new));
        xstream.allowTypes(new Class<?>[] {context.rootType()});
      } else {
        xstream.addPermission(com.thoughtworks.xstream.security.AnyTypePermission.ANY);
      }
      return xstream;
    }

    @Override
    public byte[] encode(Object value) throws Exception {
      ByteArrayOutputStream buffer = buffers.get();
      buffer.reset();
      Writer writer = new OutputStreamWriter(buffer, StandardCharsets.UTF_8);
      // CompactWriter, as XStream's FAQ and jvm-serializers' xstream entry write: toXML's pretty
      // printer puts indentation and a newline around every element
      xstream.marshal(value, new com.thoughtworks.xstream.io.xml.CompactWriter(writer));
      writer.flush();
      return buffer.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) {
      return xstream.fromXML(new ByteArrayInputStream(bytes));
    }
  }
}
