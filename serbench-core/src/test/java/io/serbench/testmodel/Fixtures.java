package io.serbench.testmodel;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

public final class Fixtures {
  private Fixtures() {}

  public static TreeNode tree() {
    TreeNode root = new TreeNode("root");
    for (int i = 0; i < 3; i++) {
      TreeNode child = new TreeNode("child-" + i);
      child.add(new TreeNode("leaf-" + i));
      root.add(child);
    }
    return root;
  }

  /** Money with scale 2, an Instant with nanoseconds, a date and lines. */
  public static Ledger ledger() {
    return new Ledger(
        "INV-7",
        new BigDecimal("10.50"),
        Instant.parse("2026-11-22T10:15:30.123456789Z"),
        LocalDate.of(2026, 11, 22),
        new ArrayList<>(
            List.of(
                new LineItem("sku-1", 2, new BigDecimal("3.10")),
                new LineItem("sku-2", 1, new BigDecimal("4.30")))));
  }

  /** A null list element, and sorted collections behind interface-typed fields. */
  public static Bag bag() {
    List<String> names = new ArrayList<>();
    names.add("a");
    names.add(null);
    names.add("c");
    return new Bag(
        names, new TreeSet<>(Set.of("x", "y", "z")), new TreeMap<>(Map.of("one", 1, "two", 2)));
  }

  /** jvm-serializers' media.1 payload. */
  public static MediaContent media1() {
    return new MediaContent(
        new MediaContent.Media(
            "http://javaone.com/keynote.mpg",
            "Javaone Keynote",
            640,
            480,
            "video/mpg4",
            18_000_000L,
            58_982_400L,
            262_144,
            true,
            new ArrayList<>(List.of("Bill Gates", "Steve Jobs")),
            MediaContent.Media.Player.JAVA,
            null),
        new ArrayList<>(
            List.of(
                new MediaContent.Image(
                    "http://javaone.com/keynote_large.jpg",
                    "Javaone Keynote",
                    1024,
                    768,
                    MediaContent.Image.Size.LARGE),
                new MediaContent.Image(
                    "http://javaone.com/keynote_small.jpg",
                    "Javaone Keynote",
                    320,
                    240,
                    MediaContent.Image.Size.SMALL))));
  }

  /** One line item referenced twice. */
  public static Shipment sharedLine() {
    LineItem line = new LineItem("sku-9", 3, new BigDecimal("2.50"));
    return new Shipment(line, line);
  }
}
