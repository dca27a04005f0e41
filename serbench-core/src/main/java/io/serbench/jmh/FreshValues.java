package io.serbench.jmh;

import io.serbench.codec.CodecProvider;
import io.serbench.settings.Operation;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The generated source's fresh-value methods, for the codecs whose values cache their encoding
 * ({@link CodecProvider#freshValuePerCall()}): protobuf-java's messages memoize their size. JMH's
 * answer for a call that cannot repeat on one state (its sample {@code JMHSample_26_BatchSize}):
 * single shots of a batch of {@link #BATCH} calls, each batch's fresh copies made in an
 * iteration-level setup, outside the timing. JMH then reads the clock once per batch, not once per
 * call as an invocation-level setup would, and the copies stay out of the allocation figure ({@link
 * FreshCopies}). The other codecs' methods stay as they are.
 */
final class FreshValues {
  /** Fresh values per timed batch: the clock is read once per this many calls. */
  static final int BATCH = 1000;

  /**
   * The fewest warm-up batches of a fresh-value benchmark, for every codec that has one: JMH's
   * {@code SingleShotTime} ignores the warm-up time, so the preset's time-based warm-up would be a
   * handful of batches, and the batches would be measured while the JIT still compiles them (60
   * batches are 60,000 calls, past HotSpot's thresholds for its optimizing compiler).
   */
  public static final int WARMUP_BATCHES = 60;

  private FreshValues() {}

  /** The codecs timed on a fresh value per call. */
  static Set<String> codecs(List<CodecProvider> codecs) {
    return codecs.stream()
        .filter(CodecProvider::freshValuePerCall)
        .map(c -> c.info().id())
        .collect(Collectors.toCollection(LinkedHashSet::new));
  }

  /**
   * The state {@code Fresh}, when some codec needs it: a batch of fresh copies of the ring's
   * values, or of the mix's passes, made before each iteration (one timed batch).
   */
  static void state(StringBuilder out, Set<String> fresh, boolean mix) {
    if (fresh.isEmpty()) {
      return;
    }
    out.append("\n  /** Fresh values made before each timed batch, outside the timing. */\n")
        .append("  @State(Scope.Thread)\n  public static class Fresh {\n");
    if (mix) {
      // a constant expression: JMH's batch size annotations read it
      out.append("    static final int PASSES = PASS >= ")
          .append(BATCH)
          .append(" ? 1 : ")
          .append(BATCH)
          .append(" / PASS;\n")
          .append("    final Object[][] passes = new Object[PASSES][PASS];\n    int next;\n\n")
          .append("    @Setup(Level.Iteration)\n")
          .append("    public void copy(Mix m) throws Exception {\n")
          .append("      long before = FreshCopies.start();\n")
          .append("      for (int p = 0; p < PASSES; p++) {\n")
          .append("        for (int i = 0; i < PASS; i++) {\n")
          .append("          passes[p][i] = m.codecs[i].fresh(m.values[i]);\n        }\n      }\n")
          .append("      FreshCopies.made(before);\n      next = 0;\n    }\n\n")
          .append("    Object[] next() {\n      Object[] pass = passes[next];\n")
          .append(
              "      next = next + 1 == PASSES ? 0 : next + 1;\n      return pass;\n    }\n  }\n");
    } else {
      out.append("    final Object[] values = new Object[")
          .append(BATCH)
          .append("];\n    int next;\n\n")
          .append("    @Setup(Level.Iteration)\n")
          .append("    public void copy(Subject s) throws Exception {\n")
          .append("      long before = FreshCopies.start();\n")
          .append("      for (int j = 0; j < values.length; j++) {\n")
          .append("        values[j] = s.impl.fresh(s.values[j & s.mask]);\n      }\n")
          .append("      FreshCopies.made(before);\n      next = 0;\n    }\n\n")
          .append("    Object next() {\n      Object value = values[next];\n")
          .append("      next = next + 1 == values.length ? 0 : next + 1;\n")
          .append("      return value;\n    }\n  }\n");
    }
  }

  /** The fresh-value method of an encoding operation, when some codec needs it. */
  static void method(
      StringBuilder out,
      Map<String, Operation> methods,
      Set<String> fresh,
      Operation operation,
      boolean mix) {
    if (fresh.isEmpty() || !BenchmarkSource.encodes(operation)) {
      return;
    }
    String method = BenchmarkSource.methodName(operation) + BenchmarkSource.FRESH;
    methods.put(method, operation);
    boolean serialize = operation == Operation.SERIALIZE;
    String batch = mix ? "Fresh.PASSES" : String.valueOf(BATCH);
    out.append("\n  @Benchmark\n  @BenchmarkMode(Mode.SingleShotTime)\n")
        .append("  @Warmup(iterations = ")
        .append(WARMUP_BATCHES)
        .append(", batchSize = ")
        .append(batch)
        .append(")\n  @Measurement(batchSize = ")
        .append(batch)
        .append(")\n");
    if (mix) {
      out.append("  @OperationsPerInvocation(PASS)\n  public void ")
          .append(method)
          .append("(Mix m, Fresh f, Blackhole blackhole) throws Exception {\n")
          .append("    Object[] pass = f.next();\n")
          .append("    for (int i = 0; i < PASS; i++) {\n      blackhole.consume(")
          .append(
              serialize
                  ? "m.codecs[i].encode(pass[i])"
                  : JmhSourceGenerator.read(
                      "m.readers[i]", "m.codecs[i].decode(m.codecs[i].encode(pass[i]))"))
          .append(");\n    }\n  }\n");
    } else {
      out.append("  public ")
          .append(serialize ? "byte[] " : "long ")
          .append(method)
          .append("(Subject s, Fresh f) throws Exception {\n    return ")
          .append(
              serialize
                  ? "s.impl.encode(f.next())"
                  : JmhSourceGenerator.read("s.reader", "s.impl.decode(s.impl.encode(f.next()))"))
          .append(";\n  }\n");
    }
  }
}
