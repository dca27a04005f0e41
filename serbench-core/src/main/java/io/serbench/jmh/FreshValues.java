package io.serbench.jmh;

import io.serbench.Operation;
import io.serbench.codec.CodecProvider;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The generated source's fresh-value methods, for the codecs whose values cache their encoding
 * ({@link CodecProvider#freshValuePerCall()}): a state that copies the value before each call
 * (JMH's invocation-level setup, outside the timing) and an encoding method per operation that
 * encodes the copy. The other codecs' methods stay as they are, since an invocation-level setup
 * makes JMH time every call on its own.
 */
final class FreshValues {
  private FreshValues() {}

  /** The codecs timed on a fresh value per call. */
  static Set<String> codecs(List<CodecProvider> codecs) {
    return codecs.stream()
        .filter(CodecProvider::freshValuePerCall)
        .map(c -> c.info().id())
        .collect(Collectors.toCollection(LinkedHashSet::new));
  }

  /** The state {@code Fresh}, when some codec needs it: one value, or one pass of the mix. */
  static void state(StringBuilder out, Set<String> fresh, boolean mix) {
    if (fresh.isEmpty()) {
      return;
    }
    out.append(
            "\n  /**\n   * A fresh copy of the value before each call, outside the timing (JMH's\n")
        .append("   * invocation-level setup), for the codecs whose values cache their encoding.\n")
        .append("   */\n  @State(Scope.Thread)\n  public static class Fresh {\n");
    if (mix) {
      out.append("    Object[] values = new Object[PASS];\n\n    @Setup(Level.Invocation)\n")
          .append("    public void copy(Mix m) throws Exception {\n")
          .append("      for (int i = 0; i < PASS; i++) {\n")
          .append("        values[i] = m.codecs[i].fresh(m.values[i]);\n      }\n    }\n  }\n");
    } else {
      out.append("    Object value;\n\n    @Setup(Level.Invocation)\n")
          .append("    public void copy(Subject s) throws Exception {\n")
          .append("      value = s.impl.fresh(s.value);\n    }\n  }\n");
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
    if (mix) {
      out.append("\n  @Benchmark\n  @OperationsPerInvocation(PASS)\n  public void ")
          .append(method)
          .append("(Mix m, Fresh f, Blackhole blackhole) throws Exception {\n")
          .append("    for (int i = 0; i < PASS; i++) {\n      blackhole.consume(")
          .append(
              serialize
                  ? "m.codecs[i].encode(f.values[i])"
                  : "m.codecs[i].decode(m.codecs[i].encode(f.values[i]))")
          .append(");\n    }\n  }\n");
    } else {
      out.append("\n  @Benchmark\n  public ")
          .append(serialize ? "byte[] " : "Object ")
          .append(method)
          .append("(Subject s, Fresh f) throws Exception {\n    return ")
          .append(serialize ? "s.impl.encode(f.value)" : "s.impl.decode(s.impl.encode(f.value))")
          .append(";\n  }\n");
    }
  }
}
