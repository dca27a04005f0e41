package io.serbench.measure;

import io.serbench.BenchmarkListener;
import io.serbench.codec.CodecProvider;
import io.serbench.files.OutputLayout;
import io.serbench.jmh.BenchmarkSource;
import io.serbench.jmh.HostSentinel;
import io.serbench.jmh.JmhCompiler;
import io.serbench.jmh.JmhSourceGenerator;
import io.serbench.run.PhaseClock;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import io.serbench.sample.MessageMix;
import io.serbench.sample.SampleSpec;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The JMH sources of a run, generated into the output and compiled there. */
final class GeneratedSources {
  /** The simple name of the mix's benchmark class. */
  static final String MIX_CLASS = "MessageMixBenchmark";

  private final OutputLayout layout;
  private final BenchmarkListener listener;
  private final PhaseClock clock;
  private final List<CodecProvider> codecs;

  GeneratedSources(RunContext<RunPlan> context) {
    this.layout = context.layout();
    this.listener = context.listener();
    this.clock = context.clock();
    this.codecs = context.plan().codecs();
  }

  /**
   * One benchmark class per sampled model class and one for the mix, and with the cold-start pass
   * ({@code coldForks} above 0) one cold-start class per model class, and the host's sentinel, all
   * compiled.
   */
  CompiledSources compile(Samples samples, MessageMix mix, int coldForks) throws IOException {
    Map<Class<?>, List<SampleSpec>> byModel = new LinkedHashMap<>();
    samples
        .samples()
        .forEach(s -> byModel.computeIfAbsent(s.type(), k -> new ArrayList<>()).add(s.spec()));
    Map<SampleSpec, Object> instances = new java.util.HashMap<>();
    samples.samples().forEach(s -> instances.put(s.spec(), s.value()));
    JmhSourceGenerator generator = new JmhSourceGenerator(instances::get);
    Map<Class<?>, BenchmarkSource> sources = new LinkedHashMap<>();
    Map<Class<?>, BenchmarkSource> coldSources = new LinkedHashMap<>();
    Set<String> usedNames = new HashSet<>();
    usedNames.add(MIX_CLASS);
    for (Map.Entry<Class<?>, List<SampleSpec>> entry : byModel.entrySet()) {
      String name = entry.getKey().getSimpleName() + "Benchmark";
      for (int i = 2; !usedNames.add(name); i++) {
        name = entry.getKey().getSimpleName() + "Benchmark" + i;
      }
      sources.put(
          entry.getKey(),
          generator.generate(
              name, entry.getKey().getName(), samples.modelNames(), entry.getValue(), codecs));
      if (coldForks > 0) {
        coldSources.put(
            entry.getKey(),
            generator.coldStart(
                name.replace("Benchmark", "ColdStart"),
                entry.getKey().getName(),
                samples.modelNames(),
                entry.getValue(),
                codecs));
      }
    }
    List<SampleSpec> members =
        mix.members().stream()
            .map(
                m ->
                    samples.samples().stream()
                        .filter(s -> s.spec().name().equals(m.sample()))
                        .findFirst()
                        .orElseThrow()
                        .spec())
            .toList();
    BenchmarkSource mixSource =
        members.isEmpty()
            ? null
            : generator.mix(MIX_CLASS, samples.modelNames(), members, mix.order(), codecs);
    CompiledSources compiled =
        new CompiledSources(sources, mixSource, coldSources, HostSentinel.source());
    Directories.deleteTree(layout.jmhSources());
    Directories.deleteTree(layout.jmhClasses());
    listener.info("Generating and compiling JMH sources in " + layout.jmhSources());
    clock.end("sources");
    JmhCompiler.compile(
        compiled.all(),
        layout.jmhSources(),
        layout.jmhClasses(),
        System.getProperty("java.class.path"));
    clock.end("compile");
    listener.info(PhaseClock.overheadLine("Ready to measure: ", clock.phases()));
    return compiled;
  }
}
