package io.serbench.measure;

import io.serbench.jmh.BenchmarkSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JMH benchmark classes of a run, compiled.
 *
 * @param byModel one benchmark class per sampled model class, timing its samples
 * @param mix the benchmark class of the message mix, or {@code null} when the mix has no member
 * @param coldStart one cold-start class per sampled model class when the cold-start pass runs, else
 *     none
 * @param sentinel the host's sentinel, which every race round runs once ({@link
 *     io.serbench.jmh.HostSentinel})
 */
record CompiledSources(
    Map<Class<?>, BenchmarkSource> byModel,
    BenchmarkSource mix,
    Map<Class<?>, BenchmarkSource> coldStart,
    BenchmarkSource sentinel) {
  CompiledSources {
    byModel = Collections.unmodifiableMap(new LinkedHashMap<>(byModel));
    coldStart = Collections.unmodifiableMap(new LinkedHashMap<>(coldStart));
  }

  /**
   * Every class, in the order they are compiled: per model class, the mix, the cold-start ones, the
   * sentinel.
   */
  List<BenchmarkSource> all() {
    List<BenchmarkSource> all = new ArrayList<>(byModel.values());
    if (mix != null) {
      all.add(mix);
    }
    all.addAll(coldStart.values());
    all.add(sentinel);
    return all;
  }
}
