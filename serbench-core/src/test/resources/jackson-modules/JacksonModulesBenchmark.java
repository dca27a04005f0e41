package io.serbench.generated;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import io.serbench.codec.JacksonMappers;
import io.serbench.demo.DemoOrder;
import io.serbench.sample.SampleGenerator;
import io.serbench.testmodel.Fixtures;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * serbench's Jackson setup (field binding, java.time, pre-bound reader and writer), plain and with
 * Afterburner or Blackbird registered, on the bundled demo order and on jvm-serializers' media.1.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
public class JacksonModulesBenchmark {
  @Param({"JSON", "SMILE", "CBOR"})
  public String format;

  @Param({"demo", "media"})
  public String model;

  @Param({"plain", "afterburner", "blackbird"})
  public String module;

  Object value;
  ObjectWriter writer;
  ObjectReader reader;
  byte[] bytes;

  @Setup(Level.Trial)
  public void setUp() throws Exception {
    ObjectMapper mapper =
        switch (format) {
          case "SMILE" -> new ObjectMapper(new SmileFactory());
          case "CBOR" -> new ObjectMapper(new CBORFactory());
          default -> new ObjectMapper();
        };
    JacksonMappers.bindProperties(mapper);
    switch (module) {
      case "afterburner" -> mapper.registerModule(new AfterburnerModule());
      case "blackbird" -> mapper.registerModule(new BlackbirdModule());
      default -> {}
    }
    value =
        model.equals("demo") ? new SampleGenerator(42).generate(DemoOrder.class) : Fixtures.media1();
    writer = mapper.writerFor(value.getClass());
    reader = mapper.readerFor(value.getClass());
    bytes = writer.writeValueAsBytes(value);
  }

  @Benchmark
  public byte[] serialize() throws Exception {
    return writer.writeValueAsBytes(value);
  }

  @Benchmark
  public Object deserialize() throws Exception {
    return reader.readValue(bytes);
  }
}
