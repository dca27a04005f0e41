package io.serbench.verify;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.testmodel.Fixtures;
import io.serbench.testmodel.TreeNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class DeepComparatorTest {
  static class Option {
    String name;
    int price;

    Option(String name, int price) {
      this.name = name;
      this.price = price;
    }

    /** Deliberately wrong, to prove the comparison never calls it. */
    @Override
    public boolean equals(Object other) {
      return true;
    }

    @Override
    public int hashCode() {
      return 0;
    }
  }

  static class Basket {
    List<Option> options = new ArrayList<>();
    Map<String, Object> totals = new HashMap<>();
    BigDecimal amount;
    transient String cache;
    Option first;
    Option favourite;
  }

  @Test
  void compare_equalGraphs_noDifference() {
    assertThat(DeepComparator.compare(basket(), basket(), 5)).isEmpty();
  }

  @Test
  void compare_changedNestedField_namesPathAndValues_ignoringUsersEquals() {
    Basket expected = basket();
    Basket actual = basket();
    actual.options.get(1).price = 0;

    List<Difference> differences = DeepComparator.compare(expected, actual, 5);

    assertThat(differences).hasSize(1);
    assertThat(differences.get(0).toString()).isEqualTo("options[1].price: 1 -> 0");
  }

  @Test
  void compare_bigDecimalScale_isADifference() {
    Basket expected = basket();
    Basket actual = basket();
    actual.amount = new BigDecimal("10.5");

    assertThat(firstDifference(expected, actual))
        .hasValueSatisfying(d -> assertThat(d.toString()).isEqualTo("amount: 10.50 -> 10.5"));
  }

  @Test
  void compare_mapValue_pathNamesTheKey() {
    Basket expected = basket();
    Basket actual = basket();
    actual.totals.put("DEBIT", 7);

    assertThat(firstDifference(expected, actual))
        .hasValueSatisfying(d -> assertThat(d.path()).isEqualTo("totals.<key DEBIT>"));
  }

  @Test
  void compare_objectFieldComingBackAsOtherType_isTypeChanged() {
    Basket expected = basket();
    Basket actual = basket();
    actual.totals.put("DEBIT", 3);

    Difference difference = firstDifference(expected, actual).orElseThrow();

    assertThat(difference.kind()).isEqualTo(Difference.Kind.TYPE_CHANGED);
    assertThat(difference.toString()).contains("java.lang.Long -> java.lang.Integer");
  }

  @Test
  void compare_generalPurposeCollections_areInterchangeable_sortedOnesAreNot() {
    Basket expected = basket();
    Basket actual = basket();
    actual.options = new LinkedList<>(actual.options);
    actual.totals = new LinkedHashMap<>(actual.totals);
    assertThat(DeepComparator.compare(expected, actual, 5)).isEmpty();

    actual.totals = new TreeMap<>(actual.totals);
    assertThat(firstDifference(expected, actual).orElseThrow().kind())
        .isEqualTo(Difference.Kind.TYPE_CHANGED);
  }

  @Test
  void compare_transientField_isNotExpectedToSurvive() {
    Basket expected = basket();
    expected.cache = "warm";

    assertThat(DeepComparator.compare(expected, basket(), 5)).isEmpty();
  }

  @Test
  void compare_sharedReferenceCopied_isSharingLost() {
    Basket expected = basket();
    expected.favourite = expected.first;
    Basket actual = basket();
    actual.favourite = new Option("a", 5);

    Difference difference = firstDifference(expected, actual).orElseThrow();

    assertThat(difference.kind()).isEqualTo(Difference.Kind.SHARING_LOST);
    assertThat(difference.path()).isEqualTo("favourite");
  }

  @Test
  void compare_cycles_terminatesAndAcceptsARestoredCycle() {
    assertThat(DeepComparator.compare(Fixtures.tree(), Fixtures.tree(), 5)).isEmpty();
  }

  @Test
  void compare_nanAndNegativeZero_areComparedBitwise() {
    assertThat(firstDifference(Double.NaN, Double.NaN)).isEmpty();
    assertThat(firstDifference(-0.0d, 0.0d)).isPresent();
  }

  @Test
  void compare_valueAgainstNull_isAValueDifference() {
    TreeNode expected = Fixtures.tree();
    TreeNode actual = Fixtures.tree();

    assertThat(DeepComparator.compare(expected, new TreeNode(), 5))
        .first()
        .satisfies(d -> assertThat(d.toString()).startsWith("name: \"root\" -> null"));
    assertThat(DeepComparator.compare(expected, actual, 5)).isEmpty();
  }

  private static Basket basket() {
    Basket basket = new Basket();
    basket.first = new Option("a", 5);
    basket.options.add(basket.first);
    basket.options.add(new Option("b", 1));
    basket.totals.put("DEBIT", 3L);
    basket.totals.put("CREDIT", 4L);
    basket.amount = new BigDecimal("10.50");
    return basket;
  }

  /** The first difference, as the report's fidelity matrix lists it first. */
  private static java.util.Optional<Difference> firstDifference(Object expected, Object actual) {
    return DeepComparator.compare(expected, actual, 1).stream().findFirst();
  }

  @Test
  void compare_sortedKeysReadBackAsAnotherNumberType_isTypeChanged_notAnException() {
    TreeMap<Object, String> expected = new TreeMap<>(Map.of(1L, "one", 2L, "two"));
    TreeMap<Object, String> actual = new TreeMap<>(Map.of(1.0, "one", 2.0, "two"));

    List<Difference> differences = DeepComparator.compare(expected, actual, 5);

    assertThat(differences).isNotEmpty();
    assertThat(differences.get(0).kind()).isEqualTo(Difference.Kind.TYPE_CHANGED);
    assertThat(differences.get(0).toString()).contains("Double").contains("Long");
  }
}
