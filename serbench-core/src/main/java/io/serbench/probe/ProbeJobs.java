package io.serbench.probe;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.Errors;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.model.ModelTypes;
import io.serbench.sample.SampleSpec;
import io.serbench.verify.DeepComparator;
import io.serbench.verify.Difference;
import io.serbench.verify.Isolation;
import java.util.ArrayList;
import java.util.List;

/**
 * The parts of the capability probes that run inside an isolated class loader. Every entry point
 * takes and returns JSON, because objects cannot cross loaders; {@link CapabilityProbes} calls
 * them.
 */
public final class ProbeJobs {
  private static final ObjectMapper JSON = new ObjectMapper();

  private ProbeJobs() {}

  /** Graph and cross-language probes for every model, in the codec's own loader. */
  record PrimaryJob(
      String codec,
      String wireFormat,
      boolean graphClaimed,
      boolean crossClaimed,
      List<String> models,
      List<SampleSpec> samples) {}

  /** One result per model, in order. */
  record PrimaryResult(CapabilityResult graph, CapabilityResult crossLanguage) {}

  /** Bytes an attacker sends, produced in a loader of their own. */
  record Attack(byte[] asRoot, byte[] inObjectField, String problem) {}

  /** The victim's side: decode the attack expecting each model in turn. */
  record VictimJob(String codec, List<String> models, Attack attack) {}

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

  private static CodecProvider provider(String id) {
    return CodecCatalog.load(ProbeJobs.class.getClassLoader()).find(id).orElseThrow();
  }

  private static List<Class<?>> load(List<String> names) throws ClassNotFoundException {
    List<Class<?>> classes = new ArrayList<>();
    for (String name : names) {
      classes.add(Class.forName(name, true, ProbeJobs.class.getClassLoader()));
    }
    return classes;
  }

  /** Entry point: {@link PrimaryJob} in, one {@link PrimaryResult} per model out. */
  public static String primary(String json) throws Exception {
    PrimaryJob job = JSON.readValue(json, PrimaryJob.class);
    CodecProvider provider = provider(job.codec());
    List<Class<?>> models = load(job.models());
    List<Class<?>> known = ModelTypes.knownClasses(models);
    ClassLoader loader = ProbeJobs.class.getClassLoader();
    List<PrimaryResult> results = new ArrayList<>();
    for (int i = 0; i < models.size(); i++) {
      Class<?> model = models.get(i);
      SampleSpec spec = job.samples().get(i);
      long start = System.nanoTime();
      CapabilityResult graph =
          timed(
              () ->
                  GraphProbe.run(
                      provider, job.graphClaimed(), model, () -> spec.instantiate(loader)),
              job.graphClaimed());
      long middle = System.nanoTime();
      CapabilityResult cross =
          timed(
              () -> {
                Object sample = spec.instantiate(loader);
                Codec codec = provider.create(new CodecContext(sample.getClass(), known));
                return CrossLanguageProbe.check(
                    job.wireFormat(), job.crossClaimed(), codec.encode(sample), sample);
              },
              job.crossClaimed());
      results.add(
          new PrimaryResult(
              graph.took((middle - start) / 1_000_000),
              cross.took((System.nanoTime() - middle) / 1_000_000)));
    }
    return JSON.writeValueAsString(results);
  }

  private static CapabilityResult timed(
      java.util.concurrent.Callable<CapabilityResult> probe, boolean claimed) {
    try {
      return Isolation.withTimeout(probe);
    } catch (java.util.concurrent.TimeoutException e) {
      return CapabilityResult.fail(claimed, "the probe " + e.getMessage());
    } catch (Throwable e) {
      return CapabilityResult.notApplicable(
          claimed, "the probe could not run: " + Errors.oneLine(e));
    }
  }

  /** Entry point: the codec id in, the {@link Attack} bytes out. */
  public static String attack(String codecId) throws Exception {
    CodecProvider provider = provider(codecId);
    byte[] asRoot = null;
    byte[] inField = null;
    List<String> problems = new ArrayList<>();
    try {
      Codec codec =
          provider.create(
              new CodecContext(
                  InstantiationProbe.class,
                  ModelTypes.knownClasses(List.of(InstantiationProbe.class))));
      asRoot = Isolation.withTimeout(() -> codec.encode(new InstantiationProbe()));
    } catch (Throwable e) {
      problems.add("cannot write the probe class as root: " + Errors.oneLine(e));
    }
    try {
      UntrustedEnvelope envelope = new UntrustedEnvelope();
      envelope.content = new InstantiationProbe();
      Codec codec =
          provider.create(
              new CodecContext(
                  UntrustedEnvelope.class,
                  ModelTypes.knownClasses(
                      List.of(UntrustedEnvelope.class, InstantiationProbe.class))));
      inField = Isolation.withTimeout(() -> codec.encode(envelope));
    } catch (Throwable e) {
      problems.add("cannot write the probe class in an Object field: " + Errors.oneLine(e));
    }
    return JSON.writeValueAsString(
        new Attack(asRoot, inField, problems.isEmpty() ? null : String.join("; ", problems)));
  }

  /**
   * Entry point: decodes the attack expecting each model, then the envelope with a reader that
   * knows only the envelope; returns, per model, the first way the probe class got instantiated
   * (prefixed {@code FAIL: }) or what the codec did instead.
   */
  public static String victim(String json) throws Exception {
    VictimJob job = JSON.readValue(json, VictimJob.class);
    CodecProvider provider = provider(job.codec());
    List<Class<?>> models = load(job.models());
    List<Class<?>> known = ModelTypes.knownClasses(models);
    List<String> observations = new ArrayList<>();
    if (job.attack().inObjectField() != null) {
      String reaction =
          decode(
              provider,
              new CodecContext(
                  UntrustedEnvelope.class,
                  ModelTypes.knownClasses(List.of(UntrustedEnvelope.class))),
              job.attack().inObjectField());
      observations.add("in an Object-typed field: " + reaction);
    }
    String fieldVerdict =
        ProbeFlag.touched()
            ? "FAIL: decoding created InstantiationProbe, a class named in the input and not in"
                + " the model, from an Object-typed field ("
                + observations.get(0)
                + ")"
            : null;
    List<String> results = new ArrayList<>();
    for (Class<?> model : models) {
      if (fieldVerdict != null) {
        results.add(fieldVerdict);
        continue;
      }
      String reaction =
          job.attack().asRoot() == null
              ? "not attempted"
              : decode(provider, new CodecContext(model, known), job.attack().asRoot());
      if (ProbeFlag.touched()) {
        results.add(
            "FAIL: decoding bytes that name InstantiationProbe, while expecting "
                + model.getSimpleName()
                + ", created it ("
                + reaction
                + ")");
      } else {
        results.add(
            "the probe class named in the input was never created; as root: "
                + reaction
                + (observations.isEmpty() ? "" : "; " + observations.get(0)));
      }
    }
    return JSON.writeValueAsString(results);
  }

  private static String decode(CodecProvider provider, CodecContext context, byte[] bytes) {
    try {
      Object value = Isolation.withTimeout(() -> provider.create(context).decode(bytes));
      return value == null ? "decoded null" : "decoded as " + value.getClass().getSimpleName();
    } catch (Throwable e) {
      return "rejected with " + Errors.oneLine(e);
    }
  }

  /**
   * Entry point of one versioning step: a {@link VersionJob} in, one {@link VersionStep} per sample
   * out, in order. A write job encodes each sample; a read job decodes each entry and compares it
   * with this loader's sample of the same spec (the generator gives every field the same value in
   * every variant, see {@link io.serbench.sample.SampleGenerator}).
   */
  public static String version(String json) throws Exception {
    VersionJob job = JSON.readValue(json, VersionJob.class);
    CodecProvider provider = provider(job.codec());
    List<Class<?>> known = ModelTypes.knownClasses(load(job.models()));
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
    return JSON.writeValueAsString(steps);
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
      sample = spec.instantiate(ProbeJobs.class.getClassLoader());
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
