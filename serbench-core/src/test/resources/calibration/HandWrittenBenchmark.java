package io.serbench.generated;

import com.alibaba.com.caucho.hessian.io.Hessian2Input;
import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import com.alibaba.com.caucho.hessian.io.SerializerFactory;
import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONFactory;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.DefaultIdStrategy;
import io.protostuff.runtime.IdStrategy;
import io.protostuff.runtime.RuntimeSchema;
import io.serbench.codec.JacksonMappers;
import io.serbench.model.ModelTypes;
import io.serbench.sample.SampleSpec;
import io.serbench.testmodel.Order;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.fory.Fory;
import org.apache.fory.config.Language;
import org.msgpack.jackson.dataformat.MessagePackMapper;
import org.msgpack.jackson.dataformat.TimestampExtensionModule;
import org.nustaq.serialization.FSTConfiguration;
import org.nustaq.serialization.FSTObjectInputNoShared;
import org.nustaq.serialization.FSTObjectOutput;
import org.nustaq.serialization.FSTObjectOutputNoShared;
import org.objenesis.strategy.StdInstantiatorStrategy;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import tools.jackson.databind.json.JsonMapper;

/**
 * The same library calls, in the same configuration, as serbench's codecs, written by hand against
 * the libraries: no serbench type sits between JMH and the library in a measured method (serbench
 * only generates the sample and lists the classes to register, during setup). Each library has a
 * state of its own, so a fork sets up only the library it measures, as the harness's forks do.
 * Calibration compares these methods with serbench's generated harness.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HandWrittenBenchmark {

  /** The harness's sample: the generated Order of seed 42. */
  static Order order() {
    try {
      return (Order) SampleSpec.generated(Order.class, 42).instantiate(Order.class.getClassLoader());
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  /** The classes the harness registers: those of the model and of the sample. */
  static List<Class<?>> registered() {
    return ModelTypes.knownClasses(List.of(Order.class), order());
  }

  @State(Scope.Thread)
  public static class KryoState {
    Order order = order();
    Kryo kryo;
    Output output = new Output(4096, -1);
    Input input = new Input();
    byte[] bytes;

    void configure(Kryo kryo) {
      kryo.setRegistrationRequired(false);
      kryo.setReferences(true);
    }

    @Setup(Level.Trial)
    public void setUp() {
      kryo = new Kryo();
      configure(kryo);
      kryo.setInstantiatorStrategy(new DefaultInstantiatorStrategy(new StdInstantiatorStrategy()));
      if (kryo.isRegistrationRequired()) {
        registered().forEach(kryo::register);
      }
      output.reset();
      kryo.writeObject(output, order);
      bytes = output.toBytes();
    }
  }

  @State(Scope.Thread)
  public static class KryoRegisteredState extends KryoState {
    @Override
    void configure(Kryo kryo) {
      kryo.setRegistrationRequired(true);
      kryo.setReferences(false);
    }
  }

  @State(Scope.Thread)
  public static class FstState {
    Order order = order();
    FSTConfiguration fst;
    byte[] bytes;

    void configure(FSTConfiguration fst) {
      fst.setShareReferences(true);
    }

    @Setup(Level.Trial)
    public void setUp() {
      fst = FSTConfiguration.createDefaultConfiguration();
      configure(fst);
      bytes = write(this);
    }
  }

  @State(Scope.Thread)
  public static class FstRegisteredState extends FstState {
    FSTObjectOutputNoShared output;
    FSTObjectInputNoShared input;

    @Override
    void configure(FSTConfiguration fst) {
      fst.setShareReferences(false);
      fst.registerClass(registered().toArray(Class<?>[]::new));
      // FST's unshared streams, one pair per thread and reused, as fst-registered runs them
      output = new FSTObjectOutputNoShared(fst);
      input = new FSTObjectInputNoShared(fst);
    }
  }

  @State(Scope.Thread)
  public static class JacksonState {
    Order order = order();
    ObjectWriter writer;
    ObjectReader reader;
    byte[] bytes;

    ObjectMapper mapper() {
      return new ObjectMapper();
    }

    void modules(ObjectMapper mapper) {}

    @Setup(Level.Trial)
    public void setUp() throws Exception {
      ObjectMapper mapper = mapper();
      mapper.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
      // the codecs' own mapper setup (Spring Boot 3's modules and dates, accessor visibility),
      // called during setup only, so that the two cannot drift apart (HandWrittenSetupTest)
      JacksonMappers.bindProperties(mapper);
      modules(mapper);
      writer = mapper.writerFor(Order.class);
      reader = mapper.readerFor(Order.class);
      bytes = writer.writeValueAsBytes(order);
    }
  }

  @State(Scope.Thread)
  public static class MsgpackState extends JacksonState {
    @Override
    ObjectMapper mapper() {
      // msgpack-jackson's README: big numbers as strings, Instant as the timestamp extension
      return new MessagePackMapper().handleBigIntegerAndBigDecimalAsString();
    }

    @Override
    void modules(ObjectMapper mapper) {
      mapper.registerModule(TimestampExtensionModule.INSTANCE);
    }
  }

  @State(Scope.Thread)
  public static class ProtostuffState {
    Order order = order();
    Schema<Order> schema;
    LinkedBuffer buffer = LinkedBuffer.allocate(LinkedBuffer.DEFAULT_BUFFER_SIZE);
    byte[] bytes;

    @Setup(Level.Trial)
    public void setUp() {
      // protostuff's README flags for replacing Java serialization, per id strategy
      schema =
          RuntimeSchema.getSchema(
              Order.class,
              new DefaultIdStrategy(
                  IdStrategy.DEFAULT_FLAGS
                      | IdStrategy.PRESERVE_NULL_ELEMENTS
                      | IdStrategy.MORPH_NON_FINAL_POJOS
                      | IdStrategy.MORPH_COLLECTION_INTERFACES
                      | IdStrategy.MORPH_MAP_INTERFACES));
      bytes = ProtostuffIOUtil.toByteArray(order, schema, buffer);
      buffer.clear();
    }
  }

  @State(Scope.Thread)
  public static class JdkState {
    Order order = order();
    ByteArrayOutputStream buffer = new ByteArrayOutputStream(4096);
    byte[] bytes;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
      try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
        out.writeObject(order);
      }
      bytes = buffer.toByteArray();
    }
  }

  @State(Scope.Thread)
  public static class ForyState {
    Order order = order();
    Fory fory;
    byte[] bytes;

    @Setup(Level.Trial)
    public void setUp() {
      fory =
          Fory.builder()
              .withLanguage(Language.JAVA)
              .withRefTracking(true)
              .withCompatible(false)
              .requireClassRegistration(false)
              .build();
      bytes = fory.serialize(order);
    }
  }

  @State(Scope.Thread)
  public static class Jackson3State {
    Order order = order();
    tools.jackson.databind.ObjectWriter writer;
    tools.jackson.databind.ObjectReader reader;
    byte[] bytes;

    @Setup(Level.Trial)
    public void setUp() {
      // Jackson 3's builder with its own defaults, bound as jackson3-json binds: public accessors
      // where the class has them, fields of any visibility otherwise, unknown properties skipped
      tools.jackson.databind.ObjectMapper mapper =
          JsonMapper.builder()
              .disable(tools.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
              .enable(tools.jackson.databind.MapperFeature.REQUIRE_SETTERS_FOR_GETTERS)
              .changeDefaultVisibility(
                  visibility ->
                      visibility
                          .withVisibility(
                              com.fasterxml.jackson.annotation.PropertyAccessor.ALL,
                              com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility.NONE)
                          .withFieldVisibility(
                              com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility.ANY)
                          .withGetterVisibility(
                              com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility
                                  .PUBLIC_ONLY)
                          .withIsGetterVisibility(
                              com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility
                                  .PUBLIC_ONLY)
                          .withSetterVisibility(
                              com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility
                                  .PUBLIC_ONLY)
                          .withCreatorVisibility(
                              com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility.ANY))
              .build();
      writer = mapper.writerFor(Order.class);
      reader = mapper.readerFor(Order.class);
      bytes = writer.writeValueAsBytes(order);
    }
  }

  @State(Scope.Thread)
  public static class GsonState {
    Order order = order();
    Gson gson;
    byte[] bytes;

    @Setup(Level.Trial)
    public void setUp() {
      // Gson's user guide: NaN and infinities only when asked for; called through a String
      gson = new GsonBuilder().serializeSpecialFloatingPointValues().create();
      bytes = gson.toJson(order).getBytes(StandardCharsets.UTF_8);
    }
  }

  @State(Scope.Thread)
  public static class HessianState {
    Order order = order();
    SerializerFactory factory;
    ByteArrayOutputStream buffer = new ByteArrayOutputStream(512);
    Hessian2Output output;
    Hessian2Input input;
    byte[] bytes;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
      // one shared factory, one output and one input reused through init(), as Dubbo reuses them
      factory = new SerializerFactory(HessianState.class.getClassLoader());
      output = new Hessian2Output(buffer);
      output.setSerializerFactory(factory);
      input = new Hessian2Input(new ByteArrayInputStream(new byte[0]));
      input.setSerializerFactory(factory);
      bytes = hessianWrite(this);
    }
  }

  @State(Scope.Thread)
  public static class Fastjson2State {
    Order order = order();
    JSONWriter.Context write;
    JSONReader.Context read;
    byte[] bytes;

    @Setup(Level.Trial)
    public void setUp() {
      // contexts built once with FieldBased, as fastjson2's own benchmarks pass a prebuilt one
      write = JSONFactory.createWriteContext(JSONWriter.Feature.FieldBased);
      read = JSONFactory.createReadContext(JSONReader.Feature.FieldBased);
      bytes = fastjson2Write(this);
    }
  }

  @Benchmark
  public byte[] kryo_serialize(KryoState s) {
    s.output.reset();
    s.kryo.writeObject(s.output, s.order);
    return s.output.toBytes();
  }

  @Benchmark
  public Object kryo_deserialize(KryoState s) {
    s.input.setBuffer(s.bytes);
    return s.kryo.readObject(s.input, Order.class);
  }

  @Benchmark
  public byte[] kryo_registered_serialize(KryoRegisteredState s) {
    s.output.reset();
    s.kryo.writeObject(s.output, s.order);
    return s.output.toBytes();
  }

  @Benchmark
  public Object kryo_registered_deserialize(KryoRegisteredState s) {
    s.input.setBuffer(s.bytes);
    return s.kryo.readObject(s.input, Order.class);
  }

  @Benchmark
  public byte[] fst_serialize(FstState s) throws Exception {
    return write(s);
  }

  @Benchmark
  public Object fst_deserialize(FstState s) throws Exception {
    return s.fst.getObjectInput(s.bytes).readObject(Order.class);
  }

  @Benchmark
  public byte[] fst_registered_serialize(FstRegisteredState s) throws Exception {
    return write(s);
  }

  @Benchmark
  public Object fst_registered_deserialize(FstRegisteredState s) throws Exception {
    s.input.resetForReuseUseArray(s.bytes);
    return s.input.readObject(Order.class);
  }

  /** FST's README: pass the known class as the hint, so that its name is not written. */
  static byte[] write(FstState s) {
    try {
      FSTObjectOutput out;
      if (s instanceof FstRegisteredState registered) {
        out = registered.output;
        out.resetForReUse();
      } else {
        out = s.fst.getObjectOutput();
      }
      out.writeObject(s.order, Order.class);
      return out.getCopyOfWrittenBuffer();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Benchmark
  public byte[] jackson_json_serialize(JacksonState s) throws Exception {
    return s.writer.writeValueAsBytes(s.order);
  }

  @Benchmark
  public Object jackson_json_deserialize(JacksonState s) throws Exception {
    return s.reader.readValue(s.bytes);
  }

  @Benchmark
  public byte[] msgpack_serialize(MsgpackState s) throws Exception {
    return s.writer.writeValueAsBytes(s.order);
  }

  @Benchmark
  public Object msgpack_deserialize(MsgpackState s) throws Exception {
    return s.reader.readValue(s.bytes);
  }

  @Benchmark
  public byte[] protostuff_runtime_serialize(ProtostuffState s) {
    try {
      return ProtostuffIOUtil.toByteArray(s.order, s.schema, s.buffer);
    } finally {
      s.buffer.clear();
    }
  }

  @Benchmark
  public Object protostuff_runtime_deserialize(ProtostuffState s) {
    Order message = s.schema.newMessage();
    ProtostuffIOUtil.mergeFrom(s.bytes, message, s.schema);
    return message;
  }

  @Benchmark
  public byte[] jdk_serialize(JdkState s) throws Exception {
    s.buffer.reset();
    try (ObjectOutputStream out = new ObjectOutputStream(s.buffer)) {
      out.writeObject(s.order);
    }
    return s.buffer.toByteArray();
  }

  @Benchmark
  public Object jdk_deserialize(JdkState s) throws Exception {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(s.bytes))) {
      return in.readObject();
    }
  }

  @Benchmark
  public byte[] fory_serialize(ForyState s) {
    return s.fory.serialize(s.order);
  }

  @Benchmark
  public Object fory_deserialize(ForyState s) {
    // the root type, as ForyCodec reads (Fory 1.x's typed read)
    return s.fory.deserialize(s.bytes, Order.class);
  }

  @Benchmark
  public byte[] jackson3_json_serialize(Jackson3State s) {
    return s.writer.writeValueAsBytes(s.order);
  }

  @Benchmark
  public Object jackson3_json_deserialize(Jackson3State s) {
    return s.reader.readValue(s.bytes);
  }

  @Benchmark
  public byte[] gson_serialize(GsonState s) {
    return s.gson.toJson(s.order).getBytes(StandardCharsets.UTF_8);
  }

  @Benchmark
  public Object gson_deserialize(GsonState s) {
    return s.gson.fromJson(new String(s.bytes, StandardCharsets.UTF_8), Order.class);
  }

  @Benchmark
  public byte[] hessian_serialize(HessianState s) throws Exception {
    return hessianWrite(s);
  }

  @Benchmark
  public Object hessian_deserialize(HessianState s) throws Exception {
    s.input.init(new ByteArrayInputStream(s.bytes));
    return s.input.readObject(Order.class);
  }

  /** init resets the output's reference and class-definition tables for each message. */
  static byte[] hessianWrite(HessianState s) throws java.io.IOException {
    s.buffer.reset();
    s.output.init(s.buffer);
    s.output.writeObject(s.order);
    s.output.flush();
    return s.buffer.toByteArray();
  }

  @Benchmark
  public byte[] fastjson2_serialize(Fastjson2State s) {
    return fastjson2Write(s);
  }

  @Benchmark
  public Object fastjson2_deserialize(Fastjson2State s) {
    return JSON.parseObject(s.bytes, Order.class, s.read);
  }

  /** JSON.toJSONBytes(value, charset, context) ignores the context's FieldBased (2.0.64). */
  static byte[] fastjson2Write(Fastjson2State s) {
    try (JSONWriter writer = JSONWriter.ofUTF8(s.write)) {
      writer.writeAny(s.order);
      return writer.getBytes();
    }
  }
}
