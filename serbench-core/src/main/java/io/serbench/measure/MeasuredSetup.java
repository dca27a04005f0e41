package io.serbench.measure;

import io.serbench.jmh.BenchmarkSource;
import io.serbench.settings.JmhSettings;
import java.util.List;

/**
 * How the race measured each codec, for a pass that times a codec again the same way elsewhere (the
 * next JDK): the same compiled benchmarks, the same fork settings.
 *
 * @param benchmarks every benchmark the race timed, the mix's first
 * @param fork the settings of one of the race's forks
 */
public record MeasuredSetup(List<Benchmark> benchmarks, JmhSettings fork) {
  public MeasuredSetup {
    benchmarks = List.copyOf(benchmarks);
  }

  /**
   * One codec on one sample, with the compiled class that times it.
   *
   * @param source the benchmark class
   * @param sample the sample's name ({@link io.serbench.result.MixResult#SAMPLE} for the mix)
   * @param codec the codec id
   */
  public record Benchmark(BenchmarkSource source, String sample, String codec) {}

  /**
   * What the race timed the codec on: the mix, where the codec carried it, else each sample it was
   * timed on by itself; empty when the race did not time it.
   */
  public List<Benchmark> of(String codec) {
    List<Benchmark> own = benchmarks.stream().filter(b -> b.codec().equals(codec)).toList();
    List<Benchmark> mix =
        own.stream().filter(b -> b.sample().equals(io.serbench.result.MixResult.SAMPLE)).toList();
    return mix.isEmpty() ? own : mix;
  }

  /** The race's entries as benchmarks. */
  static MeasuredSetup of(List<Race.Entry> entries, JmhSettings fork) {
    return new MeasuredSetup(
        entries.stream().map(e -> new Benchmark(e.source(), e.sample(), e.codec())).toList(), fork);
  }
}
