package io.serbench.testmodel;

public enum Status {
  NEW,
  PAID,
  SHIPPED
}
