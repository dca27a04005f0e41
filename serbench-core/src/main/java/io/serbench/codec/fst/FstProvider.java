package io.serbench.codec.fst;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import java.util.List;

/** {@code fst}: FST's {@code createDefaultConfiguration()}. */
public final class FstProvider implements CodecProvider {
  @Override
  public CodecInfo info() {
    return new CodecInfo(
        "fst",
        "de.ruedigermoeller:fst",
        "org.nustaq.serialization.FSTConfiguration",
        "createDefaultConfiguration()",
        Effort.ZERO_KNOWLEDGE,
        Format.BINARY,
        true,
        true);
  }

  @Override
  public List<String> jvmFlags(int javaFeatureVersion) {
    return FstFlags.forJava(javaFeatureVersion);
  }

  @Override
  public Codec create(CodecContext context) {
    return FstCodec.create(List.of());
  }
}
