package io.serbench.worker;

import io.serbench.BenchmarkListener;
import io.serbench.Errors;
import io.serbench.codec.CodecProvider;
import io.serbench.config.BenchmarkRequest;
import io.serbench.probe.CapabilityProbes;
import io.serbench.probe.GraphProbe;
import io.serbench.result.Capabilities;
import io.serbench.sample.SampleSpec;
import io.serbench.verify.RoundTripOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Stage 4: measures each codec's graph, versioning, cross-language and untrusted-input capabilities
 * on every model class, with the model's first sample, in the codec's verification loader; a codec
 * that timed out on a model is not probed on it again.
 */
final class ProbeStage {
  private final BenchmarkRequest request;
  private final BenchmarkListener listener;
  private final CodecLoaders loaders;

  ProbeStage(BenchmarkRequest request, BenchmarkListener listener, CodecLoaders loaders) {
    this.request = request;
    this.listener = listener;
    this.loaders = loaders;
  }

  List<Capabilities> probe(
      List<CodecProvider> codecs,
      SampleStage.Samples samples,
      VerificationStage.Verification verification)
      throws Exception {
    long start = System.nanoTime();
    listener.info(
        "Probing graph, versioning, cross-language and untrusted-input capabilities of "
            + codecs.size()
            + " codecs on "
            + probed(samples).size()
            + " model class(es)");
    CapabilityProbes probes =
        new CapabilityProbes(
            loaders.classpath(),
            request.generator(),
            request.criteria().constraints().versioningChanges());
    List<List<Capabilities>> perCodec =
        CodecTasks.inParallel(codecs, codec -> probeOne(probes, codec, samples, verification));
    List<Capabilities> capabilities = new ArrayList<>();
    perCodec.forEach(capabilities::addAll);
    listener.info(
        String.format(
            "Probed capabilities in %.1f s", (System.nanoTime() - start) / 1_000_000_000.0));
    return capabilities;
  }

  /**
   * The classes probed on their own: every sampled class, and each part that can refer back to
   * itself (a parent link, a tree), since its message's graph probe can only build cycles from the
   * message's own fields; a part probed this way gets a generated sample of its own.
   */
  static List<Class<?>> probed(SampleStage.Samples samples) {
    List<Class<?>> probed = new ArrayList<>(samples.models());
    samples.roles().stream()
        .filter(r -> !r.message() && !probed.contains(r.type()) && GraphProbe.canLink(r.type()))
        .forEach(r -> probed.add(r.type()));
    return probed;
  }

  private List<Capabilities> probeOne(
      CapabilityProbes probes,
      CodecProvider codec,
      SampleStage.Samples samples,
      VerificationStage.Verification verification)
      throws Exception {
    String id = codec.info().id();
    List<RoundTripOutcome> verified = verification.outcomes().get(id);
    List<SampleStage.PreparedSample> prepared = samples.samples();
    List<CapabilityProbes.ModelInput> inputs = new ArrayList<>();
    for (Class<?> model : probed(samples)) {
      int first = -1;
      String skip = null;
      for (int i = 0; i < prepared.size(); i++) {
        if (prepared.get(i).type() == model) {
          first = first < 0 ? i : first;
          if (verified.get(i).timedOut()) {
            skip = "its round trip timed out";
          }
        }
      }
      SampleSpec spec =
          first >= 0
              ? prepared.get(first).spec()
              : SampleSpec.generated(model, request.generator(), null, samples.modelNames());
      inputs.add(new CapabilityProbes.ModelInput(model, spec, skip));
    }
    long start = System.nanoTime();
    List<Capabilities> probed;
    try {
      // a thread stuck in a hung round trip may still hold locks in the verification loader, and a
      // loader in which a class failed to initialise refuses it for good
      probed =
          probes.probe(
              codec.info(),
              inputs,
              samples.modelNames(),
              verification.hung(id) || verification.poisoned(id)
                  ? null
                  : loaders.of(id).orElse(null));
    } catch (InterruptedException e) {
      throw e;
    } catch (Throwable e) {
      // an error that escaped the probes' own guards (a heap exhausted, a linkage error): this
      // codec's capabilities are not tested, with the reason, and the other codecs go on
      listener.warn(id + ": the capability probes could not run: " + Errors.oneLine(e));
      probed = CapabilityProbes.notProbed(codec.info(), inputs, Errors.oneLine(e));
    } finally {
      // the codec is done with its loader: release it now, so that the heap held by the probe
      // stage does not grow with the number of codecs
      loaders.discard(id);
    }
    listener.debug(
        String.format(Locale.ROOT, "probed %s in %.1f s", id, (System.nanoTime() - start) / 1e9));
    return probed;
  }
}
