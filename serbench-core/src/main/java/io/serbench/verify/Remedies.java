package io.serbench.verify;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one-line fix for a codec failure whose pattern is known per library: what a user of that
 * library would change in their setup or model. The patterns read the library's own exception types
 * and messages; serbench's own wording is never read back.
 */
public final class Remedies {
  private static final Pattern OPENS =
      Pattern.compile("module (\\S+) does not \"opens ([\\w.]+)\" to unnamed module");
  private static final Pattern CLASS_NAME = Pattern.compile("([a-zA-Z_$][\\w$]*(?:\\.[\\w$]+)+)");

  private Remedies() {}

  /** The fix for this failure, when its pattern is known. */
  public static Optional<String> of(Throwable error) {
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      Optional<String> fix = one(t);
      if (fix.isPresent()) {
        return fix;
      }
    }
    return Optional.empty();
  }

  private static Optional<String> one(Throwable t) {
    String type = t.getClass().getName();
    String message = t.getMessage() == null ? "" : t.getMessage();
    Matcher opens = OPENS.matcher(message);
    if (opens.find()) {
      return Optional.of(
          "the library reflects into "
              + opens.group(2)
              + "; add --add-opens "
              + opens.group(1)
              + "/"
              + opens.group(2)
              + "=ALL-UNNAMED to <jvmArgsAppend> (and to your application's JVM)");
    }
    if (t instanceof StackOverflowError) {
      return Optional.of(
          "the codec recursed past the thread's stack: on a cycle, choose a mode that tracks"
              + " references; on deep nesting, raise -Xss in <jvmArgsAppend>");
    }
    if (usesEnumMap(t) && (t instanceof ClassCastException || type.contains("Kryo"))) {
      return Optional.of(
          "Kryo cannot build an EnumMap without its key type; register it with"
              + " kryo.register(EnumMap.class, new EnumMapSerializer(YourEnum.class))");
    }
    if (type.startsWith("com.esotericsoftware.kryo") && message.contains("not registered")) {
      return Optional.of(
          "register every class that is written, in the same order on both sides"
              + " (kryo.register("
              + firstClass(message).orElse("TheClass")
              + ".class)), or turn registration off with kryo.setRegistrationRequired(false)");
    }
    if (type.startsWith("com.esotericsoftware.kryo")
        && message.contains("missing no-arg constructor")) {
      return Optional.of(
          "give the class a no-argument constructor, or set"
              + " kryo.setInstantiatorStrategy(new DefaultInstantiatorStrategy(new"
              + " StdInstantiatorStrategy()))");
    }
    if (type.startsWith("org.apache.fory") && message.contains("not registered")) {
      return Optional.of(
          "register every class that is written (fory.register(TheClass.class)), or build Fory"
              + " with requireClassRegistration(false)");
    }
    if (type.equals("com.thoughtworks.xstream.security.ForbiddenClassException")) {
      return Optional.of(
          "allow the class: xstream.allowTypes(new Class[] {"
              + firstClass(message).orElse("TheClass")
              + ".class}) or allowTypesByWildcard for its package");
    }
    if (type.startsWith("com.fasterxml.jackson") || type.startsWith("tools.jackson")) {
      return jackson(message);
    }
    if (type.startsWith("org.apache.avro")
        && (message.contains("NoSuchMethodException") && message.contains("<init>()"))) {
      return Optional.of(
          "Avro's reflection instantiates with a no-argument constructor: add one (it may be"
              + " private)");
    }
    if (message.contains("does not implement Serializable")
        || message.contains("must implement java.io.Serializable")) {
      return Optional.of(
          "the library writes only java.io.Serializable classes: implement it on "
              + firstClass(message).orElse("the class")
              + " and the classes it holds");
    }
    if (t instanceof java.io.NotSerializableException) {
      return Optional.of(
          "make "
              + message.trim()
              + " implement java.io.Serializable, or mark the field transient");
    }
    return Optional.empty();
  }

  private static Optional<String> jackson(String message) {
    if (message.contains("abstract types either need to be mapped")) {
      return Optional.of(
          "Jackson needs type information for an abstract type: annotate it with"
              + " @JsonTypeInfo(use = JsonTypeInfo.Id.NAME) and @JsonSubTypes, or register the"
              + " subtypes");
    }
    if (message.contains("no Creators, like default construct")) {
      return Optional.of(
          "add a no-argument constructor (it may be private) or a @JsonCreator constructor");
    }
    if (message.contains("nesting depth")) {
      return Optional.of(
          "on a cycle, break it with @JsonManagedReference and @JsonBackReference or keep"
              + " identities with @JsonIdentityInfo; on nesting that is really this deep, raise"
              + " StreamReadConstraints/StreamWriteConstraints.builder().maxNestingDepth(n)");
    }
    if (message.contains("cycle")) {
      return Optional.of(
          "JSON trees cannot hold a cycle: break it with @JsonManagedReference and"
              + " @JsonBackReference, or keep identities with @JsonIdentityInfo");
    }
    if (message.contains("Infinite recursion")) {
      return Optional.of(
          "Jackson recursed past the thread's stack: on a cycle, break it with"
              + " @JsonManagedReference and @JsonBackReference or keep identities with"
              + " @JsonIdentityInfo; on deep nesting, raise -Xss in <jvmArgsAppend>");
    }
    return Optional.empty();
  }

  private static boolean usesEnumMap(Throwable t) {
    for (StackTraceElement frame : t.getStackTrace()) {
      if (frame.getClassName().equals("java.util.EnumMap")) {
        return true;
      }
    }
    return t.getMessage() != null && t.getMessage().contains("EnumMap");
  }

  private static Optional<String> firstClass(String message) {
    Matcher m = CLASS_NAME.matcher(message);
    while (m.find()) {
      String name = m.group(1);
      if (Character.isUpperCase(name.charAt(name.lastIndexOf('.') + 1))) {
        return Optional.of(name.substring(name.lastIndexOf('.') + 1).replace('$', '.'));
      }
    }
    return Optional.empty();
  }
}
