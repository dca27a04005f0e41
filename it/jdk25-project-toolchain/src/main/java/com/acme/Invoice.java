package com.acme;

import java.io.Serializable;
import java.util.List;

public class Invoice implements Serializable {
  private String number;
  private long amountCents;
  private List<String> lines;
}
