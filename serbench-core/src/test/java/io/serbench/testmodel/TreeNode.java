package io.serbench.testmodel;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/** A parent/child tree: every child points back to its parent, which forms cycles. */
public class TreeNode implements Serializable {
  private String name;
  private TreeNode parent;
  private List<TreeNode> children = new ArrayList<>();

  public TreeNode() {}

  public TreeNode(String name) {
    this.name = name;
  }

  public TreeNode add(TreeNode child) {
    child.parent = this;
    children.add(child);
    return this;
  }
}
