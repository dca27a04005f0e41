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
 */
record CompiledSources(
    Map<Class<?>, BenchmarkSource> byModel,
    BenchmarkSource mix,
    Map<Class<?>, BenchmarkSource> coldStart) {
  CompiledSources {
    byModel = Collections.unmodifiableMap(new LinkedHashMap<>(byModel));
    coldStart = Collections.unmodifiableMap(new LinkedHashMap<>(coldStart));
  }

  /** Every class, in the order they are compiled: per model class, the mix, the cold-start ones. */
  List<BenchmarkSource> all() {
    List<BenchmarkSource> all = new ArrayList<>(byModel.values());
    if (mix != null) {
      all.add(mix);
    }
    all.addAll(coldStart.values());
    return all;
  }
}
