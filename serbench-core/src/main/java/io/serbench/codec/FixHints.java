package io.serbench.codec;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the providers' {@link CodecProvider#remedy} share: reading a library's exception by its
 * class name and message (never its type, so that a provider loads without its library), the class
 * a message names, and Jackson's fixes, which both Jackson majors' codecs give.
 */
public final class FixHints {
  private static final Pattern CLASS_NAME = Pattern.compile("([a-zA-Z_$][\\w$]*(?:\\.[\\w$]+)+)");

  private FixHints() {}

  /** Whether the throwable's class is in the library's package (or one under it). */
  public static boolean thrownBy(Throwable t, String libraryPackage) {
    return t.getClass().getName().startsWith(libraryPackage + ".");
  }

  /** The throwable's message, empty when it has none. */
  public static String message(Throwable t) {
    return t.getMessage() == null ? "" : t.getMessage();
  }

  /**
   * The simple name of the first class the message names ({@code com.acme.Order$Line} is {@code
   * Order.Line}), as a fix writes it in source.
   */
  public static Optional<String> firstClass(String message) {
    Matcher m = CLASS_NAME.matcher(message);
    while (m.find()) {
      String name = m.group(1);
      if (Character.isUpperCase(name.charAt(name.lastIndexOf('.') + 1))) {
        return Optional.of(name.substring(name.lastIndexOf('.') + 1).replace('$', '.'));
      }
    }
    return Optional.empty();
  }

  /**
   * Jackson's fixes (2.x in {@code com.fasterxml.jackson}, 3.x in {@code tools.jackson}): type
   * information for an abstract type, a creator, and a cycle or deep nesting.
   */
  public static Optional<String> jackson(Throwable t) {
    if (!thrownBy(t, "com.fasterxml.jackson") && !thrownBy(t, "tools.jackson")) {
      return Optional.empty();
    }
    String message = message(t);
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
}
