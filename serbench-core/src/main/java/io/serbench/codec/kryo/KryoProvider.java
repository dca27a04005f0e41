package io.serbench.codec.kryo;

import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.FixHints;
import java.util.Optional;

/** What every Kryo mode shares beside its setup: the fixes for Kryo's known failures. */
abstract class KryoProvider extends BaseCodecProvider {
  KryoProvider(CodecInfo info, Factory factory) {
    super(info, factory);
  }

  @Override
  public Optional<String> remedy(Throwable t) {
    String message = FixHints.message(t);
    if (usesEnumMap(t) && (t instanceof ClassCastException || FixHints.thrownBy(t, KRYO))) {
      return Optional.of(
          "Kryo cannot build an EnumMap without its key type; register it with"
              + " kryo.register(EnumMap.class, new EnumMapSerializer(YourEnum.class))");
    }
    if (FixHints.thrownBy(t, KRYO) && message.contains("not registered")) {
      return Optional.of(
          "register every class that is written, in the same order on both sides"
              + " (kryo.register("
              + FixHints.firstClass(message).orElse("TheClass")
              + ".class)), or turn registration off with kryo.setRegistrationRequired(false)");
    }
    if (FixHints.thrownBy(t, KRYO) && message.contains("missing no-arg constructor")) {
      return Optional.of(
          "give the class a no-argument constructor, or set"
              + " kryo.setInstantiatorStrategy(new DefaultInstantiatorStrategy(new"
              + " StdInstantiatorStrategy()))");
    }
    return Optional.empty();
  }

  private static final String KRYO = "com.esotericsoftware.kryo";

  /** Whether the failure came out of an EnumMap, which Kryo builds without its key type. */
  private static boolean usesEnumMap(Throwable t) {
    for (StackTraceElement frame : t.getStackTrace()) {
      if (frame.getClassName().equals("java.util.EnumMap")) {
        return true;
      }
    }
    return FixHints.message(t).contains("EnumMap");
  }
}
