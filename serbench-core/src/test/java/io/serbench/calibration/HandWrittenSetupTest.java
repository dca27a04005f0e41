package io.serbench.calibration;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.model.ModelTypes;
import io.serbench.sample.SampleSpec;
import io.serbench.testmodel.Order;
import io.serbench.verify.DeepComparator;
import java.io.File;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The hand-written benchmarks that calibration compares with the harness are set up as the codecs
 * are (#43): each hand-written state, set up, writes the bytes that its codec writes for the same
 * sample, and each side reads the other's bytes. A setting that drifts (references, registration, a
 * module, a visibility rule, the root type, the streams) changes the bytes or fails the read. The
 * calibration run itself needs an idle host and is not run here.
 */
class HandWrittenSetupTest {
  /** Each hand-written state and the codec it stands for. */
  private static final Map<String, String> STATES =
      Map.ofEntries(
          Map.entry("KryoState", "kryo"),
          Map.entry("KryoRegisteredState", "kryo-registered"),
          Map.entry("FstState", "fst"),
          Map.entry("FstRegisteredState", "fst-registered"),
          Map.entry("ProtostuffState", "protostuff-runtime"),
          Map.entry("JacksonState", "jackson-json"),
          Map.entry("MsgpackState", "msgpack"),
          Map.entry("JdkState", "jdk"),
          Map.entry("ForyState", "fory"),
          Map.entry("Jackson3State", "jackson3-json"),
          Map.entry("GsonState", "gson"),
          Map.entry("HessianState", "hessian"),
          Map.entry("Fastjson2State", "fastjson2"));

  private static Path directory;
  private static URLClassLoader loader;

  @BeforeAll
  static void compile() throws Exception {
    directory = Files.createTempDirectory("serbench-handwritten");
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int status =
        javac.run(
            null,
            null,
            null,
            "-classpath",
            System.getProperty("java.class.path"),
            "-d",
            directory.toString(),
            "-proc:none",
            "-nowarn",
            Path.of("src/test/resources/calibration/HandWrittenBenchmark.java").toString());
    assertThat(status).as("the hand-written benchmark compiles").isZero();
    loader =
        new URLClassLoader(
            new URL[] {directory.toUri().toURL()}, HandWrittenSetupTest.class.getClassLoader());
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

  static Stream<String> states() {
    return STATES.keySet().stream().sorted();
  }

  @Test
  void states_coverEveryCalibratedCodec() {
    assertThat(STATES.values()).containsExactlyInAnyOrderElementsOf(CalibrationTest.CODECS);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("states")
  void handWrittenState_writesAndReadsTheBytesOfItsCodec(String state) throws Exception {
    Order order =
        (Order) SampleSpec.generated(Order.class, 42).instantiate(Order.class.getClassLoader());
    Codec codec =
        CodecCatalog.create(
            STATES.get(state),
            new CodecContext(Order.class, ModelTypes.knownClasses(List.of(Order.class), order)));
    Class<?> type = loader.loadClass("io.serbench.generated.HandWrittenBenchmark$" + state);
    Object instance = type.getConstructor().newInstance();
    type.getMethod("setUp").invoke(instance);
    byte[] handWritten = (byte[]) field(type, "bytes").get(instance);

    byte[] measured = codec.encode(order);
    assertThat(handWritten)
        .as("the hand-written setup writes the codec's bytes")
        .isEqualTo(measured);
    // the same value back on both sides, whatever the codec's own fidelity (fst-registered's
    // unshared streams drop BigDecimal, and the fidelity check reports that)
    Object read = deserialize(state, instance, measured);
    assertThat(DeepComparator.compare(codec.decode(measured), read, 5))
        .as("the hand-written deserialize reads what the codec reads")
        .isEmpty();
  }

  /** Calls the hand-written deserialize benchmark of the state on {@code bytes}. */
  private static Object deserialize(String state, Object instance, byte[] bytes) throws Exception {
    Class<?> benchmark = loader.loadClass("io.serbench.generated.HandWrittenBenchmark");
    String prefix = STATES.get(state).replaceAll("[^A-Za-z0-9]", "_");
    Method method = benchmark.getMethod(prefix + "_deserialize", instance.getClass());
    field(instance.getClass(), "bytes").set(instance, bytes);
    return method.invoke(benchmark.getConstructor().newInstance(), instance);
  }

  private static Field field(Class<?> type, String name) throws NoSuchFieldException {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      try {
        Field field = c.getDeclaredField(name);
        field.setAccessible(true);
        return field;
      } catch (NoSuchFieldException e) {
        // declared by a superclass
      }
    }
    throw new NoSuchFieldException(name);
  }
}
