package io.serbench.probe;

import com.fasterxml.jackson.core.type.TypeReference;
import io.serbench.Errors;
import io.serbench.GeneratorSettings;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.model.ModelTypes;
import io.serbench.sample.SampleSpec;
import io.serbench.verify.DeepComparator;
import io.serbench.verify.Difference;
import io.serbench.verify.Isolation;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The versioning probe: bytecode variants of the model classes ({@link EvolvedVariants}: as they
 * are, with a field appended, with the last field removed), each version in a loader of its own;
 * old bytes are read by the new classes (backward) and new bytes by the old classes (forward).
 * Every model class is evolved the same way in one loader per version, as one deployment would
 * change them, so the cost is three loaders per codec, not three per model class. The public method
 * runs inside the isolated loaders.
 */
public final class VersioningProbe {
  /**
   * Backward and forward compatibility of one codec on one model class.
   *
   * @param backward new readers read old bytes
   * @param forward old readers read new bytes
   */
  record VersioningResult(CapabilityResult backward, CapabilityResult forward) {
    static VersioningResult notApplicable(boolean backward, boolean forward, String why) {
      return new VersioningResult(
          CapabilityResult.notApplicable(backward, why),
          CapabilityResult.notApplicable(forward, why));
    }
  }

  /** The versions of the model classes, one loader each. */
  enum Version {
    BASE,
    APPENDED,
    /** A class without fields keeps its base variant here. */
    REMOVED
  }

  /** A class's variants, or why it has none. Exactly one of the two is set. */
  private record Evolution(EvolvedVariants.Variants variants, String unavailable) {}

  /** The variants of every model class that has them, and the others with the reason. */
  record Evolved(
      Map<Class<?>, EvolvedVariants.Variants> variants, Map<Class<?>, String> unavailable) {

    /** The class bytes a loader of this version defines instead of the classpath's. */
    Map<String, byte[]> classes(Version version) {
      Map<String, byte[]> classes = new LinkedHashMap<>();
      variants.forEach(
          (model, variant) ->
              classes.put(
                  model.getName(),
                  switch (version) {
                    case BASE -> variant.base();
                    case APPENDED -> variant.appended();
                    case REMOVED -> variant.hasRemoved() ? variant.removed() : variant.base();
                  }));
      return classes;
    }
  }

  private final String classpath;
  private final GeneratorSettings settings;

  /** Variants depend on the class only, so every codec's probe shares them. */
  private final Map<Class<?>, Evolution> cache = new ConcurrentHashMap<>();

  VersioningProbe(String classpath, GeneratorSettings settings) {
    this.classpath = classpath;
    this.settings = settings;
  }

  /** The variants of the model classes, from the cache where another codec made them. */
  Evolved evolve(List<Class<?>> models) {
    Evolved evolved = new Evolved(new LinkedHashMap<>(), new LinkedHashMap<>());
    for (Class<?> model : models) {
      Evolution evolution =
          cache.computeIfAbsent(
              model,
              type -> {
                try {
                  return new Evolution(EvolvedVariants.of(type), null);
                } catch (RuntimeException | LinkageError e) {
                  return new Evolution(null, "no evolved variants: " + Errors.oneLine(e));
                }
              });
      if (evolution.variants() != null) {
        evolved.variants().put(model, evolution.variants());
      } else {
        evolved.unavailable().put(model, evolution.unavailable());
      }
    }
    return evolved;
  }

  /**
   * Backward and forward results per model: old bytes read by the appended and the shortened
   * classes, and their bytes read by the old classes. The shortened classes' loader is the
   * caller's, which then serves as the untrusted-input victim.
   */
  Map<Class<?>, VersioningResult> probe(
      String codec,
      Evolved evolved,
      List<String> allModels,
      boolean backward,
      boolean forward,
      URLClassLoader removedLoader) {
    Map<Class<?>, VersioningResult> results = new LinkedHashMap<>();
    evolved
        .unavailable()
        .forEach(
            (model, why) ->
                results.put(model, VersioningResult.notApplicable(backward, forward, why)));
    Map<Class<?>, EvolvedVariants.Variants> variants = evolved.variants();
    if (variants.isEmpty()) {
      return results;
    }
    List<Class<?>> probed = List.copyOf(variants.keySet());
    List<SampleSpec> specs =
        probed.stream().map(m -> SampleSpec.generated(m, settings, null, allModels)).toList();
    List<String> removedFields =
        variants.values().stream()
            .filter(EvolvedVariants.Variants::hasRemoved)
            .map(EvolvedVariants.Variants::removedField)
            .distinct()
            .toList();
    List<String> added = List.of(EvolvedVariants.ADDED_FIELD);
    try (URLClassLoader baseLoader = Isolation.loader(classpath, evolved.classes(Version.BASE));
        URLClassLoader appendedLoader =
            Isolation.loader(classpath, evolved.classes(Version.APPENDED))) {
      Steps steps = new Steps(codec, allModels, specs);
      List<VersionStep> old = steps.write(baseLoader);
      List<VersionStep> newer = steps.write(appendedLoader);
      List<VersionStep> shorter = steps.write(removedLoader);
      List<VersionStep> appendedReadsOld = steps.read(appendedLoader, old, added);
      List<VersionStep> oldReadsAppended = steps.read(baseLoader, newer, List.of());
      List<VersionStep> removedReadsOld = steps.read(removedLoader, old, List.of());
      List<VersionStep> oldReadsRemoved = steps.read(baseLoader, shorter, removedFields);
      for (int i = 0; i < probed.size(); i++) {
        Class<?> model = probed.get(i);
        EvolvedVariants.Variants variant = variants.get(model);
        if (old.get(i).failure() != null) {
          results.put(
              model,
              VersioningResult.notApplicable(
                  backward,
                  forward,
                  "the unchanged "
                      + model.getSimpleName()
                      + " does not round-trip: "
                      + old.get(i).failure()));
          continue;
        }
        String appendedChange = "+" + EvolvedVariants.ADDED_FIELD + " appended";
        List<Finding> backwardFindings = new ArrayList<>();
        List<Finding> forwardFindings = new ArrayList<>();
        backwardFindings.add(new Finding(appendedChange, appendedReadsOld.get(i)));
        forwardFindings.add(
            new Finding(appendedChange, orWriterFailure(newer.get(i), oldReadsAppended.get(i))));
        long millis =
            old.get(i).millis()
                + newer.get(i).millis()
                + appendedReadsOld.get(i).millis()
                + oldReadsAppended.get(i).millis();
        if (variant.hasRemoved()) {
          String removedChange = "-" + variant.removedField() + " removed";
          backwardFindings.add(new Finding(removedChange, removedReadsOld.get(i)));
          forwardFindings.add(
              new Finding(removedChange, orWriterFailure(shorter.get(i), oldReadsRemoved.get(i))));
          millis +=
              shorter.get(i).millis()
                  + removedReadsOld.get(i).millis()
                  + oldReadsRemoved.get(i).millis();
        }
        String prefix =
            "bytecode variants of " + model.getSimpleName() + " and its model classes: ";
        results.put(
            model,
            new VersioningResult(
                verdict(backward, prefix + "new reader, old bytes", backwardFindings).took(millis),
                verdict(forward, prefix + "old reader, new bytes", forwardFindings).took(millis)));
      }
    } catch (Exception e) {
      String why = "the probe could not run: " + Errors.oneLine(e);
      probed.forEach(
          model -> results.put(model, VersioningResult.notApplicable(backward, forward, why)));
    }
    return results;
  }

  /** A read step counts only when its writer succeeded. */
  private static VersionStep orWriterFailure(VersionStep writer, VersionStep reader) {
    return writer.failure() != null ? writer : reader;
  }

  /** One schema change and what the step that tested it found. */
  private record Finding(String change, VersionStep step) {}

  private static CapabilityResult verdict(boolean claimed, String what, List<Finding> findings) {
    List<String> parts = new ArrayList<>();
    boolean failed = false;
    boolean silent = false;
    for (Finding finding : findings) {
      String failure = finding.step().failure();
      failed |= failure != null;
      silent |= finding.step().silent();
      parts.add(finding.change() + ": " + (failure == null ? "PASS" : failure));
    }
    String evidence = what + "; " + String.join("; ", parts);
    if (silent) {
      return CapabilityResult.silentFailure(claimed, evidence);
    }
    return failed
        ? CapabilityResult.fail(claimed, evidence)
        : CapabilityResult.pass(claimed, evidence);
  }

  /**
   * One step of the versioning probe in one variant's loader, for several model classes: without
   * bytes (null) it writes every sample, with bytes it reads them, one entry per sample (null where
   * the writer failed). {@code defaults} are the fields the writer did not have, which the reader
   * must leave at their default.
   */
  record VersionJob(
      String codec,
      List<String> models,
      List<SampleSpec> samples,
      List<byte[]> bytes,
      List<String> defaults) {}

  /** What one versioning step found for one model, and how long it took. */
  record VersionStep(byte[] bytes, String failure, boolean silent, long millis) {

    static VersionStep failed(String failure, long start) {
      return new VersionStep(null, failure, false, elapsed(start));
    }

    private static long elapsed(long start) {
      return (System.nanoTime() - start) / 1_000_000;
    }
  }

  /** Versioning steps of one codec on every probed model, each step in one variant's loader. */
  private record Steps(String codec, List<String> allModels, List<SampleSpec> specs) {

    List<VersionStep> write(URLClassLoader loader) throws Exception {
      return run(loader, null, List.of());
    }

    /**
     * Reads what the writers produced; where a writer failed there is nothing to read, and the
     * writer's failure is the finding (see {@link #orWriterFailure}).
     */
    List<VersionStep> read(URLClassLoader loader, List<VersionStep> written, List<String> defaults)
        throws Exception {
      return run(loader, written.stream().map(VersionStep::bytes).toList(), defaults);
    }

    private List<VersionStep> run(URLClassLoader loader, List<byte[]> bytes, List<String> defaults)
        throws Exception {
      return Isolation.exchange(
          loader,
          VersioningProbe.class,
          "version",
          new VersionJob(codec, allModels, specs, bytes, defaults),
          new TypeReference<List<VersionStep>>() {});
    }
  }

  /**
   * Entry point of one versioning step, inside a variant's loader: a {@link VersionJob} in, one
   * {@link VersionStep} per sample out, in order. A write job encodes each sample; a read job
   * decodes each entry and compares it with this loader's sample of the same spec (the generator
   * gives every field the same value in every variant, see {@link
   * io.serbench.sample.SampleGenerator}).
   */
  public static String version(String json) throws Exception {
    VersionJob job = JobJson.read(json, VersionJob.class);
    CodecProvider provider = JobJson.provider(job.codec());
    List<Class<?>> known = ModelTypes.knownClasses(JobJson.load(job.models()));
    List<VersionStep> steps = new ArrayList<>();
    for (int i = 0; i < job.samples().size(); i++) {
      SampleSpec spec = job.samples().get(i);
      steps.add(
          job.bytes() == null
              ? step(provider, known, spec, null, job.defaults())
              : job.bytes().get(i) == null
                  ? VersionStep.failed("nothing to read: the writer failed", System.nanoTime())
                  : step(provider, known, spec, job.bytes().get(i), job.defaults()));
    }
    return JobJson.write(steps);
  }

  /** Writes the sample when {@code bytes} is null, else reads them and compares. */
  private static VersionStep step(
      CodecProvider provider,
      List<Class<?>> known,
      SampleSpec spec,
      byte[] bytes,
      List<String> defaults) {
    long start = System.nanoTime();
    Object sample;
    Codec codec;
    try {
      sample = spec.instantiate(VersioningProbe.class.getClassLoader());
      codec = provider.create(new CodecContext(sample.getClass(), known));
    } catch (Throwable e) {
      return VersionStep.failed("setup failed: " + Errors.oneLine(e), start);
    }
    if (bytes == null) {
      try {
        byte[] written = Isolation.withTimeout(() -> codec.encode(sample));
        return new VersionStep(written, null, false, VersionStep.elapsed(start));
      } catch (Throwable e) {
        return VersionStep.failed("encode failed: " + Errors.oneLine(e), start);
      }
    }
    Object decoded;
    try {
      decoded = Isolation.withTimeout(() -> codec.decode(bytes));
    } catch (Throwable e) {
      return VersionStep.failed("decode failed: " + Errors.oneLine(e), start);
    }
    List<Difference> differences =
        DeepComparator.compare(sample, decoded, 1_000).stream()
            .filter(d -> !leftAtDefault(d, defaults))
            .toList();
    if (differences.isEmpty()) {
      return new VersionStep(null, null, false, VersionStep.elapsed(start));
    }
    return new VersionStep(
        null,
        "no error, but wrong values: " + differences.get(0),
        true,
        VersionStep.elapsed(start));
  }

  /** A field the writer did not have, which the reader left at its type's default. */
  static boolean leftAtDefault(Difference difference, List<String> defaults) {
    String path = difference.path();
    String field = path.substring(path.lastIndexOf('.') + 1);
    return difference.kind() == Difference.Kind.VALUE
        && defaults.contains(field)
        && DEFAULT_TEXTS.contains(difference.actual());
  }

  /** How {@link DeepComparator} renders null and the primitive defaults. */
  private static final List<String> DEFAULT_TEXTS =
      List.of("null", "0", "0.0", "false", String.valueOf('\0'));
}
