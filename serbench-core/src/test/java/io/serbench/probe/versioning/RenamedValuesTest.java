package io.serbench.probe.versioning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.probe.versioning.bytecode.EvolvedVariants;
import io.serbench.result.SchemaChange;
import io.serbench.verify.Isolation;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A team sample's values of a renamed field reach the renamed version's objects, in order. */
class RenamedValuesTest {
  /** A message whose middle field, {@code quantity}, the rename changes. */
  public static class Line {
    public String sku;
    public String note;
    public Integer quantity;
    public boolean gift;
    public List<Line> parts = new ArrayList<>();
  }

  private static Line line(String sku, int quantity) {
    Line line = new Line();
    line.sku = sku;
    line.quantity = quantity;
    return line;
  }

  @Test
  void theBaseVersionsValues_areSetUnderTheNewName_objectByObject() throws Exception {
    EvolvedVariants.Variants variants = EvolvedVariants.of(Line.class);
    String old = variants.changed().get(SchemaChange.RENAME_FIELD).field();
    assertThat(old).isEqualTo("quantity");
    Line base = line("root", 3);
    base.parts.add(line("a", 5));
    base.parts.add(line("b", 8));

    RenamedValues carried = RenamedValues.collect(base, Map.of(Line.class.getName(), old));

    try (URLClassLoader loader =
        Isolation.loader(
            System.getProperty("java.class.path"),
            Map.of(Line.class.getName(), variants.bytes(SchemaChange.RENAME_FIELD)))) {
      Class<?> renamed = Class.forName(Line.class.getName(), true, loader);
      Object root = renamed.getConstructor().newInstance();
      @SuppressWarnings("unchecked")
      List<Object> parts = (List<Object>) renamed.getField("parts").get(root);
      parts.add(renamed.getConstructor().newInstance());
      parts.add(renamed.getConstructor().newInstance());

      carried.apply(root);

      var field = renamed.getDeclaredField("quantity" + EvolvedVariants.RENAMED_SUFFIX);
      field.setAccessible(true);
      assertThat(field.get(root)).isEqualTo(3);
      assertThat(field.get(parts.get(0))).isEqualTo(5);
      assertThat(field.get(parts.get(1))).isEqualTo(8);
    }
  }

  /** A message whose renamed field holds an object, which cannot cross a loader as text. */
  public static class Holder {
    public String id = "h";
    public Line line = line("x", 1);
    public String tag = "t";
  }

  @Test
  void anObjectValuedRenamedField_cannotBeCarried_andSaysWhichFieldHoldsWhat() {
    assertThatThrownBy(
            () -> RenamedValues.collect(new Holder(), Map.of(Holder.class.getName(), "line")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Holder.line holds a Line");
  }
}
