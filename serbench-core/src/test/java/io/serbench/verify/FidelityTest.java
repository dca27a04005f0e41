package io.serbench.verify;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Each silent loss that serbench must catch, with a model that triggers it. */
class FidelityTest {
  enum Side {
    DEBIT,
    CREDIT
  }

  static class Holder {
    Object value;

    Holder(Object value) {
      this.value = value;
    }
  }

  private static Difference first(Object expected, Object actual) {
    return firstDifference(new Holder(expected), new Holder(actual)).orElseThrow();
  }

  @Test
  void bigDecimalScaleChanged_isAValueDifference() {
    Difference d = first(new BigDecimal("10.50"), new BigDecimal("10.5"));

    assertThat(d.toString()).isEqualTo("value: 10.50 -> 10.5");
  }

  @Test
  void instantLostNanoseconds_isAValueDifference() {
    Instant precise = Instant.parse("2026-01-02T03:04:05.123456789Z");

    Difference d = first(precise, precise.truncatedTo(ChronoUnit.MILLIS));

    assertThat(d.kind()).isEqualTo(Difference.Kind.VALUE);
    assertThat(d.expected()).endsWith(".123456789Z");
    assertThat(d.actual()).endsWith(".123Z");
  }

  @Test
  void regionZoneReplacedByOffset_isAValueDifference() {
    ZonedDateTime paris = ZonedDateTime.of(2026, 6, 1, 12, 0, 0, 0, ZoneId.of("Europe/Paris"));

    Difference d = first(paris, paris.withZoneSameInstant(paris.getOffset()));

    assertThat(d.expected()).contains("[Europe/Paris]");
    assertThat(d.actual()).doesNotContain("Europe/Paris");
  }

  @Test
  void charTurnedIntoString_isTypeChanged() {
    Difference d = first('x', "x");

    assertThat(d.kind()).isEqualTo(Difference.Kind.TYPE_CHANGED);
    assertThat(d.toString())
        .isEqualTo("value: type changed java.lang.Character -> java.lang.String");
  }

  @Test
  void mapKeyTypeChanged_isTypeChangedAtTheKey() {
    Map<Object, String> ints = new HashMap<>(Map.of(1, "one"));
    Map<Object, String> strings = new HashMap<>(Map.of("1", "one"));

    Difference d = first(ints, strings);

    assertThat(d.kind()).isEqualTo(Difference.Kind.TYPE_CHANGED);
    assertThat(d.path()).isEqualTo("value.<key 1>");
    assertThat(d.expected()).contains("java.lang.Integer");
    assertThat(d.actual()).contains("java.lang.String");
  }

  @Test
  void objectFieldLongReadBackAsInteger_isTypeChanged() {
    Difference d = first(7L, 7);

    assertThat(d.toString()).isEqualTo("value: type changed java.lang.Long -> java.lang.Integer");
  }

  @Test
  void enumMapOrTreeSetComingBackAsPlainCollection_isTypeChangedNotValueLoss() {
    EnumMap<Side, Integer> totals = new EnumMap<>(Side.class);
    totals.put(Side.DEBIT, 3);

    Difference map = first(totals, new LinkedHashMap<>(totals));
    Difference set =
        first(
            new TreeSet<>(java.util.List.of("a", "b")), new HashSet<>(java.util.List.of("a", "b")));

    assertThat(map.kind()).isEqualTo(Difference.Kind.TYPE_CHANGED);
    assertThat(map.toString()).contains("java.util.EnumMap -> java.util.LinkedHashMap");
    assertThat(set.kind()).isEqualTo(Difference.Kind.TYPE_CHANGED);
  }

  @Test
  void nanReadBackAsNull_isAValueDifference() {
    Difference d = first(Double.NaN, null);

    assertThat(d.toString()).isEqualTo("value: NaN -> null");
  }

  @Test
  void negativeZeroReadBackAsZero_isAValueDifference() {
    assertThat(first(-0.0d, 0.0d).toString()).isEqualTo("value: -0.0 -> 0.0");
  }

  /** The first difference, as the report's fidelity matrix lists it first. */
  private static java.util.Optional<Difference> firstDifference(Object expected, Object actual) {
    return DeepComparator.compare(expected, actual, 1).stream().findFirst();
  }
}
