package com.acme;

/** A header parameter. */
public class HeaderParameter extends Parameter {
  private String format;

  public String getFormat() {
    return format;
  }

  public void setFormat(String format) {
    this.format = format;
  }
}
