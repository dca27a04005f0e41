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
    Claims claims) {

  /** The descriptor of a codec as declared, with the library version really loaded. */
  public static CodecDescriptor of(
      io.serbench.codec.CodecInfo info, String version, List<String> jvmFlags) {
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
        info.claims());
  }
}
