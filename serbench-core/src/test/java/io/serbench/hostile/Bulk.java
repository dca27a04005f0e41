package io.serbench.hostile;

import java.util.ArrayList;
import java.util.List;

/** 100,000 elements and a string of a million characters. */
public class Bulk {
  private List<Integer> values = new ArrayList<>();
  private String text = "";

  public Bulk() {}

  public Bulk(List<Integer> values, String text) {
    this.values = values;
    this.text = text;
  }
}
