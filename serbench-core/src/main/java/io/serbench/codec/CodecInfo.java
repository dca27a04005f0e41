package io.serbench.codec;

import java.util.List;

/**
 * The declared traits of a codec. These are claims; verification measures what holds. Build one
 * with {@link #builder(String)}; the positional constructors stay for codecs written against them.
 *
 * @param id the public id, as used in {@code -Dserbench.codecs} and results.json
 * @param library Maven coordinates {@code groupId:artifactId} of the library measured
 * @param versionClass a class from the library's jar, used to read the version really loaded
 * @param mode a one-line description of the configuration
 * @param effort what the team must maintain to use it
 * @param format the wire format family
 * @param structure whether cycles and shared references are claimed to survive
 * @param threadSafe whether one instance may be shared between threads
 * @param pooling how to use it from many threads
 * @param documentation the library's documentation for this mode
 * @param claims what is claimed about versioning, other languages and untrusted input
 * @param group whether a run that names no codecs includes it
 * @param setupLibraries Maven coordinates {@code groupId:artifactId} of the libraries that the
 *     setup adds beside {@code library} (a Jackson codec's {@code jackson-datatype-jsr310}), which
 *     a team adopting the codec adds too; the adoption table counts them
 */
public record CodecInfo(
    String id,
    String library,
    String versionClass,
    String mode,
    Effort effort,
    Format format,
    Structure structure,
    boolean threadSafe,
    String pooling,
    String documentation,
    Claims claims,
    Group group,
    List<String> setupLibraries) {

  public CodecInfo {
    claims = claims == null ? Claims.none(format == Format.JSON ? "json" : "custom") : claims;
    group = group == null ? Group.DEFAULT : group;
    setupLibraries = setupLibraries == null ? List.of() : List.copyOf(setupLibraries);
  }

  /** JVM flags that libraries reflecting into java.base (FST) need on JDK 16 and later. */
  public static final List<String> OPEN_JDK_INTERNALS =
      List.of(
          "--add-opens=java.base/java.lang=ALL-UNNAMED",
          "--add-opens=java.base/java.math=ALL-UNNAMED",
          "--add-opens=java.base/java.util=ALL-UNNAMED",
          "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
          "--add-opens=java.base/java.net=ALL-UNNAMED",
          "--add-opens=java.base/java.text=ALL-UNNAMED",
          "--add-opens=java.base/java.time=ALL-UNNAMED",
          // FST 3 registers java.sql.Timestamp in its default configuration
          "--add-opens=java.sql/java.sql=ALL-UNNAMED");

  /** Whether cycles and shared references are claimed to survive. */
  public boolean graph() {
    return structure == Structure.GRAPH;
  }

  /**
   * The same traits under another id and mode: a versioned id ({@link VersionedProvider}) or the
   * project's own instance ({@link ConfiguredProvider}) of this codec.
   */
  public CodecInfo as(String otherId, String otherMode) {
    return new CodecInfo(
        otherId,
        library,
        versionClass,
        otherMode,
        effort,
        format,
        structure,
        threadSafe,
        pooling,
        documentation,
        claims,
        group,
        setupLibraries);
  }

  /** A builder for the codec with this id: a zero-knowledge binary tree codec until told else. */
  public static Builder builder(String id) {
    return new Builder(id);
  }

  /** Builds a {@link CodecInfo}, one named trait at a time. */
  public static final class Builder {
    private final String id;
    private String library;
    private String versionClass;
    private String mode = "";
    private Effort effort = Effort.ZERO_KNOWLEDGE;
    private Format format = Format.BINARY;
    private Structure structure = Structure.TREE;
    private boolean threadSafe;
    private String pooling = "";
    private String documentation = "";
    private Claims claims;
    private Group group = Group.DEFAULT;
    private List<String> setupLibraries = List.of();

    private Builder(String id) {
      if (id == null || id.isBlank()) {
        throw new IllegalArgumentException("a codec needs an id");
      }
      this.id = id;
    }

    /** Maven coordinates {@code groupId:artifactId} of the library. */
    public Builder library(String value) {
      library = value;
      return this;
    }

    /** A class of the library's jar, whose jar tells the version really loaded. */
    public Builder versionClass(String value) {
      versionClass = value;
      return this;
    }

    public Builder mode(String value) {
      mode = value;
      return this;
    }

    public Builder effort(Effort value) {
      effort = value;
      return this;
    }

    public Builder format(Format value) {
      format = value;
      return this;
    }

    public Builder structure(Structure value) {
      structure = value;
      return this;
    }

    public Builder threadSafe(boolean value) {
      threadSafe = value;
      return this;
    }

    public Builder pooling(String value) {
      pooling = value;
      return this;
    }

    public Builder documentation(String value) {
      documentation = value;
      return this;
    }

    /** Versioning, other languages and untrusted input; unset: nothing is claimed. */
    public Builder claims(Claims value) {
      claims = value;
      return this;
    }

    /** Whether a run that names no codecs includes it; the default set unless told else. */
    public Builder group(Group value) {
      group = value;
      return this;
    }

    /** Libraries the setup adds beside the codec's own ({@code groupId:artifactId}). */
    public Builder setupLibraries(List<String> value) {
      setupLibraries = List.copyOf(value);
      return this;
    }

    public CodecInfo build() {
      if (library == null || versionClass == null) {
        throw new IllegalStateException("codec " + id + " needs its library and a version class");
      }
      return new CodecInfo(
          id,
          library,
          versionClass,
          mode,
          effort,
          format,
          structure,
          threadSafe,
          pooling,
          documentation,
          claims,
          group,
          setupLibraries);
    }
  }
}
