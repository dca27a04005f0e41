package io.serbench.codec.jackson3;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.testmodel.Ledger;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;

/** Jackson 3 keeps its own defaults, with the binding and unknown-property rule of Jackson 2. */
class Jackson3SetupTest {
  @ParameterizedTest
  @ValueSource(
      strings = {"jackson3-json", "jackson3-json-blackbird", "jackson3-smile", "jackson3-cbor"})
  void create_skipsUnknownPropertiesKeepsJackson3DefaultsAndIsBound(String id) throws Exception {
    Jackson3Codec codec =
        (Jackson3Codec)
            CodecCatalog.create(id, new CodecContext(Ledger.class, List.of(Ledger.class)));

    assertThat(codec.reader().isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES))
        .isFalse();
    assertThat(codec.reader().getConfig().isEnabled(MapperFeature.REQUIRE_SETTERS_FOR_GETTERS))
        .isTrue();
    // Jackson 3's own default, kept: what moving to Jackson 3 changes is Jackson's choice
    assertThat(codec.writer().getConfig().isEnabled(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY))
        .isTrue();
    assertThat(codec.reader().getValueType().getRawClass()).isEqualTo(Ledger.class);
  }

  /** Jackson 2 and 3 live in different packages: one loader holds both, and each reads its own. */
  @org.junit.jupiter.api.Test
  void jackson2AndJackson3_inOneLoader_eachRoundTripsTheSameMessage() throws Exception {
    io.serbench.testmodel.MediaContent media = io.serbench.testmodel.Fixtures.media1();
    CodecContext context =
        new CodecContext(
            io.serbench.testmodel.MediaContent.class,
            List.of(io.serbench.testmodel.MediaContent.class));
    var two = CodecCatalog.create("jackson-json", context);
    var three = CodecCatalog.create("jackson3-json", context);

    assertThat(two.getClass().getClassLoader()).isSameAs(three.getClass().getClassLoader());
    assertThat(three.encode(three.decode(three.encode(media)))).isEqualTo(three.encode(media));
    assertThat(two.encode(two.decode(two.encode(media)))).isEqualTo(two.encode(media));
    // the same message: Jackson 2 reads what Jackson 3 wrote
    assertThat(two.encode(two.decode(three.encode(media)))).isEqualTo(two.encode(media));
  }

  /**
   * Blackbird needs lookup access to the model's classes: on the class path (a JMH fork's system
   * loader, or a loader of serbench's own, as the worker isolates each codec) it gets it, and its
   * lambda-based accessors replace Jackson's reflective ones for a bean with public accessors.
   */
  @org.junit.jupiter.api.Test
  void blackbird_beanWithAccessors_isOptimisedInTheTestLoaderAndAnIsolatedOne() throws Exception {
    assertThat(blackbirdClasses(Jackson3SetupTest.class.getClassLoader()))
        .containsExactlyInAnyOrder(
            "SuperSonicBeanDeserializer", "LongPropertyWriter", "StringPropertyWriter");
    try (java.net.URLClassLoader isolated =
        io.serbench.verify.Isolation.loader(System.getProperty("java.class.path"))) {
      assertThat(isolated.loadClass(io.serbench.testmodel.Account.class.getName()))
          .isNotSameAs(io.serbench.testmodel.Account.class);
      assertThat(blackbirdClasses(isolated))
          .containsExactlyInAnyOrder(
              "SuperSonicBeanDeserializer", "LongPropertyWriter", "StringPropertyWriter");
    }
  }

  /**
   * The classes of {@code jackson3-json-blackbird}'s root deserializer and property writers for
   * {@code Account}, made in {@code loader}, that belong to Blackbird.
   */
  private static java.util.Set<String> blackbirdClasses(ClassLoader loader) throws Exception {
    Class<?> account = Class.forName(io.serbench.testmodel.Account.class.getName(), true, loader);
    Class<?> contextType = Class.forName(CodecContext.class.getName(), true, loader);
    Object codec =
        Class.forName(CodecCatalog.class.getName(), true, loader)
            .getMethod("create", String.class, contextType)
            .invoke(
                null,
                "jackson3-json-blackbird",
                contextType
                    .getConstructor(Class.class, List.class)
                    .newInstance(account, List.of(account)));
    java.util.List<Object> parts = new java.util.ArrayList<>();
    parts.add(field(invoke(codec, "reader"), "_rootDeserializer"));
    Object serializer = field(field(invoke(codec, "writer"), "_prefetch"), "valueSerializer");
    parts.addAll(java.util.Arrays.asList((Object[]) field(serializer, "_props")));
    java.util.Set<String> names = new java.util.TreeSet<>();
    for (Object part : parts) {
      if (part.getClass().getName().startsWith("tools.jackson.module.blackbird.")) {
        names.add(part.getClass().getSimpleName());
      }
    }
    return names;
  }

  private static Object invoke(Object target, String method) throws Exception {
    java.lang.reflect.Method m = target.getClass().getDeclaredMethod(method);
    m.setAccessible(true);
    return m.invoke(target);
  }

  /** Jackson's own field, read reflectively: Jackson 3 exposes no accessor for it. */
  private static Object field(Object target, String name) throws Exception {
    for (Class<?> c = target.getClass(); c != null; c = c.getSuperclass()) {
      try {
        java.lang.reflect.Field f = c.getDeclaredField(name);
        f.setAccessible(true);
        return f.get(target);
      } catch (NoSuchFieldException e) {
        // declared further up
      }
    }
    throw new NoSuchFieldException(name);
  }
}
