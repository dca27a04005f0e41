package io.serbench.probe.untrusted;

import java.util.List;
import java.util.Map;

/**
 * The classes that the resource attacks encode: one whose fields hold each kind of length a wire
 * format may prefix (a string, a byte array, a list, a map), and one that nests itself. Public,
 * with public fields and no-argument constructors, so that every codec can write them as it writes
 * a team's beans.
 */
public final class ResourceTargets {
  private ResourceTargets() {}

  /** A value with one of each length-prefixed kind. */
  public static final class Lengths implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    public String text = "";
    public byte[] bytes = new byte[0];
    public List<String> items = new java.util.ArrayList<>();
    public Map<String, String> entries = new java.util.LinkedHashMap<>();

    public Lengths() {}
  }

  /** A value that holds another of its kind: a chain as deep as the attacker likes. */
  public static final class Nest implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    public Nest child;
    public int depth;

    public Nest() {}
  }
}
