package io.serbench.hostile;

import java.util.ArrayList;
import java.util.List;

/** A list of an abstract type holding two subclasses. */
public class Drawing {
  private String title;
  private List<Shape> shapes = new ArrayList<>();

  public Drawing() {}

  public Drawing(String title, List<Shape> shapes) {
    this.title = title;
    this.shapes = new ArrayList<>(shapes);
  }
}
