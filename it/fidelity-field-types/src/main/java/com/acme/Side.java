package com.acme;

public enum Side {
  DEBIT,
  CREDIT
}
