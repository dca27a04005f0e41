package io.serbench.codec.fory;

import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.FixHints;
import java.util.Optional;

/** What every Fory mode shares beside its setup: the fix for Fory's known failure. */
abstract class ForyProvider extends BaseCodecProvider {
  /**
   * What Fory's Java guide ("JDK 25 and later") recommends on JDK 25 and later, and requires once
   * {@code sun.misc.Unsafe}'s memory access is denied: opening {@code java.lang.invoke} to Fory,
   * which is on the classpath here.
   */
  static final String OPEN_INVOKE = "--add-opens=java.base/java.lang.invoke=ALL-UNNAMED";

  ForyProvider(CodecInfo info, Factory factory) {
    super(
        info,
        feature -> feature >= 25 ? java.util.List.of(OPEN_INVOKE) : java.util.List.of(),
        factory);
  }

  @Override
  public Optional<String> remedy(Throwable t) {
    return FixHints.thrownBy(t, "org.apache.fory") && FixHints.message(t).contains("not registered")
        ? Optional.of(
            "register every class that is written (fory.register(TheClass.class)), or build Fory"
                + " with requireClassRegistration(false)")
        : Optional.empty();
  }
}
