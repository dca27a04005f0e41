package io.serbench.demo;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/** A category tree whose children point back to their parent: a cycle for the graph codecs. */
public class DemoCategory implements Serializable {
  private static final long serialVersionUID = 1L;

  private String name;
  private DemoCategory parent;
  private List<DemoCategory> children = new ArrayList<>();

  public DemoCategory() {}

  private DemoCategory(String name) {
    this.name = name;
  }

  /** The demo's factory sample: a root with three children and two grandchildren. */
  public static DemoCategory tree() {
    DemoCategory root = new DemoCategory("catalog");
    for (String name : new String[] {"books", "music", "garden"}) {
      DemoCategory child = root.add(new DemoCategory(name));
      child.add(new DemoCategory(name + "-new"));
    }
    return root;
  }

  private DemoCategory add(DemoCategory child) {
    child.parent = this;
    children.add(child);
    return child;
  }
}
