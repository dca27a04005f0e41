package io.serbench.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import io.serbench.settings.Alphabet;
import io.serbench.settings.GeneratorSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GeneratorFeaturesTest {
  enum Side {
    DEBIT,
    CREDIT
  }

  interface Shape {}

  static final class Circle implements Shape {
    double radius;
  }

  static final class Square implements Shape {
    double side;
  }

  /** Immutable: no no-arg constructor, one constructor taking every field in order. */
  static final class Money {
    private final String currency;
    private final long cents;

    Money(String currency, long cents) {
      this.currency = currency;
      this.cents = cents;
    }
  }

  /** Fixtures bind through a no-arg constructor or, as here, a record's canonical constructor. */
  record Amount(String currency, long cents) {}

  static class Base {
    String id;
  }

  static class Ledger extends Base {
    String title;
    char flag;
    byte[] blob;
    EnumMap<Side, Money> totals;
    Map<Integer, String> byNumber;
    Instant at;
    ZonedDateTime local;
    java.util.Optional<String> note;
    java.util.UUID uuid;
    Shape shape;
  }

  private static GeneratorSettings settings(Alphabet alphabet) {
    return new GeneratorSettings(9, 3, 40, alphabet, Map.of());
  }

  private static Object field(Object target, String name) throws Exception {
    Class<?> type = target.getClass();
    while (true) {
      try {
        var field = type.getDeclaredField(name);
        field.setAccessible(true);
        return field.get(target);
      } catch (NoSuchFieldException e) {
        type = type.getSuperclass();
      }
    }
  }

  @Test
  void generate_fillsInheritedFieldsEnumMapsNonStringKeysTimesAndImmutables() throws Exception {
    SampleGenerator generator =
        new SampleGenerator(settings(Alphabet.ASCII), List.of(Square.class, Circle.class), null);

    Ledger ledger = generator.generate(Ledger.class);

    assertThat(field(ledger, "id")).isNotNull();
    assertThat((byte[]) field(ledger, "blob")).hasSize(3);
    assertThat(field(ledger, "totals")).isInstanceOf(EnumMap.class);
    EnumMap<?, ?> totals = (EnumMap<?, ?>) field(ledger, "totals");
    assertThat(totals.values()).allSatisfy(m -> assertThat(m).isInstanceOf(Money.class));
    assertThat(((Map<?, ?>) field(ledger, "byNumber")).keySet())
        .allMatch(Integer.class::isInstance);
    assertThat(((Instant) field(ledger, "at")).getNano() % 1000).isNotZero();
    ZonedDateTime local = (ZonedDateTime) field(ledger, "local");
    assertThat(local.getZone()).isNotInstanceOf(ZoneOffset.class);
    assertThat((java.util.Optional<?>) field(ledger, "note"))
        .hasValueSatisfying(n -> assertThat(n).asString().hasSize(40));
    assertThat(field(ledger, "uuid")).isNotNull();
    // the first model class (by name) that implements the interface
    assertThat(field(ledger, "shape")).isInstanceOf(Circle.class);
    assertThat(generator.notes()).isEmpty();
  }

  @Test
  void generate_abstractFieldWithoutImplementation_isLeftNullWithAReason() {
    SampleGenerator generator = new SampleGenerator(settings(Alphabet.ASCII), List.of(), null);

    Ledger ledger = generator.generate(Ledger.class);

    assertThat(ledger.shape).isNull();
    assertThat(generator.notes())
        .anyMatch(n -> n.startsWith("Ledger.shape: left null") && n.contains("<implementations>"));
  }

  @Test
  void generate_explicitImplementation_wins() {
    GeneratorSettings settings =
        new GeneratorSettings(
            9, 3, 10, Alphabet.ASCII, Map.of(Shape.class.getName(), Square.class.getName()));

    Ledger ledger =
        new SampleGenerator(settings, List.of(Circle.class), getClass().getClassLoader())
            .generate(Ledger.class);

    assertThat(ledger.shape).isInstanceOf(Square.class);
  }

  @Test
  void generate_unicodeAlphabet_includesSurrogatePairsAndNonLatinText() {
    String text =
        new SampleGenerator(settings(Alphabet.UNICODE), List.of(), null)
            .generate(Ledger.class)
            .title;

    assertThat(text).hasSize(40);
    assertThat(
            text.codePoints().anyMatch(Character::isSupplementaryCodePoint)
                || text.chars().anyMatch(c -> c > 0x3000))
        .isTrue();
    assertThat(
            text.chars().anyMatch(c -> Character.isLowSurrogate((char) c))
                == text.chars().anyMatch(c -> Character.isHighSurrogate((char) c)))
        .isTrue();
  }

  @Test
  void generate_latin1Alphabet_staysWithinLatin1AndEuro() {
    String text =
        new SampleGenerator(settings(Alphabet.LATIN1), List.of(), null)
            .generate(Ledger.class)
            .title;

    assertThat(text.chars()).allMatch(c -> c < 0x100 || c == '€');
  }

  @Test
  void factory_withIntParameter_receivesTheSize() {
    Object value =
        FactoryMethod.find(getClass().getName() + "#sized", getClass().getClassLoader()).invoke(7);

    assertThat((List<?>) value).hasSize(7);
  }

  static List<String> sized(int size) {
    return java.util.Collections.nCopies(size, "x");
  }

  @Test
  void fixture_readsJsonIntoTheClass(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("money.json");
    Files.writeString(file, "{\"currency\":\"EUR\",\"cents\":1050}");

    Amount amount = (Amount) FixtureFile.read(file, Amount.class);

    assertThat(amount).isEqualTo(new Amount("EUR", 1050));
  }

  @Test
  void fixture_malformed_failsWithFileLineAndColumn(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("broken.json");
    Files.writeString(file, "{\n  \"currency\": \"EUR\",\n  \"cents\": 10x\n}");

    assertThatThrownBy(() -> FixtureFile.read(file, Amount.class))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining(file + ", line 3, column")
        .satisfies(
            e -> assertThat(((InvalidConfigurationException) e).element()).hasValue("samples"));
  }

  @Test
  void fixture_missing_saysSo(@TempDir Path dir) {
    assertThatThrownBy(() -> FixtureFile.read(dir.resolve("nope.json"), Amount.class))
        .hasMessageContaining("nope.json does not exist");
  }

  @Test
  void spec_roundTripsThroughJson_andRebuildsAnEqualSample() {
    SampleSpec spec =
        SampleSpec.generated(
            Ledger.class, settings(Alphabet.UNICODE), 4, List.of(Circle.class.getName()));

    SampleSpec copy = SampleSpec.fromJson(spec.toJson());

    assertThat(copy).isEqualTo(spec);
    assertThat(copy.name()).isEqualTo("generated(" + Ledger.class.getName() + ")[size=4]");
    Object a = spec.instantiate(getClass().getClassLoader());
    Object b = copy.instantiate(getClass().getClassLoader());
    assertThat(io.serbench.verify.DeepComparator.compare(a, b, 5)).isEmpty();
  }
}
