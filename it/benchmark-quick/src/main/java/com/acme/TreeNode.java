package com.acme;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/** Each child points back to its parent: a cycle that only graph codecs restore. */
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
