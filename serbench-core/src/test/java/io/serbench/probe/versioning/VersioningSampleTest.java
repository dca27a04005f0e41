package io.serbench.probe.versioning;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.model.ModelTypes;
import io.serbench.result.SchemaChange;
import io.serbench.settings.GeneratorSettings;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The versioning sample holds every class the full sample holds, and few of each. */
class VersioningSampleTest {
  /** Three levels of collections, a map and an abstract field, as service models nest them. */
  public static class Catalog {
    public List<Shelf> shelves;
    public Map<String, Shelf> byAisle;
    public long id;
  }

  /** The middle level. */
  public static class Shelf {
    public List<Box> boxes;
    public Label label;
  }

  /** The leaves. */
  public static class Box {
    public String sku;
    public int count;
  }

  /** An abstract field's type. */
  public abstract static class Label {
    public String text;
  }

  /** The one class that fills it. */
  public static class PrintedLabel extends Label {
    public int font;
  }

  private static final List<String> MODELS =
      List.of(Catalog.class, Shelf.class, Box.class, Label.class, PrintedLabel.class).stream()
          .map(Class::getName)
          .toList();

  @Test
  void sample_defaultSettings_reachesEveryClassOfTheFullSampleWithTwoOfAKind() {
    Object full =
        io.serbench.sample.SampleSpec.generated(
                Catalog.class, GeneratorSettings.DEFAULT, null, MODELS)
            .instantiate(getClass().getClassLoader());
    Object small = probe(GeneratorSettings.DEFAULT).instantiate(getClass().getClassLoader());

    assertThat(ModelTypes.reachableClasses(small))
        .containsExactlyInAnyOrderElementsOf(ModelTypes.reachableClasses(full))
        .contains(Catalog.class, Shelf.class, Box.class, PrintedLabel.class);
    // 2 shelves in the list and 2 in the map, each with 2 boxes: 8, against 5 x 5 x 2 = 50
    assertThat(count(small, Box.class)).isEqualTo(8);
    assertThat(count(full, Box.class)).isEqualTo(50);
  }

  @Test
  void sample_userAskedForFewerElements_keepsTheirs() {
    Object one =
        probe(GeneratorSettings.DEFAULT.withCollectionSize(1))
            .instantiate(getClass().getClassLoader());

    assertThat(count(one, Box.class)).isEqualTo(2);
  }

  private static io.serbench.sample.SampleSpec probe(GeneratorSettings settings) {
    return new VersioningProbe(
            System.getProperty("java.class.path"), settings, SchemaChange.Required.FIELDS)
        .sample(Catalog.class, MODELS);
  }

  /** Instances of the class in the object graph, each counted once. */
  private static int count(Object root, Class<?> type) {
    Map<Object, Boolean> seen = new IdentityHashMap<>();
    walk(root, seen);
    return (int) seen.keySet().stream().filter(type::isInstance).count();
  }

  private static void walk(Object value, Map<Object, Boolean> seen) {
    if (value == null || seen.put(value, true) != null) {
      return;
    }
    if (value instanceof Iterable<?> items) {
      items.forEach(item -> walk(item, seen));
    } else if (value instanceof Map<?, ?> map) {
      map.values().forEach(item -> walk(item, seen));
    } else if (value.getClass().getName().startsWith(VersioningSampleTest.class.getName())) {
      for (java.lang.reflect.Field field : value.getClass().getFields()) {
        try {
          walk(field.get(value), seen);
        } catch (IllegalAccessException e) {
          throw new IllegalStateException(e);
        }
      }
    }
  }
}
