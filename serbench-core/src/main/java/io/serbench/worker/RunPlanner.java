package io.serbench.worker;

import io.serbench.BenchmarkListener;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.ConfiguredId;
import io.serbench.codec.Group;
import io.serbench.codec.JacksonMajors;
import io.serbench.codec.ModelBinding;
import io.serbench.codec.VersionedId;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.CodecPatterns;
import io.serbench.jvm.ForkHeap;
import io.serbench.jvm.JvmOptions;
import io.serbench.library.LibraryVersions;
import io.serbench.library.VersionedCodecs;
import io.serbench.result.Criteria;
import io.serbench.run.Lineup;
import io.serbench.run.PhaseClock;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import io.serbench.run.Selection;
import io.serbench.sample.MessageMix;
import io.serbench.text.Errors;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The worker's half of the run plan, in the one class that decides it, a phase at a time, each
 * handed on in the run's context: the codecs selected from this worker's catalog (the one that
 * runs) before stage 1, those the model calls for by themselves after stage 2, and each codec's
 * library version and the forks' JVM options after stage 3. The host's half is {@code
 * io.serbench.host.HostPlan}. The stages read the plan; none selects or composes again.
 */
final class RunPlanner {
  private final BenchmarkRequest request;
  private final BenchmarkListener listener;
  private final CodecCatalog catalog;

  private RunPlanner(RunContext<?> context, CodecCatalog catalog) {
    this.request = context.request();
    this.listener = context.listener();
    this.catalog = catalog;
  }

  /**
   * The run's context before stage 1, with the request's selection from this worker's catalog:
   * loaded once for the run, its problems (a provider that failed to load) warned about once, its
   * default set without the Jackson codecs that the project's own Jackson major cannot run.
   */
  static RunContext<Selection> start(
      BenchmarkRequest request, BenchmarkListener listener, ClassLoader loader) {
    CodecCatalog loaded = CodecCatalog.load(loader);
    loaded.problems().forEach(listener::warn);
    JacksonMajors jackson = JacksonMajors.of(request.projectClasspath());
    CodecCatalog catalog = loaded.withoutDefaults(jackson.leaveDefaultSet());
    if (CodecPatterns.startsFromDefaults(request.codecs())) {
      listener.info(jackson.explain());
    }
    return new RunContext<>(
        request,
        new Selection(
            catalog,
            CodecPatterns.select(catalog, request.codecs(), request.currentCodec()),
            CodecPatterns.leftOut(catalog, request.codecs(), request.currentCodec())),
        listener,
        new PhaseClock(),
        loader);
  }

  /**
   * The line-up after the model scan: the codecs that the model calls for by themselves ({@link
   * Group#BY_MODEL}: protobuf-java when a model class is a generated message, avaje-jsonb when the
   * build generated adapters for one) and the codec of the model's own binding ({@link
   * ModelBinding}: Jackson's or Gson's annotations) join a selection that starts from the default
   * set, unless an exclusion names them; then the project's configured instances are found ({@link
   * ProjectBinding}) and, without {@code current}, the current codec is guessed, a project's
   * instance included, so that the guess is verified, probed and timed like any codec.
   */
  static RunContext<Lineup> afterScan(RunContext<Selection> context, List<Class<?>> models) {
    Selection selection = context.plan();
    RunPlanner planner = new RunPlanner(context, selection.catalog());
    List<CodecProvider> codecs = new ArrayList<>(selection.codecs());
    List<String> leftOut = selection.leftOut();
    ProjectBinding binding =
        ProjectBinding.of(context.request(), models, context.listener(), context.loader());
    List<CodecProvider> byModel = planner.byModel(selection.codecs(), models, binding);
    if (!byModel.isEmpty()) {
      codecs.addAll(byModel);
      List<String> added = byModel.stream().map(c -> c.info().id()).toList();
      leftOut = leftOut.stream().filter(id -> !added.contains(id)).toList();
    }
    if (!leftOut.isEmpty()) {
      context
          .listener()
          .info(
              leftOut.size()
                  + " codecs of the extended catalog were not selected; -Dserbench.codecs=all runs"
                  + " every one (see the report for their ids)");
    }
    Criteria.Current current = context.request().criteria().current();
    if (current == null) {
      current = binding.guess(codecs, planner.notExcluded()).orElse(null);
      if (current != null && ConfiguredId.isConfigured(current.codec())) {
        String id = current.codec();
        if (codecs.stream().noneMatch(c -> c.info().id().equals(id))) {
          // after its base, where a configured id named in codecs goes
          String base = ConfiguredId.of(id).orElseThrow().base();
          int at = codecs.stream().map(c -> c.info().id()).toList().indexOf(base);
          codecs.add(at < 0 ? codecs.size() : at + 1, selection.catalog().find(id).orElseThrow());
        }
      }
    }
    return context.with(new Lineup(selection.with(codecs, leftOut), current, binding.instances()));
  }

  /**
   * Each codec's library version: a versioned codec's own, else the version this worker loaded.
   * Known once the versioned codecs' jars are prepared.
   */
  static Map<String, String> versions(RunContext<Lineup> context, VersionedCodecs versioned) {
    Map<String, String> byLibrary = new HashMap<>();
    Map<String, String> versions = new HashMap<>();
    for (CodecProvider codec : context.plan().codecs()) {
      CodecInfo info = codec.info();
      versions.put(
          info.id(),
          versioned
              .loadedVersion(info.id())
              .orElseGet(
                  () ->
                      byLibrary.computeIfAbsent(
                          info.library(), k -> LibraryVersions.of(info, context.loader()))));
    }
    return versions;
  }

  /**
   * The complete plan, once the codecs are verified: each codec's library version, and every fork's
   * options: the flags of all selected codecs, exactly like this worker, so that a codec that
   * passed verification here meets the same JVM in its benchmark, and the heap sized to the
   * verified samples and the mix ({@link ForkHeap}), known before the first fork starts; the log
   * says the heap and what it was sized to. A user's {@code jvmArgs} still replace the heap.
   */
  static RunContext<RunPlan> plan(
      RunContext<Lineup> context,
      Map<String, String> versions,
      List<io.serbench.result.SampleResult> verified,
      MessageMix mix) {
    BenchmarkRequest request = context.request();
    int threads = request.measurement().threads();
    ForkHeap heap = ForkHeap.of(verified, mix, threads);
    if (request.measurement().jvmArgs() == null) {
      context
          .listener()
          .info(
              "Forks' heap: "
                  + heap
                  + ", fixed and touched at start (the rings of the largest sample or the mix on "
                  + threads
                  + (threads == 1 ? " thread" : " threads")
                  + ", from "
                  + ForkHeap.FLOOR_MB
                  + " MB to "
                  + ForkHeap.CEILING_MB
                  + " MB)");
    }
    List<CodecProvider> codecs = context.plan().codecs();
    Set<String> codecFlags = new LinkedHashSet<>();
    int feature = Runtime.version().feature();
    for (CodecProvider codec : codecs) {
      codecFlags.addAll(codec.jvmFlags(feature));
    }
    boolean anyVersioned = codecs.stream().anyMatch(c -> VersionedId.isVersioned(c.info().id()));
    return context.with(
        new RunPlan(
            request,
            context.plan(),
            versions,
            JvmOptions.forks(request.measurement(), codecFlags, anyVersioned, heap)));
  }

  /** The catalog's ids that no exclusion of {@code codecs} names. */
  private List<String> notExcluded() {
    return CodecPatterns.notExcluded(catalog, request.codecs());
  }

  private List<CodecProvider> byModel(
      List<CodecProvider> selected, List<Class<?>> models, ProjectBinding binding) {
    List<String> patterns = request.codecs();
    if (!CodecPatterns.startsFromDefaults(patterns)) {
      return List.of();
    }
    List<String> notExcluded = notExcluded();
    List<CodecProvider> added = new ArrayList<>();
    binding
        .model()
        .filter(b -> notExcluded.contains(b.codec()))
        .flatMap(b -> catalog.find(b.codec()).map(c -> java.util.Map.entry(b, c)))
        .filter(e -> !selected.contains(e.getValue()))
        .ifPresent(
            e -> {
              listener.info(
                  e.getKey().codec()
                      + " joins the run by itself: it is the model's own binding, "
                      + e.getKey().reason()
                      + " (-Dserbench.codecs=!"
                      + e.getKey().codec()
                      + " leaves it out)");
              added.add(e.getValue());
            });
    for (CodecProvider codec : catalog.all()) {
      if (codec.info().group() == Group.BY_MODEL
          && !selected.contains(codec)
          && !added.contains(codec)
          && notExcluded.contains(codec.info().id())
          && appliesTo(codec, models)) {
        listener.info(
            codec.info().id()
                + " joins the run by itself: "
                + codec.joinsBecause()
                + " (-Dserbench.codecs=!"
                + codec.info().id()
                + " leaves it out)");
        added.add(codec);
      }
    }
    return added;
  }

  /** Whether the model calls for the codec; a codec that cannot tell stays out, and says why. */
  private boolean appliesTo(CodecProvider codec, List<Class<?>> models) {
    try {
      return codec.appliesTo(models);
    } catch (RuntimeException | LinkageError e) {
      listener.info(
          codec.info().id()
              + " stays out: it could not tell whether the model calls for it ("
              + Errors.oneLine(e)
              + ")");
      return false;
    }
  }
}
