package demo.shop;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/** A category tree in which every child points back to its parent: a cycle. */
public class Category implements Serializable {
  private String name;
  private Category parent;
  private List<Category> children = new ArrayList<>();

  public Category() {}

  public Category(String name) {
    this.name = name;
  }

  public Category add(Category child) {
    child.parent = this;
    children.add(child);
    return this;
  }
}
