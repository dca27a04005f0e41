package io.serbench.result;

import io.serbench.codec.Effort;
import io.serbench.codec.Format;
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
 * @param graph whether cycles and shared references are claimed to survive
 * @param threadSafe whether one instance may be shared between threads
 * @param jvmFlags the JVM flags the codec ran with
 */
public record CodecDescriptor(
    String id,
    String library,
    String version,
    String mode,
    Effort effort,
    Format format,
    boolean graph,
    boolean threadSafe,
    List<String> jvmFlags) {}
