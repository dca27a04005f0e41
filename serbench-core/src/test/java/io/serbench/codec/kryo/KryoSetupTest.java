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
}
