package io.serbench.hostile;

import java.util.HashSet;
import java.util.Set;

/**
 * A class whose hashCode and getters throw, and an interface field that nothing on the classpath
 * implements.
 */
public class Hostile {
  /** No class implements this. */
  public interface Unimplemented {
    String name();
  }

  /** Its hashCode throws once it is in a set: any codec that rebuilds the set calls it. */
  public static class Touchy {
    private String id;
    private boolean armed;

    public Touchy() {}

    public Touchy(String id) {
      this.id = id;
    }

    @Override
    public int hashCode() {
      if (armed) {
        throw new IllegalStateException("hashCode of Touchy is not supported");
      }
      return 1;
    }

    @Override
    public boolean equals(Object other) {
      return this == other;
    }
  }

  private String name = "hostile";
  private Unimplemented missing;
  private Set<Touchy> touchy = new HashSet<>();

  public Hostile() {}

  /** One armed Touchy in the set: it went in while its hashCode still worked. */
  public static Hostile armed() {
    Hostile hostile = new Hostile();
    Touchy touchy = new Touchy("t");
    hostile.touchy.add(touchy);
    touchy.armed = true;
    return hostile;
  }

  public String getName() {
    throw new UnsupportedOperationException("getters are not for serializers");
  }

  public Unimplemented getMissing() {
    throw new UnsupportedOperationException("getters are not for serializers");
  }
}
