package io.serbench.codec.jackson;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;

/** {@code jackson-json}: Jackson databind JSON with the java.time module. */
public final class JacksonJsonProvider implements CodecProvider {
  @Override
  public CodecInfo info() {
    return new CodecInfo(
        "jackson-json",
        "com.fasterxml.jackson.core:jackson-databind",
        "com.fasterxml.jackson.databind.ObjectMapper",
        "databind, field access, java.time module, pre-bound reader and writer",
        Effort.ZERO_KNOWLEDGE,
        Format.JSON,
        false,
        true);
  }

  @Override
  public Codec create(CodecContext context) {
    return JacksonCodec.json(context.rootType());
  }
}
