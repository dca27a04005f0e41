package com.acme;

/** A query parameter. */
public class QueryParameter extends Parameter {
  private boolean required;

  public boolean isRequired() {
    return required;
  }

  public void setRequired(boolean required) {
    this.required = required;
  }
}
