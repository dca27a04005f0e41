package io.serbench.probe.nextjdk;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.model.ModelTypes;
import io.serbench.sample.SampleSpec;
import io.serbench.text.Errors;
import io.serbench.verify.DeepComparator;
import io.serbench.verify.Difference;
import java.io.IOException;
import java.io.Writer;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The child JVM of {@link NextJdkProbe}: round-trips each sample through each codec of one group
 * (one library's modes that share its JVM flags, {@link NextJdkGroups}) in a JVM that the probe
 * started on the newest JDK, with the flags it chose. It runs on the system class loader, as an
 * application does, so that the library meets the JVM's settings (a denied {@code Unsafe}, closed
 * packages) exactly as the team's service would.
 *
 * <p>It writes its progress as it goes, one JSON line per event ({@link Line}): a codec started, a
 * codec's outcomes, a codec that hung. The probe reads them even when this JVM died, so that it
 * knows which codec was running and what the others did. Each codec runs on a thread of its own
 * under its own time limit: one that hangs ends this JVM after its line is written, and the probe
 * starts another for the codecs after it. When asked to ({@link Job#stopOnWarning}), it stops after
 * the first codec that made the JDK print its one {@code Unsafe} warning, so that every warning a
 * JVM printed belongs to the last codec it started.
 *
 * <p>Arguments: the job file (JSON) and the progress file (JSON lines).
 */
public final class NextJdkMain {
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * What the probe asks.
   *
   * @param codecs each codec with its samples, in the order to run them
   * @param models every model class, for codecs that register them
   * @param probing whether the codecs are made for probing ({@link CodecContext#probing}: Fory's
   *     interpreter instead of its compiled serializers, as in the other probes)
   * @param stopOnWarning whether to stop after the first codec that made the JDK print its {@code
   *     Unsafe} warning (the run under the JDK's default setting)
   */
  record Job(List<Entry> codecs, List<String> models, boolean probing, boolean stopOnWarning) {}

  /**
   * One codec's work.
   *
   * @param codec the codec id
   * @param samples one sample per model probed
   * @param limitSeconds how long its round trips may take before it counts as hung
   */
  record Entry(String codec, List<SampleSpec> samples, long limitSeconds) {}

  /**
   * One line of progress: a codec started (no outcomes, no hang), finished (its outcomes, one per
   * sample in order) or hung (the limit it had, in seconds).
   */
  record Line(String codec, List<Outcome> outcomes, Long hungAfter) {}

  /**
   * What one sample did.
   *
   * @param model the sample's class
   * @param passed whether it came back equal
   * @param failure the phase and the first error or difference, or null
   * @param frame the innermost frame of the library (outside the JDK and serbench) where the error
   *     was thrown, or null
   */
  record Outcome(String model, boolean passed, String failure, String frame) {}

  private NextJdkMain() {}

  public static void main(String[] args) throws Exception {
    Job job = JSON.readValue(Path.of(args[0]).toFile(), Job.class);
    try (Writer progress =
        Files.newBufferedWriter(
            Path.of(args[1]),
            StandardCharsets.UTF_8,
            StandardOpenOption.CREATE,
            StandardOpenOption.APPEND)) {
      for (Entry entry : job.codecs()) {
        write(progress, new Line(entry.codec(), null, null));
        Optional<List<Outcome>> outcomes = guarded(entry, job);
        if (outcomes.isEmpty()) {
          write(progress, new Line(entry.codec(), null, entry.limitSeconds()));
          // the stuck thread may hold the library's locks: the next codecs get a JVM of their own
          Runtime.getRuntime().halt(0);
        }
        write(progress, new Line(entry.codec(), outcomes.get(), null));
        if (job.stopOnWarning() && unsafeWarned().orElse(true)) {
          // the JDK warns once per JVM: the next codec's first use would go unseen here
          break;
        }
      }
    }
    // a library's pool threads must not keep the JVM alive
    System.exit(0);
  }

  private static void write(Writer progress, Line line) throws IOException {
    progress.write(JSON.writeValueAsString(line));
    progress.write('\n');
    progress.flush();
  }

  /** One codec's outcomes, on a thread of its own, or empty when it outlived its limit. */
  private static Optional<List<Outcome>> guarded(Entry entry, Job job) throws InterruptedException {
    ExecutorService thread =
        Executors.newSingleThreadExecutor(
            r -> {
              Thread t = new Thread(r, "serbench-next-jdk-" + entry.codec());
              t.setDaemon(true);
              return t;
            });
    try {
      return Optional.of(
          thread
              .submit(() -> run(entry, job.models(), job.probing()))
              .get(entry.limitSeconds(), TimeUnit.SECONDS));
    } catch (TimeoutException e) {
      return Optional.empty();
    } catch (ExecutionException e) {
      // run guards every step itself; what escapes it is the codec's failure on every sample
      List<Outcome> failed = new ArrayList<>();
      entry.samples().forEach(spec -> failed.add(failed(spec, "setup", e.getCause())));
      return Optional.of(failed);
    } finally {
      thread.shutdownNow();
    }
  }

  /**
   * Whether the JDK has printed its one warning about {@code sun.misc.Unsafe}'s memory access in
   * this JVM, read from the flag it keeps; empty where the JDK keeps no such flag.
   */
  static Optional<Boolean> unsafeWarned() {
    try {
      Field warned = Class.forName("sun.misc.Unsafe").getDeclaredField("memoryAccessWarned");
      warned.setAccessible(true);
      return Optional.of(warned.getBoolean(null));
    } catch (ReflectiveOperationException | RuntimeException e) {
      return Optional.empty();
    }
  }

  static List<Outcome> run(Entry entry, List<String> modelNames, boolean probing) {
    ClassLoader loader = NextJdkMain.class.getClassLoader();
    List<Outcome> outcomes = new ArrayList<>();
    CodecProvider provider;
    List<Class<?>> models = new ArrayList<>();
    try {
      provider =
          CodecCatalog.load(loader)
              .find(entry.codec())
              .orElseThrow(() -> new IllegalStateException("no codec " + entry.codec()));
      for (String model : modelNames) {
        models.add(Class.forName(model, false, loader));
      }
    } catch (Throwable e) {
      for (SampleSpec spec : entry.samples()) {
        outcomes.add(failed(spec, "setup", e));
      }
      return outcomes;
    }
    for (SampleSpec spec : entry.samples()) {
      outcomes.add(roundTrip(provider, models, spec, loader, probing));
    }
    return outcomes;
  }

  private static Outcome roundTrip(
      CodecProvider provider,
      List<Class<?>> models,
      SampleSpec spec,
      ClassLoader loader,
      boolean probing) {
    String phase = "sample";
    try {
      Object sample = spec.instantiate(loader);
      phase = "create";
      Codec codec =
          provider.create(
              new CodecContext(
                  sample.getClass(), ModelTypes.knownClasses(models, sample), probing));
      phase = "encode";
      byte[] bytes = codec.encode(sample);
      phase = "decode";
      Object back = codec.decode(bytes);
      phase = "compare";
      List<Difference> differences =
          DeepComparator.compare(sample, back, 1).stream()
              .filter(d -> d.kind() != Difference.Kind.SHARING_LOST)
              .toList();
      if (!differences.isEmpty()) {
        return new Outcome(spec.modelClass(), false, "compare: " + differences.get(0), null);
      }
      return new Outcome(spec.modelClass(), true, null, null);
    } catch (Throwable e) {
      return failed(spec, phase, e);
    }
  }

  private static Outcome failed(SampleSpec spec, String phase, Throwable error) {
    return new Outcome(
        spec.modelClass(), false, phase + ": " + Errors.oneLine(error), libraryFrame(error));
  }

  /** The innermost frame outside the JDK and serbench of the error's root cause, or null. */
  static String libraryFrame(Throwable error) {
    Throwable root = error;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    for (StackTraceElement frame : root.getStackTrace()) {
      String type = frame.getClassName();
      if (!(type.startsWith("java.")
          || type.startsWith("javax.")
          || type.startsWith("jdk.")
          || type.startsWith("sun.")
          || type.startsWith("com.sun.")
          || type.startsWith("io.serbench."))) {
        return frame.toString();
      }
    }
    return null;
  }
}
