package io.serbench.verify;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.model.ModelTypes;
import io.serbench.sample.SampleSpec;
import java.io.File;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Verifies one codec in a class loader of its own, so that no library state survives from one codec
 * to the next. FST, for one, shares class metadata between configurations in a JVM: after its
 * unshared mode has seen a class, its default mode no longer restores cycles of it. JMH forks are
 * isolated by construction; this gives verification the same isolation.
 *
 * <p>The loader sees the same classpath as this JVM, with the platform loader as parent. Samples
 * are rebuilt inside it from their {@link SampleSpec}, and outcomes cross back as JSON.
 */
public final class IsolatedVerification {
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * How long one round trip may take before the codec is reported as hanging, in seconds; the
   * system property {@code serbench.roundTripTimeout} overrides it.
   */
  public static final long ROUND_TRIP_TIMEOUT_SECONDS = 60;

  /** What crosses into the isolated loader. */
  record Job(String codec, List<String> models, List<SampleSpec> samples) {}

  private IsolatedVerification() {}

  /**
   * One outcome per sample, in order.
   *
   * @param classpath the classpath to isolate, usually this JVM's {@code java.class.path}
   */
  public static List<RoundTripOutcome> verify(
      String codec, List<String> models, List<SampleSpec> samples, String classpath)
      throws Exception {
    String job = JSON.writeValueAsString(new Job(codec, models, samples));
    ClassLoader previous = Thread.currentThread().getContextClassLoader();
    try (URLClassLoader isolated =
        new URLClassLoader(urls(classpath), ClassLoader.getPlatformClassLoader())) {
      Thread.currentThread().setContextClassLoader(isolated);
      Class<?> inside = Class.forName(IsolatedVerification.class.getName(), true, isolated);
      String result = (String) inside.getMethod("runInside", String.class).invoke(null, job);
      return Arrays.asList(JSON.readValue(result, RoundTripOutcome[].class));
    } catch (InvocationTargetException e) {
      throw e.getCause() instanceof Exception cause ? cause : e;
    } finally {
      Thread.currentThread().setContextClassLoader(previous);
    }
  }

  /** Runs inside the isolated loader; public only so that the caller can reach it reflectively. */
  public static String runInside(String jobJson) throws Exception {
    Job job = JSON.readValue(jobJson, Job.class);
    ClassLoader loader = IsolatedVerification.class.getClassLoader();
    CodecProvider provider = CodecCatalog.load(loader).find(job.codec()).orElseThrow();
    List<Class<?>> models = new ArrayList<>();
    for (String model : job.models()) {
      models.add(Class.forName(model, true, loader));
    }
    List<Class<?>> known = ModelTypes.knownClasses(models);
    List<RoundTripOutcome> outcomes = new ArrayList<>();
    for (SampleSpec spec : job.samples()) {
      Object sample = spec.instantiate(loader);
      CodecContext context = new CodecContext(sample.getClass(), known);
      outcomes.add(withTimeout(provider, context, sample));
    }
    return JSON.writeValueAsString(outcomes);
  }

  /**
   * Runs one round trip on a daemon thread, and gives up after {@link #ROUND_TRIP_TIMEOUT_SECONDS}:
   * a codec that loops forever is reported, and the others go on.
   */
  private static RoundTripOutcome withTimeout(
      CodecProvider provider, CodecContext context, Object sample) throws InterruptedException {
    AtomicReference<RoundTripOutcome.Phase> phase = new AtomicReference<>();
    AtomicReference<RoundTripOutcome> outcome = new AtomicReference<>();
    Thread worker =
        new Thread(
            null,
            () -> outcome.set(RoundTripVerifier.verify(provider, context, sample, phase)),
            "serbench-round-trip",
            0);
    worker.setDaemon(true);
    worker.start();
    long timeout = Long.getLong("serbench.roundTripTimeout", ROUND_TRIP_TIMEOUT_SECONDS);
    worker.join(TimeUnit.SECONDS.toMillis(timeout));
    if (outcome.get() == null) {
      // a codec that honours interrupts stops here; one that does not keeps a daemon thread busy
      worker.interrupt();
      return RoundTripVerifier.timedOut(phase.get(), timeout);
    }
    return outcome.get();
  }

  private static URL[] urls(String classpath) throws MalformedURLException {
    List<URL> urls = new ArrayList<>();
    for (String entry : classpath.split(File.pathSeparator)) {
      if (!entry.isBlank()) {
        urls.add(Path.of(entry).toUri().toURL());
      }
    }
    return urls.toArray(URL[]::new);
  }
}
