package io.serbench.codec;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.model.ModelTypes;
import io.serbench.testing.Generators;
import io.serbench.testmodel.Order;
import io.serbench.verify.DeepComparator;
import java.io.File;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every codec of the default set gives a setup snippet, and the snippet is the codec: compiled with
 * javac as the report prints it, it round-trips a sample, reads the bytes the codec writes, and
 * writes bytes the codec reads. A snippet that drifts from its codec's {@code create} (another
 * option, another registration order) fails here.
 */
class SetupSnippetTest {
  private static final Class<?> MODEL = Order.class;
  private static final CodecCatalog CATALOG = CodecCatalog.standard();

  /** The codecs whose snippet says that another registration order writes incompatible bytes. */
  private static final List<String> ORDER_SENSITIVE =
      List.of(
          "kryo-registered",
          "kryo-registered-unsafe",
          "kryo-registered-graph",
          "kryo-compatible-registered",
          "fory-registered",
          "fory-compatible-registered");

  private static Path directory;
  private static URLClassLoader loader;
  private static List<Class<?>> known;
  private static Object sample;

  /** serbench's own codecs of the default set; the test catalog's broken codecs are no codecs. */
  static Stream<String> defaultIds() {
    return CATALOG.defaultIds().stream().filter(SetupSnippetTest::serbenchs);
  }

  /**
   * The default set, then serbench's extended codecs that give a snippet: the report offers theirs
   * too when a run picks one.
   */
  static Stream<String> snippetIds() {
    return Stream.concat(
        defaultIds(),
        CATALOG.ids().stream()
            .filter(SetupSnippetTest::serbenchs)
            .filter(id -> !CATALOG.defaultIds().contains(id))
            .filter(id -> !CATALOG.find(id).orElseThrow().setupSnippet().isBlank()));
  }

  private static boolean serbenchs(String id) {
    return CATALOG
        .find(id)
        .orElseThrow()
        .getClass()
        .getName()
        .startsWith(CodecCatalog.class.getPackageName() + ".");
  }

  /** Compiles every snippet of the default set in one javac run, as the report renders them. */
  @BeforeAll
  static void compileEverySnippet() throws Exception {
    sample = Generators.seeded(40).generate(MODEL);
    known = ModelTypes.knownClasses(List.of(MODEL), sample);
    List<String> registered = known.stream().map(Class::getName).toList();
    directory = Files.createTempDirectory("serbench-snippets");
    Map<String, Path> sources = new LinkedHashMap<>();
    for (String id : snippetIds().toList()) {
      String template = CATALOG.find(id).orElseThrow().setupSnippet();
      if (!template.isEmpty()) {
        Path source = directory.resolve(SetupSnippet.className(id) + ".java");
        Files.writeString(
            source, SetupSnippet.render(template, id, registered), StandardCharsets.UTF_8);
        sources.put(id, source);
      }
    }
    for (String id : ORDER_SENSITIVE) {
      String reversedId = id + "-reversed";
      Path source = directory.resolve(SetupSnippet.className(reversedId) + ".java");
      Files.writeString(
          source,
          SetupSnippet.render(
              CATALOG.find(id).orElseThrow().setupSnippet(), reversedId, reversed(registered)),
          StandardCharsets.UTF_8);
      sources.put(reversedId, source);
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
      boolean compiled =
          javac
              .getTask(
                  null,
                  files,
                  diagnostics,
                  List.of(
                      "-classpath",
                      System.getProperty("java.class.path"),
                      "-d",
                      directory.toString(),
                      "-proc:none",
                      "-nowarn"),
                  null,
                  files.getJavaFileObjectsFromPaths(sources.values()))
              .call();
      assertThat(compiled).as("the snippets compile: %s", diagnostics.getDiagnostics()).isTrue();
    }
    loader =
        new URLClassLoader(
            new URL[] {directory.toUri().toURL()}, SetupSnippetTest.class.getClassLoader());
  }

  @AfterAll
  static void cleanUp() throws Exception {
    if (loader != null) {
      loader.close();
    }
    if (directory != null) {
      try (Stream<Path> files = Files.walk(directory)) {
        files.sorted(java.util.Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("snippetIds")
  void snippet_ofEachDefaultCodec_roundTripsAndReadsAndWritesTheCodecsBytes(String id)
      throws Exception {
    CodecProvider provider = CATALOG.find(id).orElseThrow();
    assertThat(provider.setupSnippet()).as("%s gives its setup snippet", id).isNotBlank();
    Snippet snippet = new Snippet(loader.loadClass(SetupSnippet.className(id)));
    Codec codec = provider.create(new CodecContext(MODEL, known));

    byte[] written = snippet.encode(sample);
    assertThat(differences(sample, snippet.decode(written))).as("snippet round trip").isEmpty();
    assertThat(differences(sample, codec.decode(written)))
        .as("the codec reads the snippet's bytes")
        .isEmpty();
    byte[] measured = codec.encode(sample);
    assertThat(differences(sample, snippet.decode(measured)))
        .as("the snippet reads the codec's bytes")
        .isEmpty();
    assertThat(written).as("the snippet writes the bytes serbench measured").isEqualTo(measured);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("orderSensitive")
  void snippet_withTheRegistrationsInAnotherOrder_writesOtherBytes(String id) throws Exception {
    Snippet reversed = new Snippet(loader.loadClass(SetupSnippet.className(id + "-reversed")));
    Codec codec = CATALOG.find(id).orElseThrow().create(new CodecContext(MODEL, known));

    assertThat(reversed.encode(sample))
        .as("what the snippet's comment warns of")
        .isNotEqualTo(codec.encode(sample));
  }

  static Stream<String> orderSensitive() {
    return ORDER_SENSITIVE.stream();
  }

  @Test
  void render_fillsTheClassNameAndTheRegistrationListInOrder() {
    String rendered =
        SetupSnippet.render(
            CATALOG.find("kryo-registered").orElseThrow().setupSnippet(),
            "kryo-registered",
            List.of("com.acme.Order", "com.acme.Order$Line", "[I"));

    assertThat(rendered)
        .contains("public final class KryoRegisteredCodec {")
        .contains("\"com.acme.Order\",\n    \"com.acme.Order$Line\",\n    \"[I\"")
        .contains("another order writes incompatible bytes")
        .doesNotContain("{{");
    assertThat(SetupSnippet.className("jackson3-json")).isEqualTo("Jackson3JsonCodec");
  }

  private static List<String> reversed(List<String> names) {
    List<String> reversed = new java.util.ArrayList<>(names);
    java.util.Collections.reverse(reversed);
    return reversed;
  }

  private static List<?> differences(Object expected, Object actual) {
    return DeepComparator.compare(expected, actual, 5);
  }

  /** The compiled snippet, called by reflection. */
  private static final class Snippet {
    private final Object instance;
    private final Method encode;
    private final Method decode;

    Snippet(Class<?> type) throws Exception {
      this.instance = type.getConstructor(Class.class).newInstance(MODEL);
      this.encode = type.getMethod("encode", Object.class);
      this.decode = type.getMethod("decode", byte[].class);
    }

    byte[] encode(Object value) throws Exception {
      return (byte[]) encode.invoke(instance, value);
    }

    Object decode(byte[] bytes) throws Exception {
      return decode.invoke(instance, (Object) bytes);
    }
  }
}
