package com.acme;

/** An API operation's parameter; its subtypes are declared by the project's mapper, not here. */
public abstract class Parameter {
  private String name;

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }
}
