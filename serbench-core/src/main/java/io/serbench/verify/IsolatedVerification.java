package io.serbench.verify;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.model.ModelTypes;
import io.serbench.sample.SampleSpec;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

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

  /** What crosses into the isolated loader. */
  record Job(String codec, List<String> models, List<SampleSpec> samples) {}

  private IsolatedVerification() {}

  /**
   * One outcome per sample, in order, in fresh loaders over the classpath that are closed
   * afterwards.
   *
   * @param classpath the classpath to isolate, usually this JVM's {@code java.class.path}
   */
  public static List<RoundTripOutcome> verify(
      String codec, List<String> models, List<SampleSpec> samples, String classpath)
      throws Exception {
    List<URLClassLoader> opened = new ArrayList<>();
    try {
      return verify(
          codec,
          models,
          samples,
          () -> {
            URLClassLoader loader = Isolation.loader(classpath);
            opened.add(loader);
            return loader;
          });
    } finally {
      for (URLClassLoader loader : opened) {
        loader.close();
      }
    }
  }

  /**
   * One outcome per sample, in order, starting in the first loader the supplier gives. A class that
   * fails to initialise is refused for good in its loader, so the samples after such a failure go
   * on in the next loader the supplier gives: each sample then fails, or passes, with its own cause
   * instead of a bare "Could not initialize class".
   */
  public static List<RoundTripOutcome> verify(
      String codec, List<String> models, List<SampleSpec> samples, Supplier<URLClassLoader> loaders)
      throws Exception {
    List<RoundTripOutcome> outcomes = new ArrayList<>();
    URLClassLoader loader = loaders.get();
    while (outcomes.size() < samples.size()) {
      List<RoundTripOutcome> answer =
          Isolation.exchange(
              loader,
              IsolatedVerification.class,
              "runInside",
              new Job(codec, models, samples.subList(outcomes.size(), samples.size())),
              new TypeReference<List<RoundTripOutcome>>() {});
      int poisoned = -1;
      for (int i = 0; i < answer.size() - 1 && poisoned < 0; i++) {
        poisoned = answer.get(i).classInitFailed() ? i : -1;
      }
      if (poisoned < 0) {
        outcomes.addAll(answer);
      } else {
        outcomes.addAll(answer.subList(0, poisoned + 1));
        loader = loaders.get();
      }
    }
    return outcomes;
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
    List<RoundTripOutcome> outcomes = new ArrayList<>();
    for (SampleSpec spec : job.samples()) {
      Object sample = spec.instantiate(loader);
      CodecContext context =
          new CodecContext(sample.getClass(), ModelTypes.knownClasses(models, sample));
      outcomes.add(withTimeout(provider, context, sample));
    }
    return JSON.writeValueAsString(outcomes);
  }

  /** Runs one round trip with the time limit of {@link Isolation#withTimeout}. */
  private static RoundTripOutcome withTimeout(
      CodecProvider provider, CodecContext context, Object sample) throws Exception {
    AtomicReference<RoundTripOutcome.Phase> phase = new AtomicReference<>();
    AtomicReference<RoundTripOutcome.Phase> hungIn = new AtomicReference<>();
    try {
      return Isolation.withTimeout(
          () -> RoundTripVerifier.verify(provider, context, sample, phase),
          () -> hungIn.set(phase.get()));
    } catch (java.util.concurrent.TimeoutException e) {
      return RoundTripVerifier.timedOut(hungIn.get(), Isolation.timeoutSeconds());
    }
  }
}
