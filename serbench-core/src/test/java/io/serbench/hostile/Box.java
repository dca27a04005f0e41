package io.serbench.hostile;

import java.util.ArrayList;
import java.util.List;

/** Generic type variables, bound only at the use site. */
public class Box<T> {
  private T content;
  private List<T> more = new ArrayList<>();

  public Box() {}

  public Box(T content, List<T> more) {
    this.content = content;
    this.more = more;
  }
}
