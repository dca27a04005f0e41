package io.serbench.verify;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecProvider;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The one-line fixes for failure patterns known per library: the JVM's own for every codec, and
 * each library's from its codec's provider, for its codecs only.
 */
class RemediesTest {
  private static Optional<String> fix(String codec, Throwable error) {
    CodecProvider provider = CodecCatalog.standard().find(codec).orElseThrow();
    return Remedies.of(provider, error);
  }

  @Test
  void aJdkPackageTheLibraryReflectsInto_namesTheAddOpens() {
    Exception e =
        new java.lang.reflect.InaccessibleObjectException(
            "Unable to make field private final long java.time.Instant.seconds accessible: module"
                + " java.base does not \"opens java.time\" to unnamed module @1a2b3c");

    assertThat(fix("gson", e))
        .hasValue(
            "the library reflects into java.time; add --add-opens java.base/java.time=ALL-UNNAMED"
                + " to <jvmArgsAppend> (and to your application's JVM)");
  }

  @Test
  void kryosUnregisteredClass_namesTheRegistration() throws Exception {
    Throwable e =
        Class.forName("com.esotericsoftware.kryo.KryoException")
            .asSubclass(RuntimeException.class)
            .getConstructor(String.class)
            .newInstance(
                "Class is not registered: com.acme.Circle\nNote: To register this class use:"
                    + " kryo.register(com.acme.Circle.class);");

    assertThat(fix("kryo-registered", e)).get().asString().contains("kryo.register(Circle.class)");
    assertThat(fix("fory", e)).as("Kryo's fix is Kryo's codecs' only").isEmpty();
  }

  @Test
  void kryosEnumMapWithoutItsKeyType_namesEnumMapSerializer() {
    ClassCastException e = new ClassCastException("class com.acme.Tally$Kind != null");
    e.setStackTrace(
        new StackTraceElement[] {new StackTraceElement("java.util.EnumMap", "typeCheck", null, 1)});

    assertThat(fix("kryo", e)).get().asString().contains("EnumMapSerializer");
    assertThat(fix("jackson-json", e)).isEmpty();
  }

  @Test
  void jacksonsAbstractTypeAndDeepNesting_eachGetTheirFix() throws Exception {
    Class<? extends Throwable> type =
        Class.forName("com.fasterxml.jackson.databind.JsonMappingException")
            .asSubclass(Throwable.class);
    Throwable abstractType =
        type.getConstructor(java.io.Closeable.class, String.class)
            .newInstance(
                null,
                "Cannot construct instance of `com.acme.Shape` (no Creators, like default"
                    + " constructor, exist): abstract types either need to be mapped to concrete"
                    + " types, have custom deserializer, or contain additional type information");
    Throwable recursion =
        type.getConstructor(java.io.Closeable.class, String.class)
            .newInstance(null, "Infinite recursion (StackOverflowError)");

    assertThat(fix("jackson-json", abstractType)).get().asString().contains("@JsonTypeInfo");
    assertThat(fix("jackson-cbor", recursion)).get().asString().contains("-Xss").contains("cycle");
    Throwable nesting =
        type.getConstructor(java.io.Closeable.class, String.class)
            .newInstance(
                null,
                "Document nesting depth (1001) exceeds the maximum allowed (1000, from"
                    + " `StreamWriteConstraints.getMaxNestingDepth()`)");
    // a cycle is what usually nests a document past the limit: the fix says both
    assertThat(fix("jackson-json", nesting))
        .get()
        .asString()
        .contains("@JsonIdentityInfo")
        .contains("maxNestingDepth");
  }

  @Test
  void xstreamsAndAvrosKnownFailures_getTheirCodecsFix() throws Exception {
    Throwable forbidden =
        Class.forName("com.thoughtworks.xstream.security.ForbiddenClassException")
            .asSubclass(Throwable.class)
            .getConstructor(Class.class)
            .newInstance(java.awt.Point.class);
    Throwable noConstructor =
        Class.forName("org.apache.avro.AvroRuntimeException")
            .asSubclass(Throwable.class)
            .getConstructor(String.class)
            .newInstance("java.lang.NoSuchMethodException: com.acme.Order.<init>()");

    assertThat(fix("xstream", forbidden))
        .get()
        .asString()
        .contains("allowTypes(new Class[] {Point");
    assertThat(fix("avro-reflect", noConstructor))
        .get()
        .asString()
        .contains("no-argument constructor");
    assertThat(fix("kryo", forbidden)).isEmpty();
  }

  @Test
  void anUnknownFailure_hasNoFix() {
    for (CodecProvider provider : CodecCatalog.standard().all()) {
      assertThat(
              Remedies.of(
                  provider, new IllegalStateException("hashCode of Touchy is not supported")))
          .as(provider.info().id())
          .isEmpty();
    }
  }
}
