package com.acme;

public final class Fixtures {
  private Fixtures() {}

  public static TreeNode tree() {
    TreeNode root = new TreeNode("root");
    for (int i = 0; i < 4; i++) {
      TreeNode child = new TreeNode("child-" + i);
      child.add(new TreeNode("leaf-" + i));
      root.add(child);
    }
    return root;
  }
}
