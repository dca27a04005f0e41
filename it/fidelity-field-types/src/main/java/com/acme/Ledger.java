package com.acme;

import java.io.Serializable;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.util.Map;
import java.util.TreeSet;

/** Field types that codecs are known to change without an error. */
public class Ledger implements Serializable {
  /** Holds a Long; JSON reads a small number back as an Integer. */
  Object payload;

  BigDecimal amount;
  Instant at;
  ZonedDateTime local;
  char flag;
  Map<Integer, String> byNumber;
  /** Kryo cannot read an EnumMap without per-type setup, so the map here is a plain one. */
  Map<Side, Long> totals;
  TreeSet<String> tags;
  double notANumber;
  double negativeZero;
  transient String cache;
}
