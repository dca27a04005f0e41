package io.serbench.hostile;

public class Circle extends Shape {
  private double radius;

  public Circle() {}

  public Circle(String label, double radius) {
    this.label = label;
    this.radius = radius;
  }
}
