package io.serbench.result;

import io.serbench.codec.Claims;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;
import java.util.List;

/**
 * A codec as it was measured.
 *
 * @param id the codec id
 * @param library {@code groupId:artifactId}
 * @param version the version of the jar that was really loaded, or {@code unknown}
 * @param mode how the library was configured
 * @param effort declared effort
 * @param format declared wire format family
 * @param structure {@code GRAPH} or {@code TREE}, as claimed
 * @param graph whether cycles and shared references are claimed to survive
 * @param threadSafe whether one instance may be shared between threads
 * @param pooling how to use it from many threads
 * @param documentation the library's documentation for this mode
 * @param jvmFlags the JVM flags the codec needs on the JDK that ran it
 * @param claims what is claimed about versioning, other languages and untrusted input
 * @param artifacts what the codec adds to a project that has none of it: its library and every
 *     dependency serbench resolved for it, library first; empty for java.base
 * @param registeredClasses for a classes-known codec, the classes it registered over the run's
 *     samples (each sample's codec registers those of its own sample), sorted by name; else empty
 * @param versionSource where {@code version} came from; {@code null} in results before schema 6
 * @param versionNote the same in words, with the project's artifact that set an aligned version
 */
public record CodecDescriptor(
    String id,
    String library,
    String version,
    String mode,
    Effort effort,
    Format format,
    Structure structure,
    boolean graph,
    boolean threadSafe,
    String pooling,
    String documentation,
    List<String> jvmFlags,
    Claims claims,
    List<Artifact> artifacts,
    List<String> registeredClasses,
    VersionSource versionSource,
    String versionNote) {

  /**
   * One jar a codec adds.
   *
   * @param coordinates {@code groupId:artifactId:version}
   * @param bytes the jar's size
   * @param licenses the licenses its POM declares (or a parent POM), empty when none is declared
   */
  public record Artifact(String coordinates, long bytes, List<String> licenses) {
    public Artifact {
      licenses = licenses == null ? List.of() : List.copyOf(licenses);
    }
  }

  public CodecDescriptor {
    jvmFlags = jvmFlags == null ? List.of() : List.copyOf(jvmFlags);
    artifacts = artifacts == null ? List.of() : List.copyOf(artifacts);
    registeredClasses = registeredClasses == null ? List.of() : List.copyOf(registeredClasses);
  }

  /** The artifacts' total size in bytes. */
  public long artifactBytes() {
    return artifacts.stream().mapToLong(Artifact::bytes).sum();
  }

  /** Every license the artifacts declare, each once, in order. */
  public List<String> licenses() {
    return artifacts.stream().flatMap(a -> a.licenses().stream()).distinct().toList();
  }

  /** Whether using the codec means keeping a list of the model's classes in sync with it. */
  public boolean registrationList() {
    return effort == Effort.CLASSES_KNOWN;
  }

  /** The same descriptor with the mode that the run really measured. */
  public CodecDescriptor withMode(String measuredMode) {
    return copy(measuredMode, versionSource, versionNote);
  }

  /** The same descriptor with where its library version came from. */
  public CodecDescriptor withVersionSource(VersionSource source, String note) {
    return copy(mode, source, note);
  }

  private CodecDescriptor copy(String newMode, VersionSource source, String note) {
    return new CodecDescriptor(
        id,
        library,
        version,
        newMode,
        effort,
        format,
        structure,
        graph,
        threadSafe,
        pooling,
        documentation,
        jvmFlags,
        claims,
        artifacts,
        registeredClasses,
        source,
        note);
  }

  public static CodecDescriptor of(
      io.serbench.codec.CodecInfo info, String version, List<String> jvmFlags) {
    return of(info, version, jvmFlags, List.of());
  }

  /** The descriptor with what the codec's library adds to a project. */
  public static CodecDescriptor of(
      io.serbench.codec.CodecInfo info,
      String version,
      List<String> jvmFlags,
      List<Artifact> artifacts) {
    return of(info, version, jvmFlags, artifacts, List.of());
  }

  public static CodecDescriptor of(
      io.serbench.codec.CodecInfo info,
      String version,
      List<String> jvmFlags,
      List<Artifact> artifacts,
      List<String> registeredClasses) {
    return new CodecDescriptor(
        info.id(),
        info.library(),
        version,
        info.mode(),
        info.effort(),
        info.format(),
        info.structure(),
        info.graph(),
        info.threadSafe(),
        info.pooling(),
        info.documentation(),
        jvmFlags,
        info.claims(),
        artifacts,
        registeredClasses,
        null,
        null);
  }
}
