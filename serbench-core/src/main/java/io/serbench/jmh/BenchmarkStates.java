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
   * The state {@code Subject}: the codec by its {@code @Param}, created and given the encoded
   * sample once per trial.
   */
  static void subjectState(StringBuilder out, List<CodecProvider> codecs) {
    out.append(
        "\n  /**\n   * The codec under test, created and given the encoded sample once per trial. JMH runs\n");
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
    out.append("    Codec impl;\n    Object value;\n    byte[] bytes;\n\n");
    out.append(
        "    @Setup(Level.Trial)\n    public void setUp(Sample sample) throws Exception {\n");
    // a versioned codec ({@code jackson-json@2.18.2}) gets the sample built from the model
    // classes of its version's loader
    out.append("      ClassLoader loader =\n          VersionedLoaders.loader(codec,")
        .append(" Subject.class.getClassLoader());\n");
    out.append("      CodecContext context = sample.context;\n      value = sample.value;\n");
    out.append("      if (loader != Subject.class.getClassLoader()) {\n");
    out.append("        value = sample.spec.instantiate(loader);\n");
    out.append("        List<Class<?>> models = new java.util.ArrayList<>();\n");
    out.append("        for (String name : MODELS) {\n");
    out.append("          models.add(Class.forName(name, true, loader));\n        }\n");
    out.append("        context =\n            new CodecContext(\n")
        .append("                Class.forName(MODEL, true, loader),")
        .append(" ModelTypes.knownClasses(models, value));\n      }\n");
    out.append("      impl = CodecCatalog.create(codec, context);\n");
    out.append("      bytes = impl.encode(value);\n    }\n  }\n");
  }

  /** The state {@code Mix}: one pass of messages, each with its codec instance and its bytes. */
  static void mixState(StringBuilder out, List<SampleSpec> members, List<CodecProvider> codecs) {
    out.append("  /** The messages of one pass, each with its codec instance and its bytes. */\n");
    out.append("  @State(Scope.Thread)\n  public static class Mix {\n");
    param(out, "sample", Stream.of("mix"));
    param(out, "codec", codecs.stream().map(c -> c.info().id()));
    out.append("    Codec[] codecs = new Codec[PASS];\n");
    out.append("    Object[] values = new Object[PASS];\n");
    out.append("    byte[][] bytes = new byte[PASS][];\n\n");
    out.append("    @Setup(Level.Trial)\n    public void setUp() throws Exception {\n");
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
    out.append("      Object[] memberValues = new Object[specs.length];\n");
    out.append("      byte[][] memberBytes = new byte[specs.length][];\n");
    out.append("      for (int i = 0; i < specs.length; i++) {\n");
    out.append("        memberValues[i] = specs[i].instantiate(loader);\n");
    out.append("        memberCodecs[i] =\n            CodecCatalog.create(\n");
    out.append("                codec,\n                new CodecContext(\n");
    out.append("                    Class.forName(specs[i].modelClass(), true, loader),\n");
    out.append("                    ModelTypes.knownClasses(models, memberValues[i])));\n");
    out.append("        memberBytes[i] = memberCodecs[i].encode(memberValues[i]);\n      }\n");
    out.append("      for (int i = 0; i < PASS; i++) {\n");
    out.append("        codecs[i] = memberCodecs[ORDER[i]];\n");
    out.append("        values[i] = memberValues[ORDER[i]];\n");
    out.append("        bytes[i] = memberBytes[ORDER[i]];\n      }\n    }\n  }\n");
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
