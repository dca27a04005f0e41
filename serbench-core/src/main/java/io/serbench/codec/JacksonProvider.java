package io.serbench.codec;

import java.util.Optional;

/**
 * What every Jackson codec, of either major, shares beside its setup: the fixes for Jackson's known
 * failures ({@link FixHints#jackson}).
 */
public abstract class JacksonProvider extends BaseCodecProvider {
  /** A Jackson codec with these traits and this factory. */
  protected JacksonProvider(CodecInfo info, Factory factory) {
    super(info, factory);
  }

  @Override
  public Optional<String> remedy(Throwable t) {
    return FixHints.jackson(t);
  }
}
