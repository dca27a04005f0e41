package io.serbench.sample;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.testing.Generators;
import io.serbench.testmodel.Order;
import io.serbench.testmodel.Point;
import io.serbench.testmodel.TreeNode;
import io.serbench.verify.DeepComparator;
import java.lang.reflect.Field;
import java.util.List;
import org.junit.jupiter.api.Test;

class SampleGeneratorTest {
  @Test
  void generate_sameSeed_givesEqualGraphsAndByteIdenticalSizes() throws Exception {
    Order first = Generators.seeded(42).generate(Order.class);
    Order second = Generators.seeded(42).generate(Order.class);

    assertThat(DeepComparator.compare(first, second, 5)).isEmpty();
    var kryo =
        CodecCatalog.standard()
            .find("kryo")
            .orElseThrow()
            .create(new CodecContext(Order.class, List.of()));
    assertThat(kryo.encode(first)).isEqualTo(kryo.encode(second));
  }

  @Test
  void generate_otherSeed_givesOtherValues() {
    Order first = Generators.seeded(1).generate(Order.class);
    Order second = Generators.seeded(2).generate(Order.class);

    assertThat(DeepComparator.compare(first, second, 5)).isNotEmpty();
  }

  @Test
  void generate_pojo_fillsPrimitivesBoxesStringsEnumsCollectionsArraysAndNestedObjects()
      throws Exception {
    Order order = Generators.seeded(42, 4, 10).generate(Order.class);

    assertThat(field(order, "customer")).asString().hasSize(10);
    assertThat(field(order, "status")).isNotNull();
    assertThat(field(order, "priority")).isInstanceOf(Integer.class);
    assertThat(field(order, "items")).asList().hasSize(4).doesNotContainNull();
    assertThat(field(order, "tags"))
        .asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.COLLECTION)
        .isNotEmpty();
    assertThat(field(order, "counters"))
        .asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
        .hasSize(4);
    assertThat((int[]) field(order, "checksums")).hasSize(4);
    Object address = field(order, "shipTo");
    assertThat(field(address, "city")).asString().hasSize(10);
    Object item = ((List<?>) field(order, "items")).get(0);
    assertThat(field(item, "price")).isNotNull();
  }

  @Test
  void generate_record_usesCanonicalConstructor() {
    Point point = Generators.seeded(5, 3, 6).generate(Point.class);

    assertThat(point.label()).hasSize(6);
    assertThat(point.tags()).hasSize(3);
  }

  @Test
  void generate_recursiveType_leavesBackLinksNullAndSaysWhy() throws Exception {
    SampleGenerator generator = Generators.seeded(42);

    TreeNode node = generator.generate(TreeNode.class);

    assertThat(field(node, "parent")).isNull();
    assertThat(field(node, "name")).isNotNull();
    assertThat(generator.notes())
        .anyMatch(n -> n.contains("TreeNode.parent") && n.contains("recursive"));
  }

  private static Object field(Object target, String name) throws Exception {
    Field field = target.getClass().getDeclaredField(name);
    field.setAccessible(true);
    return field.get(target);
  }
}
