package io.serbench.probe;

import com.fasterxml.jackson.core.type.TypeReference;
import io.serbench.Errors;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.SchemaResolvingCodec;
import io.serbench.model.ModelTypes;
import io.serbench.result.CapabilityResult;
import io.serbench.sample.SampleSpec;
import io.serbench.verify.Isolation;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeoutException;

/**
 * The probes that work on the user's own sample in the codec's own loader: graph ({@link
 * GraphProbe}), cross-language ({@link CrossLanguageProbe}) and one instance shared by two threads
 * ({@link SharedInstanceProbe}). The public method runs inside the isolated loader.
 */
public final class SampleProbes {
  private SampleProbes() {}

  /** Graph and cross-language probes for every model, in the codec's own loader. */
  record Job(
      String codec,
      String wireFormat,
      boolean graphClaimed,
      boolean crossClaimed,
      List<String> models,
      List<SampleSpec> samples,
      boolean sharedClaimed) {}

  /** One result per model, in order. */
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
                if (!CrossLanguageProbe.hasDecoder(job.wireFormat())) {
                  // Java only, whatever the sample: no need to encode it to know
                  return CrossLanguageProbe.check(job.wireFormat(), job.crossClaimed(), null, null);
                }
                Object sample = spec.instantiate(loader);
                Codec codec =
                    provider.create(
                        new CodecContext(
                            sample.getClass(), ModelTypes.knownClasses(models, sample)));
                byte[] bytes;
                try {
                  bytes = codec.encode(sample);
                } catch (Exception | StackOverflowError e) {
                  return CapabilityResult.notTested(
                      job.crossClaimed(),
                      "not tested: the codec could not encode the sample: " + Errors.oneLine(e));
                }
                return CrossLanguageProbe.check(
                    job.wireFormat(),
                    job.crossClaimed(),
                    bytes,
                    sample,
                    codec instanceof SchemaResolvingCodec resolving
                        ? resolving.writerSchema()
                        : null);
              },
              job.crossClaimed());
      long last = System.nanoTime();
      CapabilityResult shared =
          timed(
              () -> {
                Object first = spec.instantiate(loader);
                Codec codec =
                    provider.create(
                        new CodecContext(first.getClass(), ModelTypes.knownClasses(models, first)));
                return SharedInstanceProbe.run(
                    job.sharedClaimed(), codec, () -> spec.instantiate(loader));
              },
              job.sharedClaimed());
      results.add(
          new Result(
              graph.took((middle - start) / 1_000_000),
              cross.took((last - middle) / 1_000_000),
              shared.took((System.nanoTime() - last) / 1_000_000)));
    }
    return JobJson.write(results);
  }

  private static CapabilityResult timed(Callable<CapabilityResult> probe, boolean claimed) {
    try {
      return Isolation.withTimeout(probe);
    } catch (TimeoutException e) {
      return CapabilityResult.fail(claimed, "the probe " + e.getMessage());
    } catch (Throwable e) {
      return CapabilityResult.notTested(claimed, "the probe could not run: " + Errors.oneLine(e));
    }
  }
}
