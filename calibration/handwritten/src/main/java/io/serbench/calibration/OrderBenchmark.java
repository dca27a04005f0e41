package io.serbench.calibration;

import demo.shop.Order;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The demo's {@code Order}: serialize and deserialize (with the typed read of every field) over
 * serbench's ring of 16 generated instances, one codec per fork.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class OrderBenchmark {
  @Param({
    "fory",
    "kryo-registered",
    "kryo",
    "fastjson2",
    "jackson-cbor",
    "jackson-json",
    "msgpack",
    "fory-registered"
  })
  public String codec;

  private Wire<Order> wire;
  private Order[] values;
  private byte[][] bytes;
  private int next;

  /** The codec, and the ring encoded and checked: outside the timing. */
  @Setup
  public void setUp() throws Exception {
    wire = Codecs.create(codec, Order.class);
    Ring<Order> ring = Ring.of(Order.class, codec, wire, Readers::order);
    values = ring.values;
    bytes = ring.bytes;
    next = 0;
  }

  /** The next input's index in the ring, as serbench's benchmarks step. */
  private int next() {
    int i = next;
    next = (i + 1) & Ring.MASK;
    return i;
  }

  @Benchmark
  public byte[] serialize() throws Exception {
    return wire.encode(values[next()]);
  }

  @Benchmark
  public long deserialize() throws Exception {
    return Readers.order(wire.decode(bytes[next()]));
  }
}
