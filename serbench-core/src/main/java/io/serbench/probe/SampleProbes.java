package io.serbench.probe;

import com.fasterxml.jackson.core.type.TypeReference;
import io.serbench.codec.CodecProvider;
import io.serbench.probe.common.Capability;
import io.serbench.probe.common.JobJson;
import io.serbench.probe.common.SampleProbe;
import io.serbench.probe.crosslanguage.CrossLanguageProbe;
import io.serbench.probe.graph.GraphProbe;
import io.serbench.probe.graph.SharedInstanceProbe;
import io.serbench.result.CapabilityResult;
import io.serbench.sample.SampleSpec;
import io.serbench.text.Errors;
import io.serbench.verify.Isolation;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;

/**
 * The probes that work on the user's own sample in the codec's own loader: graph ({@link
 * GraphProbe}), cross-language ({@link CrossLanguageProbe}) and one instance shared by two threads
 * ({@link SharedInstanceProbe}), each a {@link SampleProbe}. The public method runs inside the
 * isolated loader.
 */
public final class SampleProbes {
  private SampleProbes() {}

  /**
   * Graph, cross-language and shared-instance probes for every model, in the codec's own loader:
   * those of {@code capabilities}.
   */
  record Job(
      String codec,
      String wireFormat,
      boolean graphClaimed,
      boolean crossClaimed,
      List<String> models,
      List<SampleSpec> samples,
      boolean sharedClaimed,
      java.util.Set<Capability> capabilities) {}

  /** One result per model, in order; a capability the job did not ask for is null. */
  record Result(
      CapabilityResult graph, CapabilityResult crossLanguage, CapabilityResult sharedInstance) {}

  /** Runs the job in the loader and returns one result per model, in order. */
  static List<Result> run(ClassLoader loader, Job job) throws Exception {
    return Isolation.exchange(
        loader, SampleProbes.class, "inside", job, new TypeReference<List<Result>>() {});
  }

  /** Entry point inside the codec's loader: a {@link Job} in, one {@link Result} per model out. */
  public static String inside(String json) throws Exception {
    Job job = JobJson.read(json, Job.class);
    CodecProvider provider = JobJson.provider(job.codec());
    List<Class<?>> models = JobJson.load(job.models());
    ClassLoader loader = SampleProbes.class.getClassLoader();
    List<Result> results = new ArrayList<>();
    for (int i = 0; i < models.size(); i++) {
      SampleSpec spec = job.samples().get(i);
      SampleProbe.Subject subject =
          new SampleProbe.Subject(
              provider, job.wireFormat(), models.get(i), models, () -> spec.instantiate(loader));
      results.add(
          new Result(
              asked(job, Capability.GRAPH, GraphProbe::onSample, subject, job.graphClaimed()),
              asked(
                  job,
                  Capability.CROSS_LANGUAGE,
                  CrossLanguageProbe::onSample,
                  subject,
                  job.crossClaimed()),
              asked(
                  job,
                  Capability.SHARED_INSTANCE,
                  SharedInstanceProbe::onSample,
                  subject,
                  job.sharedClaimed())));
    }
    return JobJson.write(results);
  }

  /** The probe's verdict when the job asks for its capability, else null. */
  private static CapabilityResult asked(
      Job job,
      Capability capability,
      SampleProbe probe,
      SampleProbe.Subject subject,
      boolean claimed) {
    return job.capabilities().contains(capability) ? timed(probe, subject, claimed) : null;
  }

  /** The probe's verdict with the time it took, or the verdict on its timeout or escaped error. */
  private static CapabilityResult timed(
      SampleProbe probe, SampleProbe.Subject subject, boolean claimed) {
    long start = System.nanoTime();
    CapabilityResult result;
    try {
      result = Isolation.withTimeout(() -> probe.run(subject, claimed));
    } catch (TimeoutException e) {
      result = CapabilityResult.fail(claimed, "the probe " + e.getMessage());
    } catch (Throwable e) {
      // a linkage error between two jars is a setup conflict, which says nothing of the codec
      result =
          CapabilityResult.notTested(
              claimed,
              Errors.setupConflict(e).orElse("the probe could not run: " + Errors.oneLine(e)));
    }
    return result.took((System.nanoTime() - start) / 1_000_000);
  }
}
