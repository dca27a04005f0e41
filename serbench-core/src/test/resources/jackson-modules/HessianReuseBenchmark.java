package io.serbench.generated;

import com.alibaba.com.caucho.hessian.io.Hessian2Input;
import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import com.alibaba.com.caucho.hessian.io.SerializerFactory;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.testmodel.Fixtures;
import io.serbench.testmodel.MediaContent;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
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
 * serbench's hessian codec (one Hessian2Output and one Hessian2Input reused through init) against
 * the setup it replaced (new streams, with their 8 KB buffer and reference maps, for every
 * message), on jvm-serializers' media.1.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
public class HessianReuseBenchmark {
  @Param({"fresh", "reused"})
  public String module;

  /** Only media.1; named so that the Jackson benchmarks' model parameter applies here too. */
  @Param({"media"})
  public String model;

  MediaContent value;
  Codec reused;
  SerializerFactory factory;
  byte[] bytes;

  @Setup(Level.Trial)
  public void setUp() throws Exception {
    value = Fixtures.media1();
    reused =
        CodecCatalog.create(
            "hessian", new CodecContext(MediaContent.class, List.of(MediaContent.class)));
    factory = new SerializerFactory(HessianReuseBenchmark.class.getClassLoader());
    bytes = reused.encode(value);
  }

  @Benchmark
  public byte[] serialize() throws Exception {
    if (module.equals("reused")) {
      return reused.encode(value);
    }
    ByteArrayOutputStream buffer = new ByteArrayOutputStream(512);
    Hessian2Output out = new Hessian2Output(buffer);
    out.setSerializerFactory(factory);
    out.writeObject(value);
    out.flush();
    return buffer.toByteArray();
  }

  @Benchmark
  public Object deserialize() throws Exception {
    if (module.equals("reused")) {
      return reused.decode(bytes);
    }
    Hessian2Input in = new Hessian2Input(new ByteArrayInputStream(bytes));
    in.setSerializerFactory(factory);
    return in.readObject(MediaContent.class);
  }
}
