package io.serbench.hostile;

public class Square extends Shape {
  private int side;

  public Square() {}

  public Square(String label, int side) {
    this.label = label;
    this.side = side;
  }
}
