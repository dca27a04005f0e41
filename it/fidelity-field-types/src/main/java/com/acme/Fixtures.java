package com.acme;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.TreeSet;

public final class Fixtures {
  private Fixtures() {}

  public static Ledger ledger() {
    Ledger ledger = new Ledger();
    ledger.payload = 7L;
    ledger.amount = new BigDecimal("10.50");
    ledger.at = Instant.parse("2026-03-04T05:06:07.123456789Z");
    ledger.local = ZonedDateTime.of(2026, 6, 1, 12, 0, 0, 0, ZoneId.of("Europe/Paris"));
    ledger.flag = 'x';
    ledger.byNumber = new HashMap<>();
    ledger.byNumber.put(1, "one");
    ledger.byNumber.put(2, "two");
    ledger.totals = new HashMap<>();
    ledger.totals.put(Side.DEBIT, 300L);
    ledger.totals.put(Side.CREDIT, 120L);
    ledger.tags = new TreeSet<>(List.of("b", "a", "c"));
    ledger.notANumber = Double.NaN;
    ledger.negativeZero = -0.0;
    ledger.cache = "not expected to survive";
    return ledger;
  }
}
