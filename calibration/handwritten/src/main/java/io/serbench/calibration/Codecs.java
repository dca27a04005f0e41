package io.serbench.calibration;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONFactory;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.module.paramnames.ParameterNamesModule;
import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.Language;
import org.msgpack.jackson.dataformat.MessagePackMapper;
import org.msgpack.jackson.dataformat.TimestampExtensionModule;
import org.objenesis.strategy.StdInstantiatorStrategy;

/**
 * The eight codecs, each set up by hand with the library's own calls exactly as serbench's codec
 * class of the same id sets it up (io.serbench.codec.*: ForyCodec, KryoCodec, Fastjson2Providers,
 * JacksonCodec with JacksonMappers). No serbench class is used here; {@code CodecsTest} checks that
 * each writes the very bytes serbench's codec writes.
 */
public final class Codecs {
  /** The ids, as serbench names them. */
  public static final List<String> IDS =
      List.of(
          "fory",
          "kryo-registered",
          "kryo",
          "fastjson2",
          "jackson-cbor",
          "jackson-json",
          "msgpack",
          "fory-registered");

  /**
   * What kryo-registered and fory-registered register, in this order: serbench's {@code
   * ModelTypes.knownClasses} of the demo's configured models (Order, OrderLine) and the sample's
   * objects: the classes their fields reach, the common collection implementations and the runtime
   * classes, sorted by name, abstract types left out. {@code CodecsTest} compares it with
   * serbench's list.
   */
  static final List<Class<?>> REGISTERED =
      List.of(
          demo.shop.Order.class,
          demo.shop.OrderLine.class,
          demo.shop.Price.class,
          demo.shop.Status.class,
          java.lang.String.class,
          java.math.BigDecimal.class,
          java.time.Instant.class,
          java.time.LocalDate.class,
          java.util.ArrayList.class,
          java.util.HashMap.class,
          java.util.HashSet.class,
          java.util.LinkedHashMap.class,
          java.util.LinkedHashSet.class,
          java.util.LinkedList.class,
          java.util.TreeMap.class,
          java.util.TreeSet.class);

  private Codecs() {}

  /** The codec of this id for this message type. */
  public static <T> Wire<T> create(String id, Class<T> type) {
    return switch (id) {
      case "fory" -> new ForyWire<>(type, false);
      case "fory-registered" -> new ForyWire<>(type, true);
      case "kryo-registered" -> new KryoWire<>(type, true);
      case "kryo" -> new KryoWire<>(type, false);
      case "fastjson2" -> new Fastjson2Wire<>(type);
      case "jackson-cbor" -> new JacksonWire<>(type, new ObjectMapper(new CBORFactory()), false);
      case "jackson-json" -> new JacksonWire<>(type, new ObjectMapper(), false);
      case "msgpack" ->
          // BigInteger and BigDecimal as strings, as msgpack-jackson's README recommends
          new JacksonWire<>(
              type, new MessagePackMapper().handleBigIntegerAndBigDecimalAsString(), true);
      default -> throw new IllegalArgumentException("unknown codec " + id + ", not in " + IDS);
    };
  }

  /**
   * Java mode, schema-consistent, code generation. fory: references on, registration not required.
   * fory-registered: references off, {@link #REGISTERED} registered in order and registration
   * required.
   */
  static final class ForyWire<T> implements Wire<T> {
    private final Fory fory;
    private final Class<T> type;

    ForyWire(Class<T> type, boolean registered) {
      this.type = type;
      this.fory =
          Fory.builder()
              .withLanguage(Language.JAVA)
              .withRefTracking(!registered)
              // Fory 1.6 turns compatible mode on unless it is set
              .withCompatible(false)
              .withCodegen(true)
              .requireClassRegistration(registered)
              .build();
      if (registered) {
        REGISTERED.forEach(fory::register);
      }
    }

    @Override
    public byte[] encode(T value) {
      return fory.serialize(value);
    }

    @Override
    public T decode(byte[] bytes) {
      return fory.deserialize(bytes, type);
    }
  }

  /**
   * kryo: registration not required, references on. kryo-registered: registration required,
   * references off, {@link #REGISTERED} registered in order. Both on the safe streams, one reused 4
   * KB (growing) Output and one Input.
   */
  static final class KryoWire<T> implements Wire<T> {
    private final Kryo kryo = new Kryo();
    private final Output output = new Output(4096, -1);
    private final Input input = new Input();
    private final Class<T> type;

    KryoWire(Class<T> type, boolean registered) {
      this.type = type;
      kryo.setRegistrationRequired(registered);
      kryo.setReferences(!registered);
      kryo.setInstantiatorStrategy(new DefaultInstantiatorStrategy(new StdInstantiatorStrategy()));
      if (registered) {
        REGISTERED.forEach(kryo::register);
      }
    }

    @Override
    public byte[] encode(T value) {
      output.reset();
      kryo.writeObject(output, value);
      return output.toBytes();
    }

    @Override
    public T decode(byte[] bytes) {
      input.setBuffer(bytes);
      return kryo.readObject(input, type);
    }
  }

  /** JSON, fields bound directly (Feature.FieldBased), AutoType off; contexts built once. */
  static final class Fastjson2Wire<T> implements Wire<T> {
    private static final JSONWriter.Context WRITE =
        JSONFactory.createWriteContext(JSONWriter.Feature.FieldBased);
    private static final JSONReader.Context READ =
        JSONFactory.createReadContext(JSONReader.Feature.FieldBased);
    private final Class<T> type;

    Fastjson2Wire(Class<T> type) {
      this.type = type;
    }

    @Override
    public byte[] encode(T value) {
      // JSON.toJSONBytes(value, charset, context) ignores the context's FieldBased (2.0.64)
      try (JSONWriter writer = JSONWriter.ofUTF8(WRITE)) {
        writer.writeAny(value);
        return writer.getBytes();
      }
    }

    @Override
    public T decode(byte[] bytes) {
      return JSON.parseObject(bytes, type, READ);
    }
  }

  /**
   * Jackson 2 databind with a writer and a reader pre-bound to the type, the mapper set up as a
   * Spring Boot 3 service's: unknown properties skipped, Jdk8, JavaTime and ParameterNames modules,
   * ISO-8601 dates, the fast number parsers, fields of any visibility where there are no public
   * accessors; for MessagePack, Instant as its timestamp extension.
   */
  static final class JacksonWire<T> implements Wire<T> {
    private final ObjectWriter writer;
    private final ObjectReader reader;

    @SuppressWarnings("deprecation") // ObjectMapper.enable(MapperFeature), as serbench calls it
    JacksonWire(Class<T> type, ObjectMapper mapper, boolean msgpackTimestamps) {
      mapper.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
      mapper.registerModule(new Jdk8Module());
      mapper.registerModule(new JavaTimeModule());
      mapper.registerModule(new ParameterNamesModule(JsonCreator.Mode.DEFAULT));
      mapper.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
      mapper.disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS);
      mapper.enable(JsonParser.Feature.USE_FAST_DOUBLE_PARSER);
      mapper.enable(JsonParser.Feature.USE_FAST_BIG_NUMBER_PARSER);
      mapper.setVisibility(PropertyAccessor.ALL, Visibility.NONE);
      mapper.setVisibility(PropertyAccessor.FIELD, Visibility.ANY);
      mapper.setVisibility(PropertyAccessor.GETTER, Visibility.PUBLIC_ONLY);
      mapper.setVisibility(PropertyAccessor.IS_GETTER, Visibility.PUBLIC_ONLY);
      mapper.setVisibility(PropertyAccessor.SETTER, Visibility.PUBLIC_ONLY);
      mapper.setVisibility(PropertyAccessor.CREATOR, Visibility.ANY);
      mapper.enable(MapperFeature.REQUIRE_SETTERS_FOR_GETTERS);
      if (msgpackTimestamps) {
        // after the java.time module, so that Instant takes MessagePack's own timestamp type
        mapper.registerModule(TimestampExtensionModule.INSTANCE);
      }
      this.writer = mapper.writerFor(type);
      this.reader = mapper.readerFor(type);
    }

    @Override
    public byte[] encode(T value) throws Exception {
      return writer.writeValueAsBytes(value);
    }

    @Override
    public T decode(byte[] bytes) throws Exception {
      return reader.readValue(bytes);
    }
  }
}
