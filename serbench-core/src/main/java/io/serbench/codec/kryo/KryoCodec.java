package io.serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;
import com.esotericsoftware.kryo.serializers.EnumMapSerializer;
import com.esotericsoftware.kryo.unsafe.UnsafeInput;
import com.esotericsoftware.kryo.unsafe.UnsafeOutput;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import io.serbench.codec.Codec;
import io.serbench.model.ModelTypes;
import java.util.List;
import org.objenesis.strategy.StdInstantiatorStrategy;

/**
 * Kryo with one reused {@link Output} and {@link Input}, or their unsafe counterparts ({@link
 * UnsafeOutput}, {@link UnsafeInput}); a Kryo instance is single-threaded.
 */
final class KryoCodec implements Codec {
  private final Kryo kryo;
  private final Class<?> type;
  private final Output output;
  private final Input input;

  KryoCodec(Kryo kryo, Class<?> type) {
    this(kryo, type, false);
  }

  private KryoCodec(Kryo kryo, Class<?> type, boolean unsafe) {
    this.kryo = kryo;
    this.type = type;
    // the unsafe streams write fixed-size numbers in the machine's native byte order, and Kryo
    // documents their bytes as readable by unsafe streams only (Kryo README: Unsafe buffers); the
    // safe streams of Kryo 5 write little-endian, so the two agree on little-endian machines
    this.output = unsafe ? new UnsafeOutput(4096, -1) : new Output(4096, -1);
    this.input = unsafe ? new UnsafeInput() : new Input();
  }

  /**
   * How a mode sets up its Kryo and streams.
   *
   * @param registrationRequired whether Kryo refuses classes that are not registered
   * @param references whether Kryo tracks shared and cyclic references
   * @param compatible whether {@link CompatibleFieldSerializer} is the default serializer, which
   *     writes field names so that fields can be added or removed between versions
   * @param unsafe whether the codec uses Kryo's unsafe streams
   */
  record Setup(
      boolean registrationRequired, boolean references, boolean compatible, boolean unsafe) {
    /** A setup on Kryo's safe streams. */
    Setup(boolean registrationRequired, boolean references, boolean compatible) {
      this(registrationRequired, references, compatible, false);
    }
  }

  /**
   * A codec whose Kryo uses no-arg constructors where they exist and Objenesis otherwise (Kryo's
   * documented fallback), is set up as {@code setup} says, and registers {@code registered} in
   * order. {@link KryoProviders#snippet} writes this setup as source for the report: change the two
   * together.
   */
  static Codec create(Class<?> type, Setup setup, List<Class<?>> registered) {
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(setup.registrationRequired());
    kryo.setReferences(setup.references());
    if (setup.compatible()) {
      // field names are written, so fields can be added or removed between versions
      kryo.setDefaultSerializer(CompatibleFieldSerializer.class);
    }
    kryo.setInstantiatorStrategy(new DefaultInstantiatorStrategy(new StdInstantiatorStrategy()));
    var enumMapKey = enumMapKey(registered);
    for (Class<?> known : registered) {
      if (known == java.util.EnumMap.class && enumMapKey.isPresent()) {
        // Kryo cannot rebuild an EnumMap without its key type; its EnumMapSerializer is the
        // documented way when the key type is known
        kryo.register(known, new EnumMapSerializer(enumMapKey.get()));
      } else {
        kryo.register(known);
      }
    }
    return new KryoCodec(kryo, type, setup.unsafe());
  }

  /**
   * The one enum that {@code EnumMap} fields of the registered classes are keyed by, from their
   * generic types; empty when there is none or more than one, for Kryo registers one serializer per
   * class.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static java.util.Optional<Class<? extends Enum>> enumMapKey(List<Class<?>> registered) {
    java.util.Set<Class<?>> keys = new java.util.LinkedHashSet<>();
    for (Class<?> known : registered) {
      if (known.isArray() || ModelTypes.isPlatform(known)) {
        continue;
      }
      ModelTypes.instanceFields(known)
          .map(java.lang.reflect.Field::getGenericType)
          .filter(t -> t instanceof java.lang.reflect.ParameterizedType)
          .map(t -> (java.lang.reflect.ParameterizedType) t)
          .filter(p -> p.getRawType() == java.util.EnumMap.class)
          .map(p -> p.getActualTypeArguments()[0])
          .filter(k -> k instanceof Class<?> c && c.isEnum())
          .forEach(k -> keys.add((Class<?>) k));
    }
    return keys.size() == 1
        ? java.util.Optional.of((Class<? extends Enum>) keys.iterator().next())
        : java.util.Optional.empty();
  }

  /** The instance, so that tests can read back its configuration. */
  Kryo kryo() {
    return kryo;
  }

  /** The reused output, so that tests can read back which stream it is. */
  Output output() {
    return output;
  }

  @Override
  public byte[] encode(Object value) {
    output.reset();
    kryo.writeObject(output, value);
    return output.toBytes();
  }

  @Override
  public Object decode(byte[] bytes) {
    input.setBuffer(bytes);
    return kryo.readObject(input, type);
  }
}
