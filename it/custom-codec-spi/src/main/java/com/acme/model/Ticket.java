package com.acme.model;

import java.io.Serializable;
import java.util.List;

public class Ticket implements Serializable {
  private long id;
  private String title;
  private int priority;
  private List<String> watchers;
}
