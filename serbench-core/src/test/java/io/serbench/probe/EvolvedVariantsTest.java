package io.serbench.probe;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.serbench.result.SchemaChange;
import io.serbench.verify.Isolation;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.lang.reflect.Method;
import java.net.URLClassLoader;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Variants keep nested classes consistent and the class's own serialization code. */
class EvolvedVariantsTest {
  /** A nested record with a nested enum, as real models have them. */
  public record Reading(String sensor, int value, Unit unit) {
    /** Its unit. */
    public enum Unit {
      CELSIUS,
      KELVIN
    }
  }

  /** A class whose readObject reads its last field itself. */
  public static class Custom implements Serializable {
    private String name;
    private int count;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      if (count < 0) {
        count = 0;
      }
    }
  }

  /** An immutable class with a Jackson creator. */
  public static class Created {
    private final String id;
    private final String label;
    private final String owner;

    @JsonCreator
    public Created(
        @JsonProperty("id") String id,
        @JsonProperty("label") String label,
        @JsonProperty("owner") String owner) {
      this.id = id;
      this.label = label;
      this.owner = owner;
    }

    @JsonProperty("id")
    public String id() {
      return id;
    }
  }

  @Test
  void aNestedRecordVariantAgreesWithItsOuterClassAndItsUnchangedNestedEnum() throws Exception {
    EvolvedVariants.Variants variants = EvolvedVariants.of(Reading.class);
    for (SchemaChange change : SchemaChange.values()) {
      try (URLClassLoader loader =
          Isolation.loader(
              System.getProperty("java.class.path"),
              Map.of(Reading.class.getName(), variants.bytes(change)))) {
        Class<?> reading = Class.forName(Reading.class.getName(), true, loader);
        Class<?> unit = Class.forName(Reading.Unit.class.getName(), true, loader);

        assertThat(reading.getClassLoader()).isSameAs(loader);
        assertThat(reading.isRecord()).isTrue();
        assertThat(reading.getDeclaringClass().getName())
            .isEqualTo(EvolvedVariantsTest.class.getName());
        assertThat(reading.getSimpleName()).isEqualTo("Reading");
        assertThat(unit.getDeclaringClass()).isSameAs(reading);
        assertThat(reading.getDeclaredClasses()).contains(unit);
      }
    }
    assertThat(variants.changed().get(SchemaChange.REMOVE_MIDDLE).field()).isEqualTo("value");
    assertThat(variants.changed().get(SchemaChange.WIDEN_INT_LONG).field()).isEqualTo("value");
  }

  @Test
  void theClassesOwnSerializationMethodsAreKept_andLoseOnlyTheInstructionsOfARemovedField()
      throws Exception {
    EvolvedVariants.Variants variants = EvolvedVariants.of(Custom.class);

    for (SchemaChange change : variants.changed().keySet()) {
      try (URLClassLoader loader =
          Isolation.loader(
              System.getProperty("java.class.path"),
              Map.of(Custom.class.getName(), variants.bytes(change)))) {
        // initialising links and verifies every method, readObject's rewritten code included
        Class<?> custom = Class.forName(Custom.class.getName(), true, loader);
        assertThat(Arrays.stream(custom.getDeclaredMethods()).map(Method::getName))
            .contains("writeObject", "readObject");
        Object instance = custom.getDeclaredConstructor().newInstance();
        assertThat(instance).isNotNull();
      }
    }
    assertThat(variants.untested()).isEmpty();
    assertThat(variants.changed())
        .containsKeys(
            SchemaChange.ADD_LAST,
            SchemaChange.REMOVE_MIDDLE,
            SchemaChange.REMOVE_LAST,
            SchemaChange.WIDEN_INT_LONG);
    assertThat(variants.base()).isEqualTo(io.serbench.model.ModelTypes.classFile(Custom.class));
  }

  @Test
  void aJacksonCreatorIsKept_andARemovedFieldLeavesItsParameterUnused() throws Exception {
    EvolvedVariants.Variants variants = EvolvedVariants.of(Created.class);

    try (URLClassLoader loader =
        Isolation.loader(
            System.getProperty("java.class.path"),
            Map.of(Created.class.getName(), variants.bytes(SchemaChange.REMOVE_MIDDLE)))) {
      Class<?> created = Class.forName(Created.class.getName(), true, loader);
      // the isolated loader has a JsonCreator of its own, so compare by name
      assertThat(
              Arrays.stream(
                      created
                          .getDeclaredConstructor(String.class, String.class, String.class)
                          .getAnnotations())
                  .map(a -> a.annotationType().getName()))
          .contains(JsonCreator.class.getName());
      assertThat(Arrays.stream(created.getDeclaredFields()).map(java.lang.reflect.Field::getName))
          .containsExactly("id", "owner");
      Object instance =
          created
              .getDeclaredConstructor(String.class, String.class, String.class)
              .newInstance("a", "b", "c");
      assertThat(created.getDeclaredMethod("id").invoke(instance)).isEqualTo("a");
    }
    assertThat(variants.untested()).isEmpty();
  }
}
