package io.serbench.worker.verification;

import io.serbench.BenchmarkListener;
import io.serbench.codec.CodecProvider;
import io.serbench.measure.PreparedSample;
import io.serbench.measure.Samples;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.run.RunContext;
import io.serbench.verify.Difference;
import io.serbench.verify.IsolatedVerification;
import io.serbench.verify.RoundTripOutcome;
import io.serbench.verify.RoundTripVerifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Stage 3: round-trips every sample through every codec, each codec in a class loader of its own
 * that {@link CodecLoaders} keeps open for its probes, and compares field by field.
 */
public final class VerificationStage {
  private final BenchmarkListener listener;
  private final CodecLoaders loaders;

  public VerificationStage(RunContext<?> context, CodecLoaders loaders) {
    this.listener = context.listener();
    this.loaders = loaders;
  }

  public Verification verify(
      List<CodecProvider> codecs, Samples samples, Map<String, String> broken) throws Exception {
    listener.info(
        "Verifying "
            + codecs.size()
            + " codecs on "
            + samples.samples().size()
            + " sample(s) of "
            + samples.models().size()
            + " model class(es)");
    List<String> modelNames = samples.modelNames();
    Map<String, Long> millis = new java.util.concurrent.ConcurrentHashMap<>();
    List<List<RoundTripOutcome>> perCodec =
        CodecTasks.inParallel(
            codecs,
            codec -> {
              String id = codec.info().id();
              long start = System.nanoTime();
              try {
                return IsolatedVerification.verify(
                    id, modelNames, samples.specs(), () -> loaders.open(id));
              } catch (InterruptedException e) {
                throw e;
              } catch (Throwable e) {
                // one codec that cannot even be verified (an error escaping its loader, a heap
                // exhausted) fails on every sample, with the reason; the others go on
                loaders.discard(id);
                RoundTripOutcome failed = RoundTripVerifier.notRun(e);
                return samples.specs().stream().map(spec -> failed).toList();
              } finally {
                millis.put(id, (System.nanoTime() - start) / 1_000_000);
              }
            });
    Map<String, List<RoundTripOutcome>> outcomes = new LinkedHashMap<>();
    for (int i = 0; i < codecs.size(); i++) {
      outcomes.put(codecs.get(i).info().id(), perCodec.get(i));
    }
    List<SampleResult> results = new ArrayList<>();
    for (int i = 0; i < samples.samples().size(); i++) {
      PreparedSample sample = samples.samples().get(i);
      List<CodecResult> perSample = new ArrayList<>();
      for (Map.Entry<String, List<RoundTripOutcome>> entry : outcomes.entrySet()) {
        RoundTripOutcome outcome = entry.getValue().get(i);
        perSample.add(result(entry.getKey(), outcome));
        if (!outcome.passed()) {
          listener.info(
              "  "
                  + entry.getKey()
                  + (outcome.failure() != null
                          && outcome.failure().startsWith(io.serbench.text.Errors.SETUP_CONFLICT)
                      ? " NOT TESTED on "
                      : " FAIL on ")
                  + sample.spec().name()
                  + ": "
                  + outcome.failure());
        }
      }
      results.add(
          new SampleResult(
              sample.spec().name(),
              sample.type().getName(),
              sample.spec().series(),
              sample.spec().size(),
              sample.notes(),
              perSample));
    }
    broken.forEach(
        (type, reason) ->
            results.add(
                new SampleResult(
                    "generated(" + type + ")", type, null, null, List.of(reason), List.of())));
    return new Verification(outcomes, List.copyOf(results), Map.copyOf(millis));
  }

  private static CodecResult result(String codec, RoundTripOutcome outcome) {
    return CodecResult.verified(
        codec,
        outcome.passed() ? null : outcome.phase().name(),
        outcome.failure(),
        new CodecResult.Differences(
            outcome.differences().stream().map(Difference::toString).toList(),
            outcome.differenceCount(),
            outcome.typeChanged(),
            outcome.sharingLost()),
        new CodecResult.Sizes(
            outcome.sizeBytes() < 0 ? null : outcome.sizeBytes(),
            outcome.deflatedBytes() < 0 ? null : outcome.deflatedBytes()));
  }
}
