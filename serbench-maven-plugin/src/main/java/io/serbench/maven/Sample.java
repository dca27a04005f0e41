package io.serbench.maven;

import java.io.File;

/**
 * One {@code <sample>}: either a factory method as text ({@code
 * <sample>com.acme.Fixtures#bigOrder</sample>}), or a JSON fixture ({@code
 * <sample><file>src/test/resources/order.json</file><class>com.acme.Order</class></sample>}).
 */
public class Sample {
  private String factory;
  private File file;
  private String modelClass;

  public Sample() {}

  Sample(String factory) {
    this.factory = factory;
  }

  /** Text content: a factory method reference. */
  public void set(String value) {
    this.factory = value;
  }

  public void setFactory(String factory) {
    this.factory = factory;
  }

  public void setFile(File file) {
    this.file = file;
  }

  /** The {@code <class>} a fixture file is read into. */
  public void setClass(String modelClass) {
    this.modelClass = modelClass;
  }

  String factory() {
    return factory;
  }

  File file() {
    return file;
  }

  String modelClass() {
    return modelClass;
  }

  @Override
  public String toString() {
    return factory != null ? factory : file + " as " + modelClass;
  }
}
