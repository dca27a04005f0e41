package io.serbench.codec.kryo;

import static org.assertj.core.api.Assertions.assertThat;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;
import com.esotericsoftware.kryo.serializers.FieldSerializer;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.testmodel.Order;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each Kryo id is built as it says. */
class KryoSetupTest {
  @ParameterizedTest
  @CsvSource({
    "kryo,                  false, true,  false",
    "kryo-flat,             false, false, false",
    "kryo-registered,       true,  false, false",
    "kryo-registered-unsafe, true, false, false",
    "kryo-registered-graph, true,  true,  false",
    "kryo-compatible,       false, true,  true",
    "kryo-compatible-flat,  false, false, true",
    "kryo-compatible-registered, true, false, true"
  })
  void create_eachId_hasItsRegistrationReferenceAndSerializerSettings(
      String id, boolean registration, boolean references, boolean compatible) throws Exception {
    Kryo kryo =
        ((KryoCodec) CodecCatalog.create(id, new CodecContext(Order.class, List.of(Order.class))))
            .kryo();

    assertThat(kryo.isRegistrationRequired()).as("registration required").isEqualTo(registration);
    assertThat(kryo.getReferences()).as("references").isEqualTo(references);
    assertThat(kryo.getDefaultSerializer(Order.class).getClass())
        .isEqualTo(compatible ? CompatibleFieldSerializer.class : FieldSerializer.class);
    if (registration) {
      assertThat(kryo.getClassResolver().getRegistration(Order.class))
          .as("the model class is registered")
          .isNotNull();
    }
  }

  /**
   * {@code kryo-registered-unsafe} writes through Kryo's unsafe streams, whose fixed-size numbers
   * are in the machine's byte order (Kryo README: Unsafe buffers). Kryo 5's safe streams write
   * little-endian, so the bytes are {@code kryo-registered}'s on a little-endian machine and differ
   * on a big-endian one, where the safe streams do not read them back.
   */
  @org.junit.jupiter.api.Test
  void registeredUnsafe_writesTheSafeBytesOnlyInLittleEndianOrder() throws Exception {
    Order order =
        (Order)
            io.serbench.sample.SampleSpec.generated(Order.class, 42)
                .instantiate(Order.class.getClassLoader());
    CodecContext context =
        new CodecContext(
            Order.class, io.serbench.model.ModelTypes.knownClasses(List.of(Order.class), order));
    KryoCodec unsafe = (KryoCodec) CodecCatalog.create("kryo-registered-unsafe", context);
    io.serbench.codec.Codec safe = CodecCatalog.create("kryo-registered", context);

    assertThat(unsafe.output()).isInstanceOf(com.esotericsoftware.kryo.unsafe.UnsafeOutput.class);
    byte[] bytes = unsafe.encode(order);
    assertThat(io.serbench.verify.DeepComparator.compare(order, unsafe.decode(bytes), 5))
        .as("the unsafe streams read their own bytes")
        .isEmpty();
    if (java.nio.ByteOrder.nativeOrder() == java.nio.ByteOrder.LITTLE_ENDIAN) {
      assertThat(bytes).as("native order is Kryo 5's little-endian").isEqualTo(safe.encode(order));
      return;
    }
    assertThat(bytes).as("another wire").isNotEqualTo(safe.encode(order));
    Object misread;
    try {
      misread = safe.decode(bytes);
    } catch (RuntimeException refused) {
      misread = null;
    }
    if (misread != null) {
      assertThat(io.serbench.verify.DeepComparator.compare(order, misread, 5))
          .as("the safe streams do not read the unsafe bytes back")
          .isNotEmpty();
    }
  }
}
