package io.serbench.codec.jackson;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;

/** {@code msgpack}: MessagePack through jackson-dataformat-msgpack. */
public final class MsgpackProvider implements CodecProvider {
  @Override
  public CodecInfo info() {
    return new CodecInfo(
        "msgpack",
        "org.msgpack:jackson-dataformat-msgpack",
        "org.msgpack.jackson.dataformat.MessagePackFactory",
        "jackson-dataformat-msgpack, field access, pre-bound reader and writer",
        Effort.ZERO_KNOWLEDGE,
        Format.BIN_CROSSLANG,
        false,
        true);
  }

  @Override
  public Codec create(CodecContext context) {
    return JacksonCodec.msgpack(context.rootType());
  }
}
