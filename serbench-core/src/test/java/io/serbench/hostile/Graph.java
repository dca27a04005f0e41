package io.serbench.hostile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Cycles through a collection and through a map value, and a self-reference. */
public class Graph {
  private String name;
  private Graph self;
  private List<Graph> neighbours = new ArrayList<>();
  private Map<String, Graph> byName = new HashMap<>();

  public Graph() {}

  public Graph(String name) {
    this.name = name;
    this.self = this;
  }

  public void link(Graph other) {
    neighbours.add(other);
    other.byName.put(name, this);
  }
}
