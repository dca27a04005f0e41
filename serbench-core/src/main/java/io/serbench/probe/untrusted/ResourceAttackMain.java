package io.serbench.probe.untrusted;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.model.ModelTypes;
import io.serbench.result.Verdict;
import io.serbench.text.Errors;
import io.serbench.text.Numbers;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The child JVM of {@link ResourceAttacks}: short messages that claim a huge length (of a string, a
 * byte array, a list, a map) and a chain nested deeper than a thread's stack, each decoded by the
 * codec on a thread of its own with a stated budget. A decoder passes an attack when it refuses it,
 * or reads it, within {@link #BUDGET_MILLIS} and {@link #BUDGET_BYTES} allocated. An {@code
 * OutOfMemoryError}, a {@code StackOverflowError}, a decode over budget or one that does not end
 * fails it. The JVM's heap is small ({@link ResourceAttacks}), so that a decoder that believes the
 * claim fails here instead of in the team's service.
 *
 * <p>Arguments: the codec id and the answer file.
 */
public final class ResourceAttackMain {
  /** The time a decoder may take to refuse or read an attack. */
  static final long BUDGET_MILLIS = 1_000;

  /** The memory a decoder may allocate while it refuses or reads an attack. */
  static final long BUDGET_BYTES = 64L << 20;

  /** How deep the nesting attack nests. */
  static final int NESTING = 100_000;

  /** The stack of the thread that decodes: the JVM's usual default on 64-bit Linux. */
  static final long DECODE_STACK = 1L << 20;

  /** How long a decode may run before it is called a hang and abandoned. */
  static final long HANG_MILLIS = 5_000;

  private static final int N = 300;
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * What one attack did.
   *
   * @param attack the attack in words
   * @param verdict PASS refused or read within the budget, FAIL over it, NOT_TESTED not delivered
   * @param evidence what happened
   */
  record Outcome(String attack, Verdict verdict, String evidence) {}

  private ResourceAttackMain() {}

  public static void main(String[] args) throws Exception {
    List<Outcome> outcomes = run(args[0]);
    JSON.writeValue(Path.of(args[1]).toFile(), outcomes);
    // a decoder that was abandoned as hung must not keep the JVM alive
    System.exit(0);
  }

  static List<Outcome> run(String codec) {
    List<Outcome> outcomes = new ArrayList<>();
    CodecProvider provider;
    try {
      provider =
          CodecCatalog.load(ResourceAttackMain.class.getClassLoader())
              .find(codec)
              .orElseThrow(() -> new IllegalStateException("no codec " + codec));
    } catch (Throwable e) {
      outcomes.add(
          new Outcome("every attack", Verdict.NOT_TESTED, "setup failed: " + Errors.oneLine(e)));
      return outcomes;
    }
    for (String kind : List.of("string", "byte array", "list", "map")) {
      outcomes.add(claimedLength(provider, kind));
    }
    outcomes.add(nesting(provider));
    return outcomes;
  }

  private static Outcome claimedLength(CodecProvider provider, String kind) {
    String attack = "a " + kind + " claiming " + Numbers.grouped(LengthField.HUGE);
    ResourceTargets.Lengths sample = lengths(kind, N);
    CodecContext context =
        new CodecContext(
            ResourceTargets.Lengths.class,
            ModelTypes.knownClasses(List.of(ResourceTargets.Lengths.class), sample));
    byte[] withN;
    byte[] withMore;
    try {
      // the victim's own setup writes, so that its guard refuses nothing for the class
      Codec writer = provider.create(context);
      withN = writer.encode(sample);
      withMore = writer.encode(lengths(kind, N + 1));
    } catch (Throwable e) {
      return new Outcome(
          attack,
          Verdict.NOT_TESTED,
          "not delivered: the codec cannot write the probe class (" + Errors.oneLine(e) + ")");
    }
    var field = LengthField.find(withN, withMore, N);
    if (field.isEmpty()) {
      return new Outcome(
          attack,
          Verdict.NOT_TESTED,
          "not delivered: no length of the "
              + kind
              + " in the bytes (the format writes none, or in a form serbench does not know)");
    }
    byte[] bytes = field.get().claimHuge(withN, N, 16);
    return decode(
        provider,
        context,
        bytes,
        attack + " (" + field.get().describe() + ", " + bytes.length + " bytes in all)");
  }

  private static ResourceTargets.Lengths lengths(String kind, int n) {
    ResourceTargets.Lengths value = new ResourceTargets.Lengths();
    switch (kind) {
      case "string" -> value.text = "a".repeat(n);
      case "byte array" -> value.bytes = new byte[n];
      case "list" -> {
        for (int i = 0; i < n; i++) {
          value.items.add("x");
        }
      }
      default -> {
        for (int i = 0; i < n; i++) {
          value.entries.put(String.format(Locale.ROOT, "k%04d", i), "v");
        }
      }
    }
    return value;
  }

  private static Outcome nesting(CodecProvider provider) {
    String attack = "nesting " + Numbers.grouped(NESTING) + " deep";
    CodecContext context =
        new CodecContext(
            ResourceTargets.Nest.class,
            ModelTypes.knownClasses(List.of(ResourceTargets.Nest.class), chain(3)));
    Codec writer;
    try {
      writer = provider.create(context);
    } catch (Throwable e) {
      return new Outcome(
          attack, Verdict.NOT_TESTED, "not delivered: setup failed: " + Errors.oneLine(e));
    }
    Optional<byte[]> spliced = splice(writer, NESTING);
    if (spliced.isPresent()) {
      return decode(
          provider, context, spliced.get(), attack + " (the library's own levels, repeated)");
    }
    AtomicReference<byte[]> written = new AtomicReference<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    // a format whose levels differ (a length prefix per level): the library writes the whole chain,
    // on a thread with a stack deep enough for any recursive writer
    Thread thread =
        new Thread(
            null,
            () -> {
              try {
                written.set(writer.encode(chain(NESTING)));
              } catch (Throwable e) {
                failure.set(e);
              }
            },
            "serbench-attacker",
            1L << 30);
    thread.start();
    try {
      thread.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    if (written.get() == null) {
      return new Outcome(
          attack,
          Verdict.NOT_TESTED,
          "not delivered: the library's own writer refused it ("
              + (failure.get() == null ? "no bytes" : Errors.oneLine(failure.get()))
              + "), and its levels are not the same bytes each time, so serbench cannot repeat"
              + " them");
    }
    return decode(provider, context, written.get(), attack);
  }

  /** A chain of the given depth, every level alike. */
  private static ResourceTargets.Nest chain(int depth) {
    ResourceTargets.Nest root = new ResourceTargets.Nest();
    ResourceTargets.Nest last = root;
    for (int level = 1; level < depth; level++) {
      last.child = new ResourceTargets.Nest();
      last = last.child;
    }
    return root;
  }

  /**
   * The chain's bytes at any depth, from the library's own bytes for one, two and three levels:
   * where two levels are {@code A + one + B} and three are {@code A + A + one + B + B}, as a format
   * without lengths writes them (JSON, CBOR, Kryo), {@code depth} levels are {@code A} repeated,
   * one level, and {@code B} repeated. Empty where the levels differ (a length per level).
   */
  static Optional<byte[]> splice(Codec codec, int depth) {
    byte[] one;
    byte[] two;
    byte[] three;
    try {
      one = codec.encode(chain(1));
      two = codec.encode(chain(2));
      three = codec.encode(chain(3));
    } catch (Throwable e) {
      return Optional.empty();
    }
    for (int at = 0; at + one.length <= two.length; at++) {
      if (!java.util.Arrays.equals(two, at, at + one.length, one, 0, one.length)) {
        continue;
      }
      byte[] before = java.util.Arrays.copyOfRange(two, 0, at);
      byte[] after = java.util.Arrays.copyOfRange(two, at + one.length, two.length);
      if (before.length == 0 && after.length == 0) {
        continue;
      }
      if (java.util.Arrays.equals(three, repeat(before, after, one, 2))) {
        return Optional.of(repeat(before, after, one, depth - 1));
      }
    }
    return Optional.empty();
  }

  private static byte[] repeat(byte[] before, byte[] after, byte[] one, int times) {
    java.io.ByteArrayOutputStream out =
        new java.io.ByteArrayOutputStream((before.length + after.length) * times + one.length);
    for (int i = 0; i < times; i++) {
      out.write(before, 0, before.length);
    }
    out.write(one, 0, one.length);
    for (int i = 0; i < times; i++) {
      out.write(after, 0, after.length);
    }
    return out.toByteArray();
  }

  /** Decodes the attack with a fresh codec on a thread with the usual stack, within the budget. */
  private static Outcome decode(
      CodecProvider provider, CodecContext context, byte[] bytes, String attack) {
    Codec victim;
    try {
      victim = provider.create(context);
    } catch (Throwable e) {
      return new Outcome(
          attack, Verdict.NOT_TESTED, "not delivered: setup failed: " + Errors.oneLine(e));
    }
    AtomicReference<Throwable> error = new AtomicReference<>();
    AtomicLong allocated = new AtomicLong(-1);
    Thread thread =
        new Thread(
            null,
            () -> {
              com.sun.management.ThreadMXBean threads =
                  (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
              long before = threads.getCurrentThreadAllocatedBytes();
              try {
                victim.decode(bytes);
              } catch (Throwable e) {
                error.set(e);
              }
              allocated.set(threads.getCurrentThreadAllocatedBytes() - before);
            },
            "serbench-victim",
            DECODE_STACK);
    thread.setDaemon(true);
    long start = System.nanoTime();
    thread.start();
    try {
      thread.join(HANG_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    if (thread.isAlive()) {
      thread.interrupt();
      return new Outcome(
          attack,
          Verdict.FAIL,
          "hang: still decoding after " + HANG_MILLIS / 1000 + " s (budget 1 s)");
    }
    Throwable fatal = fatal(error.get());
    String spent = millis + " ms, " + kilobytes(allocated.get());
    if (fatal instanceof OutOfMemoryError) {
      return new Outcome(
          attack, Verdict.FAIL, "OutOfMemoryError (" + fatal.getMessage() + ") after " + spent);
    }
    if (fatal instanceof StackOverflowError) {
      return new Outcome(attack, Verdict.FAIL, "StackOverflowError after " + spent);
    }
    if (millis > BUDGET_MILLIS) {
      return new Outcome(attack, Verdict.FAIL, "took " + spent + ", over the 1 s budget");
    }
    if (allocated.get() > BUDGET_BYTES) {
      return new Outcome(attack, Verdict.FAIL, "allocated " + spent + ", over the 64 MB budget");
    }
    return new Outcome(
        attack,
        Verdict.PASS,
        error.get() == null
            ? "read without error in " + spent
            : "refused in " + spent + " (" + Errors.oneLine(error.get()) + ")");
  }

  /** The first OutOfMemoryError or StackOverflowError of the cause chain, or the error itself. */
  private static Throwable fatal(Throwable error) {
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof OutOfMemoryError || t instanceof StackOverflowError) {
        return t;
      }
    }
    return error;
  }

  private static String kilobytes(long bytes) {
    return bytes < 0
        ? "allocation unknown"
        : bytes >= 1 << 20
            ? Numbers.grouped(bytes >> 20) + " MB allocated"
            : Numbers.grouped(bytes >> 10) + " KB allocated";
  }
}
