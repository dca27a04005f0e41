package io.serbench.verify;

import io.serbench.codec.CodecProvider;
import io.serbench.codec.FixHints;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one-line fix for a codec failure whose cause is known: what a user of that library would
 * change in their setup or model. The JVM's own patterns (a module that does not open a package to
 * the library, a stack overflow, a class that is not {@code Serializable}) are here; each library's
 * are its codec's ({@link CodecProvider#remedy}), so that verification knows no library. The
 * patterns read the exceptions' own types and messages; serbench's own wording is never read back.
 */
public final class Remedies {
  private static final Pattern OPENS =
      Pattern.compile("module (\\S+) does not \"opens ([\\w.]+)\" to unnamed module");

  private Remedies() {}

  /** The fix for this failure of the provider's codec, when its pattern is known. */
  public static Optional<String> of(CodecProvider provider, Throwable error) {
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      Throwable link = t;
      Optional<String> fix = jvm(link).or(() -> provider.remedy(link)).or(() -> serializable(link));
      if (fix.isPresent()) {
        return fix;
      }
    }
    return Optional.empty();
  }

  private static Optional<String> jvm(Throwable t) {
    Matcher opens = OPENS.matcher(FixHints.message(t));
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
    return Optional.empty();
  }

  private static Optional<String> serializable(Throwable t) {
    String message = FixHints.message(t);
    if (message.contains("does not implement Serializable")
        || message.contains("must implement java.io.Serializable")) {
      return Optional.of(
          "the library writes only java.io.Serializable classes: implement it on "
              + FixHints.firstClass(message).orElse("the class")
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
}
