package io.serbench.codec.avaje;

import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;
import io.avaje.jsonb.spi.JsonbComponent;
import io.avaje.jsonb.spi.JsonbExtension;
import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.Claims;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Group;
import io.serbench.codec.Structure;
import io.serbench.codec.Versioning;
import java.lang.reflect.Proxy;
import java.lang.reflect.Type;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * {@code avaje-jsonb}: avaje-jsonb through the adapters that its annotation processor ({@code
 * avaje-jsonb-generator}) generated in the team's build, for classes annotated {@code @Json} or
 * listed in {@code @Json.Import}. The library has no runtime mode: a class without a generated
 * adapter cannot be bound at all. So the codec joins a run by itself when a model class has such an
 * adapter ({@link Group#BY_MODEL}), and on any other class it fails verification with avaje's own
 * advice.
 *
 * <p>Setup as avaje's documentation gives it: one {@link Jsonb} with the library's defaults (nulls
 * not written, unknown properties skipped), one {@link JsonType} per message type, {@code
 * toJsonBytes(value)} and {@code fromJson(bytes)}.
 */
public final class AvajeJsonbProvider extends BaseCodecProvider {
  public AvajeJsonbProvider() {
    super(
        CodecInfo.builder("avaje-jsonb")
            .library("io.avaje:avaje-jsonb")
            .versionClass("io.avaje.jsonb.Jsonb")
            .mode(
                "the adapters avaje-jsonb-generator wrote in your build (@Json, @Json.Import); one"
                    + " Jsonb with the library's defaults (nulls not written, unknown properties"
                    + " skipped), one JsonType per message type: toJsonBytes(value),"
                    + " fromJson(bytes)")
            .effort(Effort.ANNOTATIONS)
            .format(Format.JSON)
            .structure(Structure.TREE)
            .threadSafe(true)
            .pooling("thread-safe: share the Jsonb and its JsonTypes")
            .documentation("https://avaje.io/jsonb/")
            .claims(
                new Claims(
                    "json",
                    Versioning.FULL,
                    true,
                    "avaje-jsonb names every property, skips unknown ones (failOnUnknown is off by"
                        + " default), and leaves absent ones at their defaults"))
            .group(Group.BY_MODEL)
            .build(),
        context -> new AvajeJsonbCodec(context.rootType()));
  }

  /** Every class it binds has an adapter that the build generated. */
  @Override
  public boolean bindsAtBuildTime(List<Class<?>> modelClasses) {
    return true;
  }

  /** Whether a model class has an adapter that the build's avaje-jsonb components register. */
  @Override
  public boolean appliesTo(List<Class<?>> modelClasses) {
    Map<ClassLoader, Set<Type>> byLoader = new HashMap<>();
    return modelClasses.stream()
        .filter(type -> type.getClassLoader() != null)
        .anyMatch(
            type ->
                byLoader
                    .computeIfAbsent(type.getClassLoader(), AvajeJsonbProvider::registered)
                    .contains(type));
  }

  @Override
  public String joinsBecause() {
    return "the build generated avaje-jsonb adapters for model classes";
  }

  /**
   * The types that the avaje-jsonb components found through {@code loader} register: the generated
   * {@code GeneratedJsonComponent} of each package the annotation processor ran on, and any
   * component a team wrote. Each component is asked to register with a builder that only records
   * the types, as {@code Jsonb.builder().build()} asks it to register with a real one.
   */
  static Set<Type> registered(ClassLoader loader) {
    Set<Type> types = new HashSet<>();
    Jsonb.Builder recorder =
        (Jsonb.Builder)
            Proxy.newProxyInstance(
                Jsonb.Builder.class.getClassLoader(),
                new Class<?>[] {Jsonb.Builder.class},
                (proxy, method, args) -> {
                  if (method.getDeclaringClass() == Object.class) {
                    return switch (method.getName()) {
                      case "equals" -> proxy == args[0];
                      case "hashCode" -> System.identityHashCode(proxy);
                      default -> "a builder that records the types components register";
                    };
                  }
                  if (method.getName().equals("add")
                      && args != null
                      && args.length == 2
                      && args[0] instanceof Type type) {
                    types.add(type);
                  }
                  return method.getReturnType() == Jsonb.Builder.class ? proxy : null;
                });
    try {
      for (JsonbExtension extension : ServiceLoader.load(JsonbExtension.class, loader)) {
        if (extension instanceof JsonbComponent component) {
          component.register(recorder);
        }
      }
    } catch (ServiceConfigurationError broken) {
      // a component that cannot be loaded registers nothing: the codec then fails verification
      // with avaje's own message, which names the cause
    }
    return types;
  }

  /**
   * avaje-jsonb for the classes of {@code loader}. {@code Jsonb.builder().build()} without settings
   * returns one shared instance, made with the context class loader of its first use, so a model in
   * a loader of its own (serbench's isolated loaders) would not find its generated components. The
   * builder is given the model's loader, and a factory that makes no adapter marks it as
   * customized, so that it loads the components through that loader; the instance has the library's
   * defaults, and the factory is asked only while adapters are built, in setup.
   */
  static Jsonb jsonb(ClassLoader loader) {
    return Jsonb.builder().classLoader(loader).add((type, jsonb) -> null).build();
  }

  /** One message type through its generated adapter. */
  static final class AvajeJsonbCodec implements Codec {
    private final JsonType<Object> type;

    @SuppressWarnings("unchecked")
    AvajeJsonbCodec(Class<?> root) {
      if (root.getClassLoader() == null || !registered(root.getClassLoader()).contains(root)) {
        throw new IllegalArgumentException(
            "avaje-jsonb has no generated adapter for "
                + root.getName()
                + ": annotate it @Json (or list it in @Json.Import) and run avaje-jsonb-generator"
                + " as an annotation processor in the build; avaje-jsonb has no runtime mode");
      }
      this.type = (JsonType<Object>) jsonb(root.getClassLoader()).type(root);
    }

    @Override
    public byte[] encode(Object value) {
      return type.toJsonBytes(value);
    }

    @Override
    public Object decode(byte[] bytes) {
      return type.fromJson(bytes);
    }
  }
}
