package io.serbench.probe.untrusted;

import java.io.Serializable;

/**
 * A harmless class that stands for an attacker's gadget in the untrusted-input probe. Any
 * instantiation initialises the class, including through Unsafe or Objenesis, and initialisation
 * sets {@link ProbeFlag} and nothing else.
 */
public class InstantiationProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  static {
    ProbeFlag.touch(InstantiationProbe.class.getName());
  }

  /** A field, so that field-based codecs have something to write. */
  public String payload = "named in the input, never in the model";
}
