package io.serbench;

/** How serbench puts a library's exception into the one line a user reads. */
public final class Errors {
  private Errors() {}

  /**
   * {@code ExceptionClass: first line of the message}, following the causes to the root, with the
   * message cut at 200 characters: a codec's failure, a probe's or a factory method's.
   */
  public static String oneLine(Throwable error) {
    Throwable root = error;
    while (root.getCause() != null && root.getCause() != root && !isTrace(root.getCause())) {
      root = root.getCause();
    }
    String message = root.getMessage();
    String first = message == null ? "" : printable(message.lines().findFirst().orElse("").trim());
    if (first.codePointCount(0, first.length()) > 200) {
      first = first.substring(0, first.offsetByCodePoints(0, 200)) + "...";
    }
    String name = root.getClass().getSimpleName();
    return first.isEmpty() ? name : name + ": " + first;
  }

  /**
   * The text with every control character and every half of a surrogate pair as U+FFFD: a codec
   * that reads bytes wrongly puts such garbage into its exception messages (a class name decoded
   * from the middle of a string), and the message is quoted in the report and in results.json.
   */
  public static String printable(String text) {
    StringBuilder out = new StringBuilder(text.length());
    text.codePoints()
        .forEach(
            c ->
                out.appendCodePoint(
                    Character.isISOControl(c)
                            || (c >= Character.MIN_SURROGATE && c <= Character.MAX_SURROGATE)
                        ? 0xFFFD
                        : c));
    return out.toString();
  }

  /**
   * JBoss Marshalling chains a {@code TraceInformation} below the real failure: it carries the path
   * through the object graph, not the cause.
   */
  private static boolean isTrace(Throwable cause) {
    return cause.getClass().getName().equals("org.jboss.marshalling.TraceInformation");
  }

  /**
   * Whether the error, or one of its causes, is a class that failed to initialise: the JVM then
   * refuses that class for good in its loader, and later uses see only "Could not initialize
   * class", without the first cause.
   */
  public static boolean classInitialisationFailed(Throwable error) {
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof ExceptionInInitializerError
          || t instanceof NoClassDefFoundError
              && t.getMessage() != null
              && t.getMessage().startsWith("Could not initialize class")) {
        return true;
      }
    }
    return false;
  }
}
