package io.serbench.codec.kryo;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import java.util.List;

/** {@code kryo}: Kryo 5 with registration not required and references on. */
public final class KryoProvider implements CodecProvider {
  @Override
  public CodecInfo info() {
    return new CodecInfo(
        "kryo",
        "com.esotericsoftware:kryo",
        "com.esotericsoftware.kryo.Kryo",
        "registration not required, references on",
        Effort.ZERO_KNOWLEDGE,
        Format.BINARY,
        true,
        false);
  }

  @Override
  public Codec create(CodecContext context) {
    return KryoCodec.create(context.rootType(), false, true, List.of());
  }
}
