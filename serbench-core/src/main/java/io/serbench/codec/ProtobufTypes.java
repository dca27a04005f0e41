package io.serbench.codec;

import java.util.List;

/**
 * Recognises classes that protoc generated, by the names of their supertypes, so that callers need
 * no protobuf-java on their class path to ask.
 */
public final class ProtobufTypes {
  /** The interface every generated message implements, Lite or full. */
  static final String MESSAGE_LITE = "com.google.protobuf.MessageLite";

  /** The interface of full (descriptor-backed) generated messages. */
  static final String MESSAGE = "com.google.protobuf.Message";

  private ProtobufTypes() {}

  /** Whether the class is a generated protobuf message, Lite or full. */
  public static boolean isMessage(Class<?> type) {
    return implementsInterface(type, MESSAGE_LITE);
  }

  /** Whether the class is a full generated message, with a descriptor to generate and read by. */
  public static boolean isFullMessage(Class<?> type) {
    return implementsInterface(type, MESSAGE);
  }

  /** Whether any of the classes is a generated message. */
  public static boolean anyMessage(List<Class<?>> types) {
    return types.stream().anyMatch(ProtobufTypes::isMessage);
  }

  private static boolean implementsInterface(Class<?> type, String name) {
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      if (c.getName().equals(name) || declares(c, name)) {
        return true;
      }
    }
    return false;
  }

  private static boolean declares(Class<?> type, String name) {
    for (Class<?> each : type.getInterfaces()) {
      if (each.getName().equals(name) || declares(each, name)) {
        return true;
      }
    }
    return false;
  }
}
