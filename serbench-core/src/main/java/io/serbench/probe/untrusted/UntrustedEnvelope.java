package io.serbench.probe.untrusted;

import java.io.Serializable;

/**
 * A model with one {@code Object}-typed field, the slot in which a stream can name a class: the
 * untrusted-input probe writes an {@link InstantiationProbe} there and decodes with a reader that
 * knows only this class.
 */
public class UntrustedEnvelope implements Serializable {
  private static final long serialVersionUID = 1L;

  /** An ordinary value. */
  public String id = "envelope";

  /** The slot an attacker fills. */
  public Object content;
}
