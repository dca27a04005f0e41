package io.serbench.codec.avro;

import org.apache.avro.Schema;
import org.apache.avro.specific.SpecificRecordBase;

/**
 * A record shaped as Avro's compiler generates one: its schema in SCHEMA$, get and put by index.
 */
public class GeneratedReading extends SpecificRecordBase {
  public static final Schema SCHEMA$ =
      new Schema.Parser()
          .parse(
              "{\"type\":\"record\",\"name\":\"GeneratedReading\","
                  + "\"namespace\":\"io.serbench.codec.avro\",\"fields\":["
                  + "{\"name\":\"sensor\",\"type\":{\"type\":\"string\",\"avro.java.string\":"
                  + "\"String\"}},{\"name\":\"value\",\"type\":\"long\"},"
                  + "{\"name\":\"unit\",\"type\":[\"null\",{\"type\":\"string\","
                  + "\"avro.java.string\":\"String\"}],\"default\":null}]}");

  private String sensor;
  private long value;
  private String unit;

  public GeneratedReading() {}

  public GeneratedReading(String sensor, long value, String unit) {
    this.sensor = sensor;
    this.value = value;
    this.unit = unit;
  }

  public static Schema getClassSchema() {
    return SCHEMA$;
  }

  @Override
  public Schema getSchema() {
    return SCHEMA$;
  }

  @Override
  public Object get(int field) {
    return switch (field) {
      case 0 -> sensor;
      case 1 -> value;
      case 2 -> unit;
      default -> throw new IndexOutOfBoundsException("Invalid index: " + field);
    };
  }

  @Override
  public void put(int field, Object value) {
    switch (field) {
      case 0 -> sensor = value == null ? null : value.toString();
      case 1 -> this.value = (Long) value;
      case 2 -> unit = value == null ? null : value.toString();
      default -> throw new IndexOutOfBoundsException("Invalid index: " + field);
    }
  }
}
