package io.serbench.codec.kryo;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;

/**
 * {@code kryo-registered}: Kryo 5 with registration required and references off; the model classes
 * and the types they reach are registered in a stable order.
 */
public final class KryoRegisteredProvider implements CodecProvider {
  @Override
  public CodecInfo info() {
    return new CodecInfo(
        "kryo-registered",
        "com.esotericsoftware:kryo",
        "com.esotericsoftware.kryo.Kryo",
        "registration required, references off, model classes registered",
        Effort.CLASSES_KNOWN,
        Format.BINARY,
        false,
        false);
  }

  @Override
  public Codec create(CodecContext context) {
    return KryoCodec.create(context.rootType(), true, false, context.knownClasses());
  }
}
