package io.serbench.probe.untrusted;

import java.io.Serializable;

/**
 * The untrusted-input probe's class for the attack as the root of the bytes: like {@link
 * InstantiationProbe}, harmless, and its initialisation only records its name in {@link ProbeFlag},
 * so both attacks can be decoded in one victim loader and told apart.
 */
public class RootProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  static {
    ProbeFlag.touch(RootProbe.class.getName());
  }

  /** A field, so that field-based codecs have something to write. */
  public String payload = "named in the input, never in the model";
}
