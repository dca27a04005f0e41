package io.serbench.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Whether a sample holds a cycle, which only a codec that tracks references can carry. */
class ObjectCyclesTest {
  static final class Node {
    Node parent;
    List<Node> children = new ArrayList<>();
    Object value;
  }

  @Test
  void hasCycle_aChildThatPointsBackToItsParent_isACycle() {
    Node root = new Node();
    Node child = new Node();
    root.children.add(child);
    child.parent = root;

    assertThat(ObjectCycles.hasCycle(root)).isTrue();
    assertThat(ObjectCycles.hasCycle(child)).isTrue();
  }

  @Test
  void hasCycle_aTreeAndAnObjectSharedOnTwoPaths_areNoCycle() {
    Node root = new Node();
    Node shared = new Node();
    Node left = new Node();
    Node right = new Node();
    left.value = shared;
    right.value = shared;
    root.children.add(left);
    root.children.add(right);

    assertThat(ObjectCycles.hasCycle(root)).isFalse();
    assertThat(ObjectCycles.hasCycle(null)).isFalse();
  }

  @Test
  void hasCycle_aCollectionThatHoldsItsOwner_throughAnObjectField_isACycle() {
    Node root = new Node();
    List<Object> list = new ArrayList<>();
    list.add(root);
    root.value = list;

    assertThat(ObjectCycles.hasCycle(root)).isTrue();
  }
}
