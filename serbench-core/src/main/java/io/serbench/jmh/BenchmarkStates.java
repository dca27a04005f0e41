package io.serbench.jmh;

import io.serbench.codec.CodecProvider;
import io.serbench.sample.SampleSpec;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The {@code @State} classes of the warm and mix benchmarks, and the pieces every state shares:
 * where each gets its sample, its codec and its bytes, all outside the measured call. The generator
 * puts them into its one class skeleton; the cold-start state, which reads the generator's own
 * bytes-file convention, stays with it.
 */
final class BenchmarkStates {
  private BenchmarkStates() {}

  /** The state {@code Sample}: the sample by its {@code @Param}, loaded once per trial. */
  static void sampleState(StringBuilder out, List<SampleSpec> samples) {
    out.append("  /** The sample, loaded once per trial. */\n");
    out.append("  @State(Scope.Thread)\n  public static class Sample {\n");
    param(out, "sample", samples.stream().map(SampleSpec::name));
    out.append("    Object value;\n    CodecContext context;\n    SampleSpec spec;\n\n");
    out.append("    @Setup(Level.Trial)\n    public void load() throws Exception {\n");
    out.append("      ClassLoader loader = Sample.class.getClassLoader();\n");
    out.append("      spec =\n          switch (sample) {\n");
    for (SampleSpec spec : samples) {
      out.append("            case ")
          .append(literal(spec.name()))
          .append(" ->\n                SampleSpec.fromJson(\n                    ")
          .append(literal(spec.toJson()))
          .append(");\n");
    }
    out.append("            default -> throw new IllegalArgumentException(sample);\n");
    out.append("          };\n");
    out.append("      value = spec.instantiate(loader);\n");
    loadModels(out);
    out.append("      context =\n          new CodecContext(Class.forName(MODEL, true, loader),")
        .append(" ModelTypes.knownClasses(models, value));\n");
    out.append("    }\n  }\n");
  }

  /**
   * The state {@code Subject}: the codec by its {@code @Param}, created once per trial with the
   * sample's {@link Ring} of inputs encoded. Nothing is called in setup: the warm-up is JMH's own
   * warm-up iterations of the method JMH measures, the same for every codec.
   */
  static void subjectState(StringBuilder out, String benchmarkClass, List<CodecProvider> codecs) {
    out.append(
        "\n  /**\n   * The codec under test, created and given the sample's ring of inputs once per trial. JMH runs\n");
    out.append("   * each codec in forks of its own:\n   *\n   * <ul>\n");
    for (CodecProvider codec : codecs) {
      out.append("   *   <li>")
          .append(codec.info().id())
          .append(": ")
          .append(codec.info().mode())
          .append("\n");
    }
    out.append("   * </ul>\n   */\n");
    out.append("  @State(Scope.Thread)\n  public static class Subject {\n");
    param(out, "codec", codecs.stream().map(c -> c.info().id()));
    out.append("    Codec impl;\n    Object[] values;\n    byte[][] bytes;\n");
    out.append("    java.util.function.ToLongFunction<Object> reader;\n");
    out.append("    int mask;\n    int next;\n\n");
    out.append("    @Setup(Level.Trial)\n")
        .append("    public void setUp(Sample sample) throws Exception {\n");
    // a versioned codec ({@code jackson-json@2.18.2}) gets the sample built from the model
    // classes of its version's loader
    out.append("      ClassLoader loader =\n          VersionedLoaders.loader(codec,")
        .append(" Subject.class.getClassLoader());\n");
    out.append(
        "      CodecContext context = sample.context;\n      Object value = sample.value;\n");
    out.append("      if (loader != Subject.class.getClassLoader()) {\n");
    out.append("        value = sample.spec.instantiate(loader);\n");
    out.append("        List<Class<?>> models = new java.util.ArrayList<>();\n");
    out.append("        for (String name : MODELS) {\n");
    out.append("          models.add(Class.forName(name, true, loader));\n        }\n");
    out.append("        context =\n            new CodecContext(\n")
        .append("                Class.forName(MODEL, true, loader),")
        .append(" ModelTypes.knownClasses(models, value));\n      }\n");
    out.append("      impl = CodecCatalog.create(codec, context);\n");
    out.append("      Ring ring = Ring.of(impl, sample.spec, value, loader);\n");
    out.append("      values = ring.values();\n      bytes = ring.bytes();\n");
    out.append("      mask = values.length - 1;\n");
    reader(out, benchmarkClass, "reader", "values");
    out.append("    }\n\n");
    out.append("    /** The next input's index in the ring. */\n");
    out.append("    int next() {\n      int i = next;\n      next = (i + 1) & mask;\n")
        .append("      return i;\n    }\n  }\n");
  }

  /**
   * The state {@code Mix}: one pass of messages, each with its codec instance and its bytes. The
   * k-th occurrence of a message in the pass takes the k-th member of that message's {@link Ring},
   * so that a pass holds distinct instances where the sample has them.
   */
  static void mixState(
      StringBuilder out,
      String benchmarkClass,
      List<SampleSpec> members,
      List<CodecProvider> codecs) {
    out.append("  /** The messages of one pass, each with its codec instance and its bytes. */\n");
    out.append("  @State(Scope.Thread)\n  public static class Mix {\n");
    param(out, "sample", Stream.of("mix"));
    param(out, "codec", codecs.stream().map(c -> c.info().id()));
    out.append("    Codec[] codecs = new Codec[PASS];\n");
    out.append("    Object[] values = new Object[PASS];\n");
    out.append("    byte[][] bytes = new byte[PASS][];\n");
    out.append(
        "    @SuppressWarnings(\"unchecked\")\n"
            + "    java.util.function.ToLongFunction<Object>[] readers =\n"
            + "        (java.util.function.ToLongFunction<Object>[])\n"
            + "            new java.util.function.ToLongFunction<?>[PASS];\n\n");
    out.append("    @Setup(Level.Trial)\n").append("    public void setUp() throws Exception {\n");
    out.append("      ClassLoader loader =\n          VersionedLoaders.loader(codec,")
        .append(" Mix.class.getClassLoader());\n");
    loadModels(out);
    out.append("      SampleSpec[] specs = {\n");
    for (SampleSpec spec : members) {
      out.append("        SampleSpec.fromJson(\n            ")
          .append(literal(spec.toJson()))
          .append("),\n");
    }
    out.append("      };\n");
    out.append("      Codec[] memberCodecs = new Codec[specs.length];\n");
    out.append("      Ring[] rings = new Ring[specs.length];\n");
    out.append(
        "      @SuppressWarnings(\"unchecked\")\n"
            + "      java.util.function.ToLongFunction<Object>[] memberReaders =\n"
            + "          (java.util.function.ToLongFunction<Object>[])\n"
            + "              new java.util.function.ToLongFunction<?>[specs.length];\n");
    out.append("      for (int i = 0; i < specs.length; i++) {\n");
    out.append("        Object value = specs[i].instantiate(loader);\n");
    out.append("        memberCodecs[i] =\n            CodecCatalog.create(\n");
    out.append("                codec,\n                new CodecContext(\n");
    out.append("                    Class.forName(specs[i].modelClass(), true, loader),\n");
    out.append("                    ModelTypes.knownClasses(models, value)));\n");
    out.append("        rings[i] = Ring.of(memberCodecs[i], specs[i], value, loader);\n");
    reader(out, benchmarkClass, "  memberReaders[i]", "rings[i].values()");
    out.append("      }\n");
    out.append("      int[] seen = new int[specs.length];\n");
    out.append("      for (int i = 0; i < PASS; i++) {\n");
    out.append("        int m = ORDER[i];\n");
    out.append("        int k = seen[m]++ % rings[m].values().length;\n");
    out.append("        codecs[i] = memberCodecs[m];\n");
    out.append("        values[i] = rings[m].values()[k];\n");
    out.append("        bytes[i] = rings[m].bytes()[k];\n");
    out.append("        readers[i] = memberReaders[m];\n      }\n");
    out.append("    }\n  }\n");
  }

  /**
   * Inside a setup with {@code loader} in scope: the generated {@code Reader} of this class, loaded
   * in the codec's loader (a versioned codec's model classes are that loader's), for the ring's
   * members: {@code Reader.of} walks them and picks the variant that reads each whole.
   */
  private static void reader(
      StringBuilder out, String benchmarkClass, String field, String members) {
    out.append("      ")
        .append(field)
        .append(" =\n          (java.util.function.ToLongFunction<Object>)\n")
        .append("              Class.forName(")
        .append(benchmarkClass)
        .append(".class.getName() + \"$Reader\", true, loader)\n")
        .append("                  .getMethod(\"of\", Object[].class)\n")
        .append("                  .invoke(null, (Object) ")
        .append(members)
        .append(");\n");
  }

  /** A {@code @Param} field of a state, with its values. */
  static void param(StringBuilder out, String field, Stream<String> values) {
    out.append("    @Param({")
        .append(values.map(BenchmarkStates::literal).collect(Collectors.joining(", ")))
        .append("})\n    public String ")
        .append(field)
        .append(";\n\n");
  }

  /** Inside a setup method with {@code loader} in scope: {@code models}, loaded from MODELS. */
  private static void loadModels(StringBuilder out) {
    out.append("      List<Class<?>> models = new java.util.ArrayList<>();\n");
    out.append("      for (String name : MODELS) {\n");
    out.append("        models.add(Class.forName(name, true, loader));\n      }\n");
  }

  /**
   * Inside a setup method with {@code loader} in scope: the sample by its {@code @Param}, each
   * rebuilt by the given expression, and the codec context over every model.
   */
  static void sampleAndContext(
      StringBuilder out, List<SampleSpec> samples, Function<SampleSpec, String> rebuild) {
    out.append("      value =\n          switch (sample) {\n");
    for (SampleSpec spec : samples) {
      out.append("            case ")
          .append(literal(spec.name()))
          .append(" ->\n                ")
          .append(rebuild.apply(spec))
          .append("\n                    .instantiate(loader);\n");
    }
    out.append("            default -> throw new IllegalArgumentException(sample);\n");
    out.append("          };\n");
    loadModels(out);
    out.append("      context =\n          new CodecContext(Class.forName(MODEL, true, loader),")
        .append(" ModelTypes.knownClasses(models, value));\n");
  }

  /** The text as a Java string literal. */
  private static String literal(String text) {
    return SampleSpec.javaString(text);
  }
}
