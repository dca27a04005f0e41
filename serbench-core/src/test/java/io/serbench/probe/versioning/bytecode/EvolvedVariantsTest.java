package io.serbench.probe.versioning.bytecode;

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
import java.util.List;
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

  /** One named property, as fabric8's PodOS has: every neighbour's name is the same one. */
  public static class OneName {
    @JsonProperty("name")
    private String name;

    @JsonProperty("name")
    public String getName() {
      return name;
    }

    @JsonProperty("name")
    public void setName(String name) {
      this.name = name;
    }
  }

  /** Gson's wire names in snake case, as an SDK's models spell them. */
  public static class Snake {
    @com.google.gson.annotations.SerializedName("amount_received")
    long amountReceived;

    @com.google.gson.annotations.SerializedName("client_secret")
    String clientSecret;
  }

  /** A subclass of a model class, both changed in one loader. */
  public static class SnakeList extends Snake {
    @com.google.gson.annotations.SerializedName("has_more")
    boolean hasMore;
  }

  private static String wireName(Class<?> type, SchemaChange change, String annotation)
      throws Exception {
    EvolvedVariants.Variants variants = EvolvedVariants.of(type);
    org.objectweb.asm.tree.ClassNode node = new org.objectweb.asm.tree.ClassNode();
    new org.objectweb.asm.ClassReader(variants.bytes(change)).accept(node, 0);
    return node.fields.stream()
        .filter(f -> f.name.startsWith(EvolvedVariants.ADDED_FIELD))
        .flatMap(f -> f.visibleAnnotations.stream())
        .filter(a -> a.desc.contains(annotation))
        .map(a -> f(a))
        .findFirst()
        .orElseThrow();
  }

  private static String f(org.objectweb.asm.tree.AnnotationNode a) {
    return String.valueOf(a.values.get(1));
  }

  @Test
  void anAddedField_getsANameOfItsOwn_inTheStyleItsNeighboursAreNamedOnTheWire() throws Exception {
    assertThat(wireName(OneName.class, SchemaChange.ADD_LAST, "JsonProperty"))
        .isEqualTo(EvolvedVariants.ADDED_FIELD);
    assertThat(wireName(Snake.class, SchemaChange.ADD_FIRST, "SerializedName"))
        .isEqualTo("serbench_added");
    // a subclass changed beside its superclass never declares the superclass's new name again
    assertThat(wireName(SnakeList.class, SchemaChange.ADD_LAST, "SerializedName"))
        .isEqualTo("serbench_added1");
  }

  /** A class shaped as protoc generates it: fields with a trailing underscore and bookkeeping. */
  public static class Generated {
    private int bitField0_;
    private volatile Object name_ = "";
    private long amount_;
    private byte memoizedIsInitialized = -1;
  }

  @Test
  void generatedBookkeeping_isNeverTheFieldAChangeRemoves() {
    EvolvedVariants.Variants variants = EvolvedVariants.of(Generated.class);

    assertThat(variants.changed().get(SchemaChange.REMOVE_LAST).field()).isEqualTo("amount_");
    assertThat(variants.changed().get(SchemaChange.REMOVE_MIDDLE).field()).isEqualTo("name_");
  }

  /** A protocol record whose wire names live on its field, accessor and creator parameter. */
  public record Message(
      @JsonProperty("_meta") String meta,
      @JsonProperty("name") String name,
      @JsonProperty("content") String content) {}

  private static List<String> wireNames(byte[] bytes, String member) {
    org.objectweb.asm.tree.ClassNode node = new org.objectweb.asm.tree.ClassNode();
    new org.objectweb.asm.ClassReader(bytes).accept(node, 0);
    List<String> names = new java.util.ArrayList<>();
    node.fields.stream()
        .filter(f -> f.name.equals(member) && f.visibleAnnotations != null)
        .flatMap(f -> f.visibleAnnotations.stream())
        .filter(a -> a.desc.contains("JsonProperty"))
        .forEach(a -> names.add("field " + f(a)));
    node.methods.stream()
        .filter(m -> m.name.equals(member) && m.visibleAnnotations != null)
        .flatMap(m -> m.visibleAnnotations.stream())
        .filter(a -> a.desc.contains("JsonProperty"))
        .forEach(a -> names.add("accessor " + f(a)));
    return names;
  }

  @Test
  void aRebuiltRecord_keepsItsComponentsWireNames_andARenameCarriesTheOldOne() {
    EvolvedVariants.Variants variants = EvolvedVariants.of(Message.class);

    assertThat(wireNames(variants.base(), "meta")).containsExactly("field _meta", "accessor _meta");
    // the middle component is renamed; its wire name was its old name, so it follows the rename
    assertThat(wireNames(variants.bytes(SchemaChange.RENAME_FIELD), "nameRenamed"))
        .containsExactly("field nameRenamed", "accessor nameRenamed");
  }
}
