package io.serbench.codec.fory;

import io.serbench.codec.BaseCodecProvider;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.FixHints;
import java.util.Optional;

/** What every Fory mode shares beside its setup: the fix for Fory's known failure. */
abstract class ForyProvider extends BaseCodecProvider {
  ForyProvider(CodecInfo info, Factory factory) {
    super(info, factory);
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
