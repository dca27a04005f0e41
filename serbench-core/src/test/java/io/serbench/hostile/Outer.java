package io.serbench.hostile;

/** An inner, non-static class: its instances hold their outer instance. */
public class Outer {
  private String name = "outer";
  private Inner inner = new Inner("inner");

  public class Inner {
    private String label;

    public Inner(String label) {
      this.label = label;
    }

    public String outerName() {
      return name;
    }
  }
}
