package com.acme;

public enum Status {
  NEW,
  PAID,
  SHIPPED
}
