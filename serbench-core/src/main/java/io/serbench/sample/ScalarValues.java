package io.serbench.sample;

import io.serbench.settings.Alphabet;
import io.serbench.settings.GeneratorSettings;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * The generator's scalar values, drawn from the current object's stream: integers across their
 * range, doubles with two decimals, strings of the configured alphabet and length (emoji as
 * surrogate pairs in UNICODE), decimals with a scale, and java.time values at nanosecond precision,
 * so that a codec that truncates is caught.
 */
final class ScalarValues {
  private static final String ASCII =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ";
  private static final String LATIN1 = ASCII + "àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿßÀÉÖÜ€£¥§°±µ";

  /** Greek, Cyrillic and CJK code points; emoji are added as surrogate pairs. */
  private static final String UNICODE = LATIN1 + "αβγδλπΩжзийклмн中文字日本語한국어";

  private static final int[] EMOJI = {0x1F600, 0x1F680, 0x1F30D, 0x1F389, 0x1F9E9};
  private static final List<String> ZONES =
      List.of("Europe/Paris", "America/New_York", "Asia/Tokyo", "Australia/Sydney", "UTC");

  private ScalarValues() {}

  /**
   * A value of a scalar type (numbers, text, decimals, UUIDs, java.time), or null for any other.
   */
  static Object of(Class<?> raw, SplittableRandom random, GeneratorSettings settings) {
    if (raw == int.class || raw == Integer.class) {
      return random.nextInt(-100_000, 100_000);
    } else if (raw == long.class || raw == Long.class) {
      return random.nextLong(-10_000_000_000L, 10_000_000_000L);
    } else if (raw == double.class || raw == Double.class) {
      return Math.round(random.nextDouble(-10_000, 10_000) * 100) / 100.0;
    } else if (raw == float.class || raw == Float.class) {
      return (float) random.nextInt(-10_000, 10_000) / 4;
    } else if (raw == boolean.class || raw == Boolean.class) {
      return random.nextBoolean();
    } else if (raw == short.class || raw == Short.class) {
      return (short) random.nextInt(Short.MIN_VALUE, Short.MAX_VALUE);
    } else if (raw == byte.class || raw == Byte.class) {
      return (byte) random.nextInt(Byte.MIN_VALUE, Byte.MAX_VALUE);
    } else if (raw == char.class || raw == Character.class) {
      return (char) ('a' + random.nextInt(26));
    } else if (raw == String.class || raw == CharSequence.class) {
      return string(random, settings);
    } else if (raw == BigDecimal.class) {
      return BigDecimal.valueOf(random.nextLong(0, 10_000_000), 2);
    } else if (raw == BigInteger.class) {
      return BigInteger.valueOf(random.nextLong()).multiply(BigInteger.valueOf(1_000_003));
    } else if (raw == UUID.class) {
      return new UUID(random.nextLong(), random.nextLong());
    } else if (raw == Instant.class) {
      // nanosecond precision, so that a codec truncating to millis or micros is caught
      return Instant.ofEpochSecond(
          1_700_000_000L + random.nextInt(100_000_000), 1 + random.nextInt(999_999_998));
    } else if (raw == ZonedDateTime.class) {
      return ZonedDateTime.ofInstant(
          (Instant) of(Instant.class, random, settings),
          ZoneId.of(ZONES.get(random.nextInt(ZONES.size()))));
    } else if (raw == OffsetDateTime.class) {
      return OffsetDateTime.ofInstant(
          (Instant) of(Instant.class, random, settings),
          ZoneOffset.ofHoursMinutes(random.nextInt(-11, 12), 30 * random.nextInt(2)));
    } else if (raw == LocalTime.class) {
      return LocalTime.ofNanoOfDay(random.nextLong(86_400_000_000_000L));
    } else if (raw == LocalDate.class) {
      return LocalDate.ofEpochDay(18_000 + random.nextInt(3_000));
    } else if (raw == LocalDateTime.class) {
      return LocalDateTime.of(
          2020 + random.nextInt(8),
          1 + random.nextInt(12),
          1 + random.nextInt(28),
          random.nextInt(24),
          random.nextInt(60),
          random.nextInt(60),
          random.nextInt(1_000_000_000));
    } else if (raw == ZoneId.class) {
      return ZoneId.of(ZONES.get(random.nextInt(ZONES.size())));
    } else if (raw == Duration.class) {
      return Duration.ofMillis(random.nextInt(1, 10_000_000));
    }
    return null;
  }

  private static String string(SplittableRandom random, GeneratorSettings settings) {
    String alphabet =
        switch (settings.alphabet()) {
          case ASCII -> ASCII;
          case LATIN1 -> LATIN1;
          case UNICODE -> UNICODE;
        };
    StringBuilder text = new StringBuilder(settings.stringLength());
    while (text.length() < settings.stringLength()) {
      boolean emoji =
          settings.alphabet() == Alphabet.UNICODE
              && text.length() + 2 <= settings.stringLength()
              && random.nextInt(8) == 0;
      if (emoji) {
        text.appendCodePoint(EMOJI[random.nextInt(EMOJI.length)]);
      } else {
        text.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
    }
    return text.toString();
  }
}
