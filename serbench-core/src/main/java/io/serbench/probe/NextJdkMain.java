package io.serbench.probe;

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
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The child JVM of {@link NextJdkProbe}: round-trips each sample through one codec in a JVM that
 * the probe started on the newest JDK, with the flags it chose, and writes one outcome per sample.
 * It runs on the system class loader, as an application does, so that the library meets the JVM's
 * settings (a denied {@code Unsafe}, closed packages) exactly as the team's service would.
 *
 * <p>Arguments: the job file and the answer file, both JSON.
 */
public final class NextJdkMain {
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * What the probe asks: one codec, the model classes it registers, one sample per model, and
   * whether the codec is made for probing ({@link CodecContext#probing}: Fory's interpreter instead
   * of its compiled serializers, for the run that only listens for warnings).
   */
  record Job(String codec, List<String> models, List<SampleSpec> samples, boolean probing) {}

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
    List<Outcome> outcomes = run(job);
    JSON.writeValue(Path.of(args[1]).toFile(), outcomes);
    // a library's pool threads must not keep the JVM alive
    System.exit(0);
  }

  static List<Outcome> run(Job job) {
    ClassLoader loader = NextJdkMain.class.getClassLoader();
    List<Outcome> outcomes = new ArrayList<>();
    CodecProvider provider;
    List<Class<?>> models = new ArrayList<>();
    try {
      provider =
          CodecCatalog.load(loader)
              .find(job.codec())
              .orElseThrow(() -> new IllegalStateException("no codec " + job.codec()));
      for (String model : job.models()) {
        models.add(Class.forName(model, false, loader));
      }
    } catch (Throwable e) {
      for (SampleSpec spec : job.samples()) {
        outcomes.add(failed(spec, "setup", e));
      }
      return outcomes;
    }
    for (SampleSpec spec : job.samples()) {
      outcomes.add(roundTrip(provider, models, spec, loader, job.probing()));
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
