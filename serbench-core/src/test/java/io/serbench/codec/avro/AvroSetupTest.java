package io.serbench.codec.avro;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.codec.SchemaResolvingCodec;
import io.serbench.testmodel.Ledger;
import java.util.List;
import org.apache.avro.Schema;
import org.junit.jupiter.api.Test;

/** avro-reflect: ReflectData.AllowNull, logical types, one fixed schema that travels. */
class AvroSetupTest {
  @Test
  void create_referenceFieldsAreNullableWithDefaultNull_andBigDecimalKeepsItsScale()
      throws Exception {
    SchemaResolvingCodec codec =
        (SchemaResolvingCodec)
            CodecCatalog.create(
                "avro-reflect", new CodecContext(Ledger.class, List.of(Ledger.class)));
    Schema schema = new Schema.Parser().parse(codec.writerSchema());

    for (Schema.Field field : schema.getFields()) {
      if (field.schema().getType() == Schema.Type.UNION) {
        assertThat(field.schema().getTypes().get(0).getType()).isEqualTo(Schema.Type.NULL);
        assertThat(field.hasDefaultValue()).as(field.name()).isTrue();
      }
    }
    assertThat(codec.writerSchema()).contains("big-decimal");
  }

  @Test
  void readingFrom_itsOwnSchema_readsItsOwnBytes() throws Exception {
    SchemaResolvingCodec codec =
        (SchemaResolvingCodec)
            CodecCatalog.create(
                "avro-reflect", new CodecContext(Ledger.class, List.of(Ledger.class)));
    Object ledger = io.serbench.testmodel.Fixtures.ledger();

    Object back = codec.readingFrom(codec.writerSchema()).decode(codec.encode(ledger));

    assertThat(io.serbench.verify.DeepComparator.compare(ledger, back, 10)).isEmpty();
  }
}
