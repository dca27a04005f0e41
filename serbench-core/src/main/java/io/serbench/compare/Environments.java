package io.serbench.compare;

import io.serbench.result.CodecDescriptor;
import io.serbench.result.Environment;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/** What differs between the conditions of runs: JDK, host, JVM options, settings, versions. */
final class Environments {
  private Environments() {}

  /** What differs between the runs' conditions, one line per attribute, grouped by value. */
  static List<String> environmentDifferences(List<LabeledRun> runs) {
    List<String> lines = new ArrayList<>();
    Map<String, Function<Environment, Object>> attributes = new LinkedHashMap<>();
    attributes.put("JDK", e -> e.javaVersion() + " (" + e.javaVendor() + ")");
    attributes.put("OS", Environment::os);
    attributes.put("CPU", Environment::cpu);
    attributes.put("cores", Environment::cores);
    attributes.put(
        "JVM options",
        e -> e.jvmArgs().isEmpty() ? "none recorded" : String.join(" ", e.jvmArgs()));
    attributes.put(
        "garbage collectors",
        e -> e.collectors().isEmpty() ? "not recorded" : String.join(", ", e.collectors()));
    attributes.put("threads", Environment::threads);
    attributes.put(
        "JMH settings",
        e ->
            e.jmh() == null
                ? "none"
                : e.jmh().forks()
                    + " fork(s), "
                    + e.jmh().warmupIterations()
                    + " x "
                    + e.jmh().warmupMillis()
                    + " ms warmup, "
                    + e.jmh().measurementIterations()
                    + " x "
                    + e.jmh().measurementMillis()
                    + " ms measurement");
    attributes.forEach(
        (name, attribute) -> {
          Map<String, List<String>> byValue = new LinkedHashMap<>();
          for (LabeledRun run : runs) {
            Environment e = run.results().environment();
            Object value = e == null ? null : attribute.apply(e);
            byValue.computeIfAbsent(String.valueOf(value), k -> new ArrayList<>()).add(run.label());
          }
          if (byValue.size() > 1) {
            lines.add(name + ": " + groups(byValue));
          }
        });
    Set<String> codecs = new LinkedHashSet<>();
    runs.forEach(r -> r.results().codecs().forEach(c -> codecs.add(c.id())));
    Set<String> libraries = new LinkedHashSet<>();
    for (String codec : codecs) {
      Map<String, List<String>> byVersion = new LinkedHashMap<>();
      String library = codec;
      for (LabeledRun run : runs) {
        Optional<CodecDescriptor> descriptor = run.results().codec(codec);
        if (descriptor.isPresent()) {
          library = descriptor.get().library();
          byVersion
              .computeIfAbsent(String.valueOf(descriptor.get().version()), k -> new ArrayList<>())
              .add(run.label());
        }
      }
      if (byVersion.size() > 1 && libraries.add(library)) {
        lines.add(library + " version: " + groups(byVersion));
      }
    }
    return lines;
  }

  private static String groups(Map<String, List<String>> byValue) {
    return byValue.entrySet().stream()
        .map(e -> e.getKey() + " in " + String.join(", ", e.getValue()))
        .collect(Collectors.joining("; "));
  }
}
