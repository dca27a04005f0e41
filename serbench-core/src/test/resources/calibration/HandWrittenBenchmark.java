package io.serbench.generated;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;
import io.serbench.sample.SampleGenerator;
import io.serbench.testmodel.Order;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.concurrent.TimeUnit;
import org.apache.fory.Fory;
import org.apache.fory.config.Language;
import org.objenesis.strategy.StdInstantiatorStrategy;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The same library calls as serbench's codecs, written by hand against the libraries, with no
 * serbench type between JMH and the library. Calibration compares these with serbench's harness.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
public class HandWrittenBenchmark {
  Order order;

  Kryo kryo;
  Output output = new Output(4096, -1);
  Input input = new Input();
  byte[] kryoBytes;

  ObjectWriter writer;
  ObjectReader reader;
  byte[] jsonBytes;

  Schema<Order> schema;
  LinkedBuffer buffer = LinkedBuffer.allocate(LinkedBuffer.DEFAULT_BUFFER_SIZE);
  byte[] protostuffBytes;

  ByteArrayOutputStream jdkBuffer = new ByteArrayOutputStream(4096);
  byte[] jdkBytes;

  Fory fory;
  byte[] foryBytes;

  @Setup(Level.Trial)
  public void setUp() throws Exception {
    order = new SampleGenerator(42).generate(Order.class);

    kryo = new Kryo();
    kryo.setRegistrationRequired(false);
    kryo.setReferences(true);
    kryo.setInstantiatorStrategy(new DefaultInstantiatorStrategy(new StdInstantiatorStrategy()));
    kryoBytes = kryo_serialize();

    ObjectMapper mapper = new ObjectMapper();
    mapper.registerModule(new JavaTimeModule());
    mapper.setVisibility(PropertyAccessor.ALL, Visibility.NONE);
    mapper.setVisibility(PropertyAccessor.FIELD, Visibility.ANY);
    mapper.setVisibility(PropertyAccessor.CREATOR, Visibility.ANY);
    writer = mapper.writerFor(Order.class);
    reader = mapper.readerFor(Order.class);
    jsonBytes = jackson_json_serialize();

    schema = RuntimeSchema.getSchema(Order.class);
    protostuffBytes = protostuff_runtime_serialize();

    jdkBytes = jdk_serialize();

    fory =
        Fory.builder()
            .withLanguage(Language.JAVA)
            .withRefTracking(true)
            .requireClassRegistration(false)
            .build();
    foryBytes = fory_serialize();
  }

  @Benchmark
  public byte[] kryo_serialize() {
    output.reset();
    kryo.writeObject(output, order);
    return output.toBytes();
  }

  @Benchmark
  public Object kryo_deserialize() {
    input.setBuffer(kryoBytes);
    return kryo.readObject(input, Order.class);
  }

  @Benchmark
  public byte[] jackson_json_serialize() throws Exception {
    return writer.writeValueAsBytes(order);
  }

  @Benchmark
  public Object jackson_json_deserialize() throws Exception {
    return reader.readValue(jsonBytes);
  }

  @Benchmark
  public byte[] protostuff_runtime_serialize() {
    try {
      return ProtostuffIOUtil.toByteArray(order, schema, buffer);
    } finally {
      buffer.clear();
    }
  }

  @Benchmark
  public Object protostuff_runtime_deserialize() {
    Order message = schema.newMessage();
    ProtostuffIOUtil.mergeFrom(protostuffBytes, message, schema);
    return message;
  }

  @Benchmark
  public byte[] jdk_serialize() throws Exception {
    jdkBuffer.reset();
    try (ObjectOutputStream out = new ObjectOutputStream(jdkBuffer)) {
      out.writeObject(order);
    }
    return jdkBuffer.toByteArray();
  }

  @Benchmark
  public Object jdk_deserialize() throws Exception {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(jdkBytes))) {
      return in.readObject();
    }
  }

  @Benchmark
  public byte[] fory_serialize() {
    return fory.serialize(order);
  }

  @Benchmark
  public Object fory_deserialize() {
    return fory.deserialize(foryBytes);
  }
}
