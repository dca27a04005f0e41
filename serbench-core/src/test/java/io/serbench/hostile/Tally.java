package io.serbench.hostile;

import java.util.EnumMap;

/** An EnumMap of a known enum: Kryo needs its EnumMapSerializer, which the key type makes known. */
public class Tally {
  public enum Kind {
    RED,
    GREEN,
    BLUE
  }

  private String name = "";
  private EnumMap<Kind, Long> counts = new EnumMap<>(Kind.class);

  public Tally() {}

  public Tally(String name) {
    this.name = name;
    counts.put(Kind.RED, 3L);
    counts.put(Kind.BLUE, 7L);
  }
}
