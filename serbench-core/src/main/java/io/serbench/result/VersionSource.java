package io.serbench.result;

/** Where the library version a codec was measured with came from. */
public enum VersionSource {
  /** The project's own dependency: the version the team runs today. */
  PROJECT("the project's"),
  /** serbench's module, resolved at the version of the family core the project has. */
  ALIGNED("aligned to the project's"),
  /** serbench's own version: the project has none of the library or its family. */
  SERBENCH("serbench's"),
  /**
   * serbench's own version over a family core the project has at another version, because no
   * matching version was found; a linkage error then reads as a setup conflict.
   */
  MISMATCHED("serbench's, over the project's"),
  /**
   * serbench's own versions, in class loaders of its own: over the project's jars the codec met a
   * setup conflict (a linkage error between two jars), so it ran again as a versioned codec does.
   */
  ISOLATED("serbench's, in class loaders of its own"),
  /** A version named in {@code codecs} ({@code id@version}), in class loaders of its own. */
  NAMED("named in codecs"),
  /** The JDK's own serialization. */
  JDK("the JDK's");

  private final String label;

  VersionSource(String label) {
    this.label = label;
  }

  /** How the report names it. */
  public String label() {
    return label;
  }
}
