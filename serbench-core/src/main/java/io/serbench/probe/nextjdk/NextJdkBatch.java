package io.serbench.probe.nextjdk;

import io.serbench.result.CapabilityResult;
import io.serbench.sample.SampleSpec;
import io.serbench.text.Errors;
import io.serbench.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

/**
 * The next-JDK verdicts of a whole stage, started ahead: one group of codecs ({@link
 * NextJdkGroups}) after another, in the order of their first codec, on threads of their own while
 * the codecs' other probes run. A codec's probes take their verdicts from its group's result when
 * they ask with the samples the batch was given for it; otherwise they run a child of its own.
 */
public final class NextJdkBatch implements NextJdkVerdicts, AutoCloseable {
  private final NextJdkProbe probe;
  private final Map<String, List<SampleSpec>> asked = new LinkedHashMap<>();
  private final Map<String, CompletableFuture<NextJdkProbe.GroupResult>> byCodec =
      new LinkedHashMap<>();
  private final ExecutorService pool;

  private NextJdkBatch(NextJdkProbe probe, int threads) {
    this.probe = probe;
    this.pool =
        Executors.newFixedThreadPool(
            Math.max(1, threads),
            runnable -> {
              Thread thread = new Thread(runnable, "serbench-next-jdk");
              thread.setDaemon(true);
              return thread;
            });
  }

  /**
   * Starts the groups' children.
   *
   * @param probe the next-JDK probe
   * @param requests each codec to probe with its samples, in the stage's order
   * @param models every model class, for codecs that register them
   * @param threads how many groups run at once
   * @param log where each group's cost goes, one line per group
   */
  public static NextJdkBatch start(
      NextJdkProbe probe,
      List<NextJdkProbe.Request> requests,
      List<String> models,
      int threads,
      Consumer<String> log) {
    NextJdkBatch batch = new NextJdkBatch(probe, threads);
    Map<String, NextJdkProbe.Request> byId = new LinkedHashMap<>();
    requests.forEach(r -> byId.put(r.codec(), r));
    int feature = probe.jdk().map(NextJdk::feature).orElse(0);
    for (List<String> ids : NextJdkGroups.of(List.copyOf(byId.keySet()), feature)) {
      List<NextJdkProbe.Request> group = new ArrayList<>();
      ids.forEach(id -> group.add(byId.get(id)));
      CompletableFuture<NextJdkProbe.GroupResult> future =
          CompletableFuture.supplyAsync(() -> batch.run(group, models, log), batch.pool);
      for (NextJdkProbe.Request request : group) {
        batch.asked.put(request.codec(), request.samples());
        batch.byCodec.put(request.codec(), future);
      }
    }
    return batch;
  }

  private NextJdkProbe.GroupResult run(
      List<NextJdkProbe.Request> group, List<String> models, Consumer<String> log) {
    List<String> ids = group.stream().map(NextJdkProbe.Request::codec).toList();
    try {
      NextJdkProbe.GroupResult result = probe.probe(group, models);
      if (result.jvms() > 0) {
        log.accept(
            "  next JDK of "
                + String.join(", ", ids)
                + " in "
                + Numbers.seconds(result.millis())
                + ", "
                + result.jvms()
                + (result.jvms() == 1 ? " JVM" : " JVMs"));
      }
      return result;
    } catch (RuntimeException e) {
      // an error of serbench's own around the children: the group is not tested, never failed
      String why = "not tested: the next JDK's probe could not run: " + Errors.oneLine(e);
      Map<String, NextJdkProbe.Result> results = new LinkedHashMap<>();
      for (NextJdkProbe.Request request : group) {
        List<CapabilityResult> verdicts = new ArrayList<>();
        request.samples().forEach(s -> verdicts.add(CapabilityResult.notTested(true, why)));
        results.put(request.codec(), new NextJdkProbe.Result(verdicts, List.of()));
      }
      return new NextJdkProbe.GroupResult(results, 0, 0);
    }
  }

  @Override
  public List<CapabilityResult> verdicts(
      String codec, List<String> models, List<SampleSpec> samples) {
    CompletableFuture<NextJdkProbe.GroupResult> future = byCodec.get(codec);
    if (future == null || !asked.get(codec).equals(samples)) {
      return probe.verdicts(codec, models, samples);
    }
    return future.join().results().get(codec).verdicts();
  }

  @Override
  public void close() {
    pool.shutdownNow();
  }
}
