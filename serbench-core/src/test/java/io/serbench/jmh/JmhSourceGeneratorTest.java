package io.serbench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.Golden;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecCatalog;
import io.serbench.config.CodecPatterns;
import io.serbench.sample.SampleSpec;
import io.serbench.settings.Operation;
import io.serbench.testmodel.Order;
import io.serbench.testmodel.TreeNode;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.infra.Blackhole;

class JmhSourceGeneratorTest {
  private static BenchmarkSource generate() {
    return new JmhSourceGenerator()
        .generate(
            "OrderBenchmark",
            Order.class.getName(),
            List.of(Order.class.getName()),
            List.of(
                SampleSpec.generated(Order.class, 42),
                SampleSpec.factory("com.acme.Fixtures#bigOrder", Order.class)),
            CodecPatterns.select(CodecCatalog.standard(), List.of("kryo", "fst", "jackson-json")));
  }

  @Test
  void generate_matchesGoldenFile() throws Exception {
    Golden.assertMatches(generate().source(), "OrderBenchmark.java.txt");
  }

  /**
   * Fairness: setup does the work that can be done once; the measured call is alone, with the
   * decoded object read whole by the generated reader, the same for every codec.
   */
  @Test
  void generate_benchmarkMethodsContainNothingButTheCodecCall() {
    String source = generate().source();
    Matcher methods =
        Pattern.compile(
                "@Benchmark\\n  public (\\w+(?:\\[])?) (\\w+)\\((\\w+) s\\) throws Exception \\{\\n(.*?)\\n  }",
                Pattern.DOTALL)
            .matcher(source);
    int count = 0;
    while (methods.find()) {
      count++;
      String body = methods.group(4).trim();
      // a decoded object's read is a primitive long, which JMH consumes without boxing it
      assertThat(methods.group(1))
          .as(methods.group(2))
          .isEqualTo(methods.group(2).equals("serialize") ? "byte[]" : "long");
      assertThat(body)
          .as(methods.group(2))
          .isIn(
              "return s.impl.encode(s.values[s.next()]);",
              "return s.reader.applyAsLong(s.impl.decode(s.bytes[s.next()]));",
              "return s.reader.applyAsLong(s.impl.decode(s.impl.encode(s.values[s.next()])));");
    }
    assertThat(count).isEqualTo(3);
    assertThat(source).contains("@Param({\"kryo\", \"fst\", \"jackson-json\"})");
  }

  @Test
  void generate_mapsMethodsBackToCodecAndOperation() {
    BenchmarkSource source = generate();

    assertThat(source.target("io.serbench.generated.OrderBenchmark.deserialize", "jackson-json"))
        .hasValue(new BenchmarkSource.Target("jackson-json", Operation.DESERIALIZE));
    assertThat(source.target("other.Benchmark.serialize", "kryo")).isEmpty();
    assertThat(source.benchmark(Operation.ROUND_TRIP))
        .isEqualTo("io.serbench.generated.OrderBenchmark.roundTrip");
  }

  /** The cold-start class: two single-shot methods, the codec created inside the shot. */
  @Test
  void coldStart_matchesGoldenFile_codecCreatedInsideTheShot() throws Exception {
    BenchmarkSource cold =
        new JmhSourceGenerator()
            .coldStart(
                "OrderColdStart",
                Order.class.getName(),
                List.of(Order.class.getName()),
                List.of(
                    SampleSpec.generated(Order.class, 42),
                    SampleSpec.factory("com.acme.Fixtures#bigOrder", Order.class)),
                CodecPatterns.select(CodecCatalog.standard(), List.of("kryo", "jackson-json")));

    Golden.assertMatches(cold.source(), "OrderColdStart.java.txt");
    assertThat(cold.source())
        .contains("@BenchmarkMode(Mode.SingleShotTime)")
        .contains("return s.provider.create(s.context).encode(s.value);")
        .contains("return s.provider.create(s.context).decode(s.bytes);");
    assertThat(cold.benchmark(Operation.COLD_DESERIALIZE))
        .isEqualTo("io.serbench.generated.OrderColdStart.coldDeserialize");
  }

  private static BenchmarkSource mix() {
    return new JmhSourceGenerator()
        .mix(
            "MessageMixBenchmark",
            List.of(Order.class.getName(), TreeNode.class.getName()),
            List.of(
                SampleSpec.generated(Order.class, 42),
                SampleSpec.factory("io.serbench.testmodel.Fixtures#tree", TreeNode.class)),
            List.of(0, 1, 0),
            CodecPatterns.select(CodecCatalog.standard(), List.of("kryo", "fory")));
  }

  @Test
  void mix_matchesGoldenFile_oneMethodPerOperation_dividedByThePass() throws Exception {
    BenchmarkSource mix = mix();

    Golden.assertMatches(mix.source(), "MessageMixBenchmark.java.txt");
    assertThat(mix.source())
        .contains("@OperationsPerInvocation(PASS)")
        .contains("static final int[] ORDER = {0, 1, 0};")
        .contains("@Param({\"mix\"})");
    assertThat(mix.target("io.serbench.generated.MessageMixBenchmark.serialize", "kryo"))
        .hasValue(new BenchmarkSource.Target("kryo", Operation.SERIALIZE));
  }

  /**
   * The compiled mix, set up and run once in this JVM: every call of a pass goes through the codec
   * made for its message's type, and decodes that message's bytes back into its type.
   */
  @Test
  void mix_compiled_setsUpOneCodecPerMessageType_inThePassOrder(@TempDir Path dir)
      throws Exception {
    BenchmarkSource mix = mix();
    JmhCompiler.compile(
        List.of(mix),
        dir.resolve("src"),
        dir.resolve("classes"),
        System.getProperty("java.class.path"));
    try (URLClassLoader loader =
        new URLClassLoader(
            new URL[] {dir.resolve("classes").toUri().toURL()}, getClass().getClassLoader())) {
      Class<?> state = loader.loadClass(mix.className() + "$Mix");
      Object m = state.getConstructor().newInstance();
      state.getField("sample").set(m, "mix");
      state.getField("codec").set(m, "kryo");
      state.getMethod("setUp").invoke(m);

      Object[] values = (Object[]) field(state, m, "values");
      Object[] codecs = (Object[]) field(state, m, "codecs");
      byte[][] bytes = (byte[][]) field(state, m, "bytes");
      assertThat(values)
          .extracting(v -> v.getClass().getSimpleName())
          .containsExactly("Order", "TreeNode", "Order");
      assertThat(codecs[0]).isSameAs(codecs[2]).isNotSameAs(codecs[1]);
      for (int i = 0; i < values.length; i++) {
        assertThat(((Codec) codecs[i]).decode(bytes[i])).isInstanceOf(values[i].getClass());
      }
      Blackhole blackhole =
          new Blackhole(
              "Today's password is swordfish. I understand instantiating Blackholes directly is"
                  + " dangerous.");
      Class<?> benchmark = loader.loadClass(mix.className());
      Object instance = benchmark.getConstructor().newInstance();
      benchmark.getMethod("serialize", state, Blackhole.class).invoke(instance, m, blackhole);
      benchmark.getMethod("deserialize", state, Blackhole.class).invoke(instance, m, blackhole);
      blackhole.evaporate("Yes, I am Stephen Hawking, and know a thing or two about black holes.");
    }
  }

  /**
   * protobuf-java's messages memoize their size: its encoding methods take a copy that JMH's
   * invocation-level setup makes before each call, and that copy has no memo at any level when the
   * timed call starts, while the sample that setup encoded has one.
   */
  @Test
  void generate_protobufJava_encodesAFreshCopyWithNoMemoizedSize(@TempDir Path dir)
      throws Exception {
    BenchmarkSource source =
        new JmhSourceGenerator()
            .generate(
                "ApiBenchmark",
                com.google.protobuf.Api.class.getName(),
                List.of(com.google.protobuf.Api.class.getName()),
                List.of(SampleSpec.generated(com.google.protobuf.Api.class, 42)),
                CodecPatterns.select(
                    CodecCatalog.standard(), List.of("protobuf-java", "protobuf-runtime")));
    assertThat(source.benchmark(Operation.SERIALIZE, "protobuf-java"))
        .isEqualTo("io.serbench.generated.ApiBenchmark.serializeFresh");
    assertThat(source.benchmark(Operation.SERIALIZE, "protobuf-runtime"))
        .isEqualTo("io.serbench.generated.ApiBenchmark.serialize");
    assertThat(source.target("io.serbench.generated.ApiBenchmark.serialize", "protobuf-java"))
        .isEmpty();
    assertThat(source.target("io.serbench.generated.ApiBenchmark.serializeFresh", "protobuf-java"))
        .hasValue(new BenchmarkSource.Target("protobuf-java", Operation.SERIALIZE));
    // JMH's batches, not a timestamp per call: no invocation-level setup anywhere
    assertThat(source.source())
        .doesNotContain("Level.Invocation")
        .contains("@BenchmarkMode(Mode.SingleShotTime)")
        .contains("@Measurement(batchSize = " + FreshValues.BATCH + ")")
        .contains("@Setup(Level.Iteration)");
    JmhCompiler.compile(
        List.of(source),
        dir.resolve("src"),
        dir.resolve("classes"),
        System.getProperty("java.class.path"));
    try (URLClassLoader loader =
        new URLClassLoader(
            new URL[] {dir.resolve("classes").toUri().toURL()}, getClass().getClassLoader())) {
      Class<?> sampleState = loader.loadClass(source.className() + "$Sample");
      Class<?> subjectState = loader.loadClass(source.className() + "$Subject");
      Class<?> freshState = loader.loadClass(source.className() + "$Fresh");
      Object sample = sampleState.getConstructor().newInstance();
      sampleState
          .getField("sample")
          .set(sample, ((String[]) paramValues(sampleState, "sample"))[0]);
      sampleState.getMethod("load").invoke(sample);
      Object subject = subjectState.getConstructor().newInstance();
      subjectState.getField("codec").set(subject, "protobuf-java");
      subjectState.getMethod("setUp", sampleState).invoke(subject, sample);
      Object fresh = freshState.getConstructor().newInstance();
      freshState.getMethod("copy", subjectState).invoke(fresh, subject);

      com.google.protobuf.Message encoded =
          (com.google.protobuf.Message) ((Object[]) field(subjectState, subject, "values"))[0];
      Object[] copies = (Object[]) field(freshState, fresh, "values");
      assertThat(copies).hasSize(FreshValues.BATCH).doesNotContainNull();
      com.google.protobuf.Message copy = (com.google.protobuf.Message) copies[0];
      assertThat(memoizedSizes(encoded))
          .as("the sample setup encoded")
          .contains(encoded.getSerializedSize());
      assertThat(copy).isEqualTo(encoded).isNotSameAs(encoded);
      assertThat(memoizedSizes(copy)).as("every level of the copy").containsOnly(-1);
      Object benchmark = loader.loadClass(source.className()).getConstructor().newInstance();
      byte[] bytes =
          (byte[])
              benchmark
                  .getClass()
                  .getMethod("serializeFresh", subjectState, freshState)
                  .invoke(benchmark, subject, fresh);
      assertThat(bytes).isEqualTo(encoded.toByteArray());
      Class<?> type = benchmark.getClass();
      assertThat(type.getMethod("roundTripFresh", subjectState, freshState).getReturnType())
          .isEqualTo(long.class);
      assertThat(type.getMethod("deserialize", subjectState).getReturnType()).isEqualTo(long.class);
      long read = (long) type.getMethod("deserialize", subjectState).invoke(benchmark, subject);
      assertThat(read).isNotZero();
    }
  }

  /**
   * No generated benchmark reads the clock per call: neither the model classes', nor the mix's, nor
   * the cold start's, with a fresh-value codec among them; and the mix's fresh batches compile
   * (JMH's batch size must be a constant expression).
   */
  @Test
  void noGeneratedBenchmark_usesAnInvocationLevelSetup(@TempDir Path dir) throws Exception {
    List<SampleSpec> samples = List.of(SampleSpec.generated(com.google.protobuf.Api.class, 42));
    List<String> models = List.of(com.google.protobuf.Api.class.getName());
    var codecs =
        CodecPatterns.select(CodecCatalog.standard(), List.of("protobuf-java", "protobuf-runtime"));
    JmhSourceGenerator generator = new JmhSourceGenerator();
    BenchmarkSource single =
        generator.generate(
            "ApiBenchmark", com.google.protobuf.Api.class.getName(), models, samples, codecs);
    BenchmarkSource mix = generator.mix("MessageMixBenchmark", models, samples, List.of(0), codecs);
    BenchmarkSource cold =
        generator.coldStart(
            "ApiColdStart", com.google.protobuf.Api.class.getName(), models, samples, codecs);

    for (BenchmarkSource source : List.of(single, mix, cold)) {
      assertThat(source.source()).as(source.className()).doesNotContain("Level.Invocation");
    }
    assertThat(mix.source()).contains("@Measurement(batchSize = Fresh.PASSES)");
    JmhCompiler.compile(
        List.of(single, mix, cold),
        dir.resolve("src"),
        dir.resolve("classes"),
        System.getProperty("java.class.path"));
  }

  private static Object paramValues(Class<?> state, String field) throws Exception {
    return state.getField(field).getAnnotation(org.openjdk.jmh.annotations.Param.class).value();
  }

  /** The memoized size of the message and of every message nested in it, depth first. */
  private static List<Integer> memoizedSizes(com.google.protobuf.Message message) throws Exception {
    java.lang.reflect.Field memo =
        com.google.protobuf.AbstractMessage.class.getDeclaredField("memoizedSize");
    memo.setAccessible(true);
    List<Integer> sizes = new java.util.ArrayList<>();
    sizes.add(memo.getInt(message));
    for (var entry : message.getAllFields().entrySet()) {
      if (entry.getKey().getJavaType()
          == com.google.protobuf.Descriptors.FieldDescriptor.JavaType.MESSAGE) {
        List<?> values =
            entry.getKey().isRepeated() ? (List<?>) entry.getValue() : List.of(entry.getValue());
        for (Object value : values) {
          sizes.addAll(memoizedSizes((com.google.protobuf.Message) value));
        }
      }
    }
    return sizes;
  }

  private static Object field(Class<?> type, Object instance, String name) throws Exception {
    java.lang.reflect.Field field = type.getDeclaredField(name);
    field.setAccessible(true);
    return field.get(instance);
  }
}
