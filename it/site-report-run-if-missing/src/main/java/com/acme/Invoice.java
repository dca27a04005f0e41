package com.acme;

import java.util.ArrayList;
import java.util.List;

public class Invoice {
  private long number;
  private String customer;
  private double total;
  private List<String> lines = new ArrayList<>();
}
