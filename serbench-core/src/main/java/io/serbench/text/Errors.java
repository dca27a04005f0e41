package io.serbench.text;

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

  /** How a setup conflict's failure text starts: the codec was not tested, it did not fail. */
  public static final String SETUP_CONFLICT = "setup conflict, not tested:";

  /**
   * A linkage error raised inside a library ({@code NoSuchFieldError}, {@code NoSuchMethodError},
   * {@code AbstractMethodError}, any {@link IncompatibleClassChangeError}, or a {@code
   * NoClassDefFoundError} of a class that is missing, not one that failed to initialise) says that
   * two jars on the class path disagree: one was compiled against another version of the other. It
   * is the setup's conflict, not the codec's failure. The text names the error, the jar of the code
   * that raised it, and the fix; empty when the error is not such a conflict.
   */
  public static java.util.Optional<String> setupConflict(Throwable error) {
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      boolean missingClass =
          t instanceof NoClassDefFoundError
              && (t.getMessage() == null
                  || !t.getMessage().startsWith("Could not initialize class"));
      if (t instanceof IncompatibleClassChangeError || missingClass) {
        String where = raisedIn(t);
        return java.util.Optional.of(
            SETUP_CONFLICT
                + " "
                + t.getClass().getSimpleName()
                + ": "
                + t.getMessage()
                + where
                + ", so two jars of the codec's class path disagree (one was built against another"
                + " version of the other), which says nothing about the codec; fix: align the"
                + " library's modules to one version in your dependencies, or name the codec with"
                + " a version of its own (-Dserbench.codecs=<id>@<version>), which runs it over that"
                + " version's jars only");
      }
    }
    return java.util.Optional.empty();
  }

  /** {@code " in Class (jar)"} for the frame that raised the error, or empty. */
  private static String raisedIn(Throwable t) {
    StackTraceElement[] trace = t.getStackTrace();
    if (trace.length == 0) {
      return "";
    }
    String className = trace[0].getClassName();
    String jar = "";
    try {
      Class<?> type =
          Class.forName(className, false, Thread.currentThread().getContextClassLoader());
      java.security.CodeSource source = type.getProtectionDomain().getCodeSource();
      if (source != null && source.getLocation() != null) {
        String path = source.getLocation().getPath();
        jar = " (" + path.substring(path.lastIndexOf('/', path.length() - 2) + 1) + ")";
      }
    } catch (ClassNotFoundException | LinkageError | SecurityException e) {
      // the class is named without its jar
    }
    return " in " + className.substring(className.lastIndexOf('.') + 1) + jar;
  }
}
