package io.serbench.codec.protostuff;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;

/** {@code protostuff-runtime}: a cached {@code RuntimeSchema} and {@code ProtostuffIOUtil}. */
public final class ProtostuffRuntimeProvider implements CodecProvider {
  @Override
  public CodecInfo info() {
    return new CodecInfo(
        "protostuff-runtime",
        "io.protostuff:protostuff-runtime",
        "io.protostuff.runtime.RuntimeSchema",
        "RuntimeSchema + ProtostuffIOUtil, one reused LinkedBuffer",
        Effort.ZERO_KNOWLEDGE,
        Format.BINARY,
        false,
        false);
  }

  @Override
  public Codec create(CodecContext context) {
    return ProtostuffCodec.create(context.rootType());
  }
}
