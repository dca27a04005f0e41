package io.serbench.calibration;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import demo.shop.Order;
import demo.shop.OrderLine;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.model.ModelTypes;
import io.serbench.verify.DeepComparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The hand-written setup is serbench's: the same bytes as serbench's own codec of each id, the same
 * Kryo registration order, the same ring; and the benchmarks return the typed read of the ring's
 * members in ring order. serbench-core is used here as the reference only.
 */
class CodecsTest {
  /** serbench's configured models in the calibration run (serbench.classes). */
  private static final List<Class<?>> MODELS = List.of(Order.class, OrderLine.class);

  static Stream<Arguments> codecsAndMessages() {
    return Codecs.IDS.stream()
        .flatMap(id -> Stream.of(Arguments.of(id, Order.class), Arguments.of(id, OrderLine.class)));
  }

  @ParameterizedTest(name = "{0} on {1}")
  @MethodSource("codecsAndMessages")
  void encode_everyRingMember_writesSerbenchCodecsBytes(String id, Class<?> type) throws Exception {
    bytesAgree(id, type);
  }

  private static <T> void bytesAgree(String id, Class<T> type) throws Exception {
    Wire<T> wire = Codecs.create(id, type);
    Ring<T> ring = Ring.of(type, id, wire, reader(type));
    for (int k = 0; k < Ring.SIZE; k++) {
      T value = ring.values[k];
      Codec serbench =
          CodecCatalog.create(id, new CodecContext(type, ModelTypes.knownClasses(MODELS, value)));
      assertArrayEquals(serbench.encode(value), ring.bytes[k], id + " member " + k);
      assertArrayEquals(serbench.encode(value), wire.encode(value), id + " member " + k);
    }
  }

  @ParameterizedTest(name = "{0} on {1}")
  @MethodSource("codecsAndMessages")
  void decode_everyRingMember_passesSerbenchsVerification(String id, Class<?> type)
      throws Exception {
    // serbench times only the codecs its field-by-field comparison passes: each of the eight
    // must pass on both messages, or the calibration would miss the codec's figures
    Wire<?> wire = Codecs.create(id, type);
    Ring<?> ring = ringOf(type, id);
    for (int k = 0; k < Ring.SIZE; k++) {
      assertEquals(
          List.of(),
          DeepComparator.compare(ring.values[k], decode(wire, ring.bytes[k]), 10),
          id + " member " + k);
    }
  }

  private static <T> Ring<T> ringOf(Class<T> type, String id) throws Exception {
    return Ring.of(type, id, Codecs.create(id, type), reader(type));
  }

  private static Object decode(Wire<?> wire, byte[] bytes) throws Exception {
    return wire.decode(bytes);
  }

  @Test
  void registered_isSerbenchsKnownClassesOfEveryMember() throws Exception {
    List<String> expected = Codecs.REGISTERED.stream().map(Class::getName).toList();
    for (Class<?> type : MODELS) {
      for (Object value : ring(type).values) {
        assertEquals(
            expected,
            ModelTypes.knownClasses(MODELS, value).stream().map(Class::getName).toList(),
            type.getSimpleName());
      }
    }
  }

  private static <T> Ring<T> ring(Class<T> type) throws Exception {
    return Ring.of(type, "jackson-json", Codecs.create("jackson-json", type), reader(type));
  }

  @Test
  void ring_holdsSixteenDistinctInstances() throws Exception {
    Ring<Order> orders = Ring.of(Order.class, "kryo", Codecs.create("kryo", Order.class), o -> 0);
    Set<Long> reads = new HashSet<>();
    for (Order order : orders.values) {
      reads.add(Readers.order(order));
    }
    assertEquals(Ring.SIZE, reads.size());
  }

  @Test
  void order_benchmarks_returnTheRingsReadsInOrder() throws Exception {
    for (String id : Codecs.IDS) {
      OrderBenchmark benchmark = new OrderBenchmark();
      benchmark.codec = id;
      benchmark.setUp();
      Ring<Order> ring = Ring.of(Order.class, id, Codecs.create(id, Order.class), Readers::order);
      for (int k = 0; k < 2 * Ring.SIZE; k++) {
        assertEquals(Readers.order(ring.values[k & Ring.MASK]), benchmark.deserialize(), id);
      }
      for (int k = 0; k < Ring.SIZE; k++) {
        assertArrayEquals(ring.bytes[(2 * Ring.SIZE + k) & Ring.MASK], benchmark.serialize(), id);
      }
    }
  }

  @Test
  void orderLine_benchmarks_returnTheRingsReadsInOrder() throws Exception {
    for (String id : Codecs.IDS) {
      OrderLineBenchmark benchmark = new OrderLineBenchmark();
      benchmark.codec = id;
      benchmark.setUp();
      Ring<OrderLine> ring =
          Ring.of(OrderLine.class, id, Codecs.create(id, OrderLine.class), Readers::orderLine);
      for (int k = 0; k < Ring.SIZE; k++) {
        assertEquals(Readers.orderLine(ring.values[k]), benchmark.deserialize(), id);
      }
    }
  }

  @Test
  void ring_decodedCopyThatLostFields_failsTheSetup() {
    Wire<Order> lossy =
        new Wire<>() {
          @Override
          public byte[] encode(Order value) {
            return new byte[1];
          }

          @Override
          public Order decode(byte[] bytes) {
            return new Order();
          }
        };
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> Ring.of(Order.class, "lossy", lossy, Readers::order));
    assertTrue(e.getMessage().startsWith("lossy did not round-trip member 0 of Order"));
  }

  @SuppressWarnings("unchecked")
  private static <T> java.util.function.ToLongFunction<T> reader(Class<T> type) {
    return type == Order.class
        ? o -> Readers.order((Order) o)
        : o -> Readers.orderLine((OrderLine) o);
  }
}
