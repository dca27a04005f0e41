package io.serbench.testmodel;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Collections as Java serialization keeps them: null elements, concrete sorted types. */
public class Bag implements Serializable {
  private List<String> names;
  private Set<String> tags;
  private Map<String, Integer> counts;

  public Bag() {}

  public Bag(List<String> names, Set<String> tags, Map<String, Integer> counts) {
    this.names = names;
    this.tags = tags;
    this.counts = counts;
  }
}
