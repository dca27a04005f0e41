package io.serbench.verify;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The one-line fixes for failure patterns known per library. */
class RemediesTest {
  @Test
  void aJdkPackageTheLibraryReflectsInto_namesTheAddOpens() {
    Exception e =
        new java.lang.reflect.InaccessibleObjectException(
            "Unable to make field private final long java.time.Instant.seconds accessible: module"
                + " java.base does not \"opens java.time\" to unnamed module @1a2b3c");

    assertThat(Remedies.of(e))
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

    assertThat(Remedies.of(e)).get().asString().contains("kryo.register(Circle.class)");
  }

  @Test
  void kryosEnumMapWithoutItsKeyType_namesEnumMapSerializer() {
    ClassCastException e = new ClassCastException("class com.acme.Tally$Kind != null");
    e.setStackTrace(
        new StackTraceElement[] {new StackTraceElement("java.util.EnumMap", "typeCheck", null, 1)});

    assertThat(Remedies.of(e)).get().asString().contains("EnumMapSerializer");
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

    assertThat(Remedies.of(abstractType)).get().asString().contains("@JsonTypeInfo");
    assertThat(Remedies.of(recursion)).get().asString().contains("-Xss").contains("cycle");
    Throwable nesting =
        type.getConstructor(java.io.Closeable.class, String.class)
            .newInstance(
                null,
                "Document nesting depth (1001) exceeds the maximum allowed (1000, from"
                    + " `StreamWriteConstraints.getMaxNestingDepth()`)");
    // a cycle is what usually nests a document past the limit: the fix says both
    assertThat(Remedies.of(nesting))
        .get()
        .asString()
        .contains("@JsonIdentityInfo")
        .contains("maxNestingDepth");
  }

  @Test
  void anUnknownFailure_hasNoFix() {
    assertThat(Remedies.of(new IllegalStateException("hashCode of Touchy is not supported")))
        .isEmpty();
  }
}
