package io.serbench.probe.graph;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * The built-in model of the graph probe, for model classes that cannot form a cycle themselves: a
 * root with two children that point back to it (cycles) and a favourite that is also a child (a
 * shared reference).
 */
public class GraphProbeModel implements Serializable {
  private static final long serialVersionUID = 1L;

  public String name;
  public GraphProbeModel parent;
  public GraphProbeModel favourite;
  public List<GraphProbeModel> children = new ArrayList<>();

  /** The probe sample: cycles through {@code parent} and sharing through {@code favourite}. */
  public static GraphProbeModel sample() {
    GraphProbeModel root = node("root", null);
    GraphProbeModel left = node("left", root);
    GraphProbeModel right = node("right", root);
    root.children.add(left);
    root.children.add(right);
    root.favourite = right;
    left.favourite = right;
    right.favourite = left;
    return root;
  }

  private static GraphProbeModel node(String name, GraphProbeModel parent) {
    GraphProbeModel node = new GraphProbeModel();
    node.name = name;
    node.parent = parent;
    return node;
  }
}
