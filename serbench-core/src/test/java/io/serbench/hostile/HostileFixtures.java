package io.serbench.hostile;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** Sample factories of the hostile corpus. */
public final class HostileFixtures {
  private HostileFixtures() {}

  public static Chain deep() {
    Chain chain = null;
    for (int i = 0; i < 10_000; i++) {
      chain = new Chain(i, chain);
    }
    return chain;
  }

  public static Graph cycles() {
    Graph a = new Graph("a");
    Graph b = new Graph("b");
    Graph c = new Graph("c");
    a.link(b);
    b.link(c);
    c.link(a);
    return a;
  }

  /**
   * A large collection and a long string: past the 16-bit counts (65,535) that length prefixes and
   * {@code DataOutput.writeUTF} stop at, which is what breaks codecs; ten times that would only
   * cost every probe of every codec more time.
   */
  public static Bulk bulk() {
    List<Integer> values = new ArrayList<>(70_000);
    for (int i = 0; i < 70_000; i++) {
      values.add(i);
    }
    return new Bulk(values, "x".repeat(100_000));
  }

  public static Box<String> box() {
    return new Box<>("content", new ArrayList<>(List.of("a", "b")));
  }

  public static Drawing drawing() {
    return new Drawing("d", List.of(new Circle("c", 1.5), new Square("s", 2)));
  }

  public static Tally tally() {
    return new Tally("t");
  }

  public static Invoice invoice() {
    return new Invoice(
        "INV-1",
        Instant.parse("2026-11-23T10:15:30Z"),
        LocalDate.of(2026, 12, 1),
        new BigDecimal("12.50"),
        new ArrayList<>(List.of("one", "two")));
  }

  public static Hostile hostile() {
    return Hostile.armed();
  }
}
