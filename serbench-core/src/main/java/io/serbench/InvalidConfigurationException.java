package io.serbench;

/** A configuration value that cannot be used: a model class, factory, codec id or JMH setting. */
public class InvalidConfigurationException extends SerbenchException {
  public InvalidConfigurationException(String element, String value, String message) {
    super(element, value, message);
  }
}
