package io.serbench.probe.versioning;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.SchemaResolvingCodec;
import io.serbench.model.ModelTypes;
import io.serbench.probe.common.JobJson;
import io.serbench.sample.SampleSpec;
import io.serbench.text.Errors;
import io.serbench.verify.DeepComparator;
import io.serbench.verify.Difference;
import io.serbench.verify.Isolation;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The versioning probe's side inside a variant's class loader: one step writes every sample with
 * this loader's version of the model classes, or reads what another version wrote and compares it
 * with this version's sample. {@link VersioningProbe} builds the matrix from the steps on the host
 * side of the loader boundary.
 */
public final class VersionSteps {
  private VersionSteps() {}

  /**
   * One step of the versioning probe in one variant's loader, for several model classes: without
   * bytes (null) it writes every sample, with bytes it reads them, one entry per sample (null where
   * the writer failed). {@code defaults} are the fields the writer did not have, which the reader
   * may leave at their default; {@code unknown} are the properties the reader's classes lack, which
   * it may keep in a catch-all map ({@link CatchAllMaps}); must leave at their default.
   */
  record VersionJob(
      String codec,
      List<String> models,
      List<SampleSpec> samples,
      List<byte[]> bytes,
      List<String> schemas,
      List<List<String>> registered,
      List<String> defaults,
      List<String> unknown,
      List<RenamedValues> carried) {}

  /**
   * A request to read, in the base version's loader, the values each team sample gives the fields
   * that {@code rename-field} renames ({@link RenamedValues}).
   *
   * @param samples the samples
   * @param fields per declaring class name, the old name of its renamed field
   */
  record CarryJob(List<SampleSpec> samples, java.util.Map<String, String> fields) {}

  /** One sample's values to carry into the renamed version, or why they cannot be carried. */
  record Carry(RenamedValues values, String failure) {}

  /** A sample's spec, and the renamed fields' values its version must be given, or null. */
  private record Sample(SampleSpec spec, RenamedValues carried) {
    Object make() throws Exception {
      Object sample = spec.instantiate(version());
      if (carried != null) {
        carried.apply(sample);
      }
      return sample;
    }
  }

  /**
   * What a writer step produced for one sample, which its reader reads.
   *
   * @param bytes the encoded sample
   * @param schema the writer's schema, for a codec that resolves it against its own ({@link
   *     SchemaResolvingCodec}), or {@code null}
   * @param registered the classes the writer registered, which the reader registers too
   */
  private record Written(byte[] bytes, String schema, List<String> registered) {}

  /**
   * The differences between writer and reader that a reader may show without failing.
   *
   * @param defaults the fields the writer did not have, which the reader may leave at their default
   * @param unknown the properties the reader's classes lack, which it may keep in a catch-all map
   *     ({@link CatchAllMaps})
   */
  record Leeway(List<String> defaults, List<String> unknown) {
    /** None: writer and reader are the same version. */
    static final Leeway NONE = new Leeway(List.of(), List.of());
  }

  /**
   * What one versioning step found for one model, and how long it took. {@code stale} marks a step
   * that did not test the library: code compiled against the model's earlier shape ran on the
   * variant (see {@link #failed(String, Throwable, long)}).
   */
  record VersionStep(
      byte[] bytes,
      String schema,
      String failure,
      boolean silent,
      long millis,
      List<String> registered,
      List<String> instances,
      boolean stale) {

    VersionStep(byte[] bytes, String schema, String failure, boolean silent, long millis) {
      this(bytes, schema, failure, silent, millis, List.of(), List.of(), false);
    }

    static VersionStep failed(String failure, long start) {
      return new VersionStep(null, null, failure, false, elapsed(start));
    }

    /**
     * A step that threw. A {@link IncompatibleClassChangeError} ({@code NoSuchMethodError}, {@code
     * NoSuchFieldError}, ...) means that code compiled against the model's earlier shape ran on the
     * variant: adapters the build generated at compile time (avaje-jsonb, DSL-JSON's converters),
     * which a real change would regenerate with the class and serbench cannot. Such a step says
     * nothing about the library, and its cell is not tested. Libraries that bind at run time make
     * their code in the variant's own loader, for the variant's shape.
     */
    static VersionStep failed(String what, Throwable e, long start) {
      for (Throwable t = e; t != null; t = t.getCause()) {
        if (t instanceof LinkageError && !(t instanceof IncompatibleClassChangeError)) {
          return notTested(
              what
                  + ": the variant could not be loaded or linked ("
                  + Errors.oneLine(t)
                  + "): serbench's version of the class, not the codec, failed",
              start);
        }
        if (t instanceof IncompatibleClassChangeError) {
          return new VersionStep(
              null,
              null,
              what
                  + " with code compiled for the earlier class shape ("
                  + Errors.oneLine(t)
                  + "): generated at build time, it is regenerated with a real change, which the"
                  + " probe cannot do",
              false,
              elapsed(start),
              List.of(),
              List.of(),
              true);
        }
      }
      return failed(what + " failed: " + Errors.oneLine(e), start);
    }

    /**
     * A step that did not test the library: serbench could not set it up (its variant of a class,
     * the team's factory run against that variant, the codec made for it).
     */
    static VersionStep notTested(String why, long start) {
      return new VersionStep(null, null, why, false, elapsed(start), List.of(), List.of(), true);
    }

    /** A setup that threw: the sample or the codec could not be made for this version. */
    static VersionStep setupFailed(Throwable e, long start) {
      VersionStep linked = failed("setup", e, start);
      if (linked.stale()) {
        return linked;
      }
      return notTested(
          "setup failed ("
              + Errors.oneLine(e)
              + "): serbench could not make this version's sample or codec, so the change was not"
              + " tested; a sample that this version of the classes accepts would test it",
          start);
    }

    private static long elapsed(long start) {
      return (System.nanoTime() - start) / 1_000_000;
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
    List<Class<?>> models = JobJson.load(job.models(), version());
    List<VersionStep> steps = new ArrayList<>();
    for (int i = 0; i < job.samples().size(); i++) {
      Sample spec =
          new Sample(job.samples().get(i), job.carried() == null ? null : job.carried().get(i));
      steps.add(
          job.bytes() == null
              ? step(provider, models, spec, null, new Leeway(job.defaults(), List.of()))
              : job.bytes().get(i) == null
                  ? VersionStep.failed("nothing to read: the writer failed", System.nanoTime())
                  : step(
                      provider,
                      models,
                      spec,
                      new Written(
                          job.bytes().get(i),
                          job.schemas() == null ? null : job.schemas().get(i),
                          job.registered().get(i)),
                      new Leeway(job.defaults(), job.unknown())));
    }
    return JobJson.write(steps);
  }

  /**
   * Entry point of the step that reads, in the base version's loader, what each team sample holds
   * in the fields a rename changes: a {@link CarryJob} in, one {@link Carry} per sample out.
   */
  public static String carry(String json) throws Exception {
    CarryJob job = JobJson.read(json, CarryJob.class);
    List<Carry> carries = new ArrayList<>();
    for (SampleSpec spec : job.samples()) {
      try {
        Object sample = spec.instantiate(version());
        carries.add(new Carry(RenamedValues.collect(sample, job.fields()), null));
      } catch (Exception | LinkageError e) {
        carries.add(new Carry(null, Errors.oneLine(e)));
      }
    }
    return JobJson.write(carries);
  }

  /**
   * The loader of this step's version of the model, which {@link Isolation#call} makes the context
   * loader: this class's own where the version has a loader over the whole classpath, a child of it
   * where the versions share the library ({@link VariantLoaders}), which this class's own cannot
   * see into.
   */
  private static ClassLoader version() {
    return Thread.currentThread().getContextClassLoader();
  }

  /** Writes the sample when {@code writer} is null, else reads its bytes and compares. */
  private static VersionStep step(
      CodecProvider provider, List<Class<?>> models, Sample spec, Written writer, Leeway leeway) {
    List<String> writerRegistered = writer == null ? null : writer.registered();
    byte[] bytes = writer == null ? null : writer.bytes();
    String writerSchema = writer == null ? null : writer.schema();
    List<String> defaults = leeway.defaults();
    List<String> unknown = leeway.unknown();
    long start = System.nanoTime();
    Object sample;
    Codec codec;
    Set<Class<?>> present = Set.of();
    List<Class<?>> known;
    try {
      sample = spec.make();
      // the reader registers what the writer registered, as two deployments share one class list
      if (writerRegistered == null) {
        present = ModelTypes.reachableClasses(sample);
        known = ModelTypes.knownClasses(models, present);
      } else {
        known = loadable(writerRegistered);
      }
      // made in each of the probe's loaders and never timed: a library may skip its code generation
      codec = provider.create(new CodecContext(sample.getClass(), known, true));
    } catch (Throwable e) {
      return VersionStep.setupFailed(e, start);
    }
    if (bytes != null && writerSchema != null && codec instanceof SchemaResolvingCodec resolving) {
      // a schema-resolving codec (Avro) reads with the writer's schema beside its own: a schema
      // it cannot resolve is the library's own verdict on the change
      try {
        codec = resolving.readingFrom(writerSchema);
      } catch (Throwable e) {
        return VersionStep.failed("decode", e, start);
      }
    }
    Codec chosen = codec;
    if (bytes == null) {
      try {
        byte[] written = Isolation.withTimeout(() -> chosen.encode(sample));
        String schema =
            codec instanceof SchemaResolvingCodec resolving ? resolving.writerSchema() : null;
        return new VersionStep(
            written,
            schema,
            null,
            false,
            VersionStep.elapsed(start),
            known.stream().map(Class::getName).toList(),
            withSuperclasses(present),
            false);
      } catch (Throwable e) {
        return VersionStep.failed("encode", e, start);
      }
    }
    Object decoded;
    try {
      decoded = Isolation.withTimeout(() -> chosen.decode(bytes));
    } catch (Throwable e) {
      return VersionStep.failed("decode", e, start);
    }
    List<Difference> differences;
    try {
      // the reader's own sample may hold them there too (a team's sample read from a document)
      if (!unknown.isEmpty()) {
        Set<Class<?>> reachable = Set.copyOf(ModelTypes.knownClasses(models));
        CatchAllMaps.strip(decoded, unknown, reachable);
        CatchAllMaps.strip(sample, unknown, reachable);
      }
      differences =
          DeepComparator.compare(sample, decoded, 1_000).stream()
              .filter(d -> !onFieldTheWriterLacked(d, defaults))
              .toList();
    } catch (RuntimeException | StackOverflowError e) {
      // a decoder that writes into objects directly can leave a value that breaks when read
      return new VersionStep(
          null,
          null,
          "no error, but a corrupt value that fails when read: " + Errors.oneLine(e),
          true,
          VersionStep.elapsed(start));
    }
    if (differences.isEmpty()) {
      return new VersionStep(null, null, null, false, VersionStep.elapsed(start));
    }
    return new VersionStep(
        null,
        null,
        "no error, but wrong values: " + differences.get(0),
        true,
        VersionStep.elapsed(start));
  }

  /**
   * The names of the classes the sample holds instances of, and of their superclasses: a change to
   * an abstract class is exercised through its subclasses' instances.
   */
  private static List<String> withSuperclasses(Set<Class<?>> present) {
    Set<String> names = new java.util.TreeSet<>();
    for (Class<?> type : present) {
      for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
        names.add(c.getName());
      }
    }
    return List.copyOf(names);
  }

  /** The named classes that this loader has, in order; a class only one version has is left out. */
  private static List<Class<?>> loadable(List<String> names) {
    List<Class<?>> classes = new ArrayList<>();
    for (String name : names) {
      try {
        classes.add(Class.forName(name, false, version()));
      } catch (ClassNotFoundException | LinkageError e) {
        // not in this version of the model
      }
    }
    return classes;
  }

  /**
   * A difference in a field the writer's version did not have, or inside one: the reader can only
   * keep what its own class gives that field (its default, or an initialiser's value such as {@code
   * "default"}), so that field is not compared on that side. A renamed field is not such a field:
   * its value was written, under the other name.
   */
  static boolean onFieldTheWriterLacked(Difference difference, List<String> defaults) {
    if (defaults.isEmpty()) {
      return false;
    }
    for (String segment : difference.path().split("\\.")) {
      int index = segment.indexOf('[');
      if (defaults.contains(index >= 0 ? segment.substring(0, index) : segment)) {
        return true;
      }
    }
    return false;
  }
}
