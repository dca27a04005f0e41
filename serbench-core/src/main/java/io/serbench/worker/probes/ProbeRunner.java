package io.serbench.worker.probes;

import io.serbench.BenchmarkListener;
import io.serbench.codec.CodecProvider;
import io.serbench.config.BenchmarkRequest;
import io.serbench.measure.Samples;
import io.serbench.probe.CapabilityProbes;
import io.serbench.probe.common.Capability;
import io.serbench.probe.common.ModelInput;
import io.serbench.result.Capabilities;
import io.serbench.text.Errors;
import io.serbench.worker.verification.CodecLoaders;
import io.serbench.worker.verification.Verification;
import java.util.List;
import java.util.Set;

/**
 * Runs one codec's probes for {@link ProbeStage}: in the worker, in the codec's verification
 * loader, or, when the worker runs again after a crash, in a JVM of their own; and gives the codec
 * NOT_TESTED with the reason when an error escapes the probes' own guards, so that the other codecs
 * go on.
 */
final class ProbeRunner {
  private final BenchmarkRequest request;
  private final Samples samples;
  private final Verification verification;
  private final BenchmarkListener listener;

  ProbeRunner(
      BenchmarkRequest request,
      Samples samples,
      Verification verification,
      BenchmarkListener listener) {
    this.request = request;
    this.samples = samples;
    this.verification = verification;
    this.listener = listener;
  }

  /**
   * The probes of one codec on these models, in the worker or, after a crash, in a JVM of their
   * own; an error that escaped the probes' own guards gives this codec NOT_TESTED with the reason.
   */
  List<Capabilities> run(
      CapabilityProbes probes,
      CodecLoaders loaders,
      CodecProvider codec,
      List<ModelInput> toProbe,
      Set<Capability> capabilities)
      throws Exception {
    String id = codec.info().id();
    try {
      // a thread stuck in a hung round trip may still hold locks in the verification loader, and a
      // loader in which a class failed to initialise refuses it for good
      if (io.serbench.probe.ProbeJvm.enabled()) {
        // the worker runs again after a crash: each codec's probes in a JVM of their own
        return io.serbench.probe.ProbeJvm.probe(
            codec.info(),
            toProbe,
            samples.modelNames(),
            loaders.classpath(id),
            new io.serbench.probe.ProbeJvm.ProbeSettings(
                request.generator(),
                request.criteria().constraints().versioningChanges(),
                capabilities));
      }
      return probes.probe(
          codec.info(),
          toProbe,
          samples.modelNames(),
          verification.hung(id) || verification.poisoned(id) ? null : loaders.of(id).orElse(null),
          capabilities);
    } catch (InterruptedException e) {
      throw e;
    } catch (Throwable e) {
      // a heap exhausted, a linkage error: this codec's capabilities are not tested, with the
      // reason, and the other codecs go on
      String why = Errors.setupConflict(e).orElse(Errors.oneLine(e));
      listener.warn(id + ": the capability probes could not run: " + why);
      return CapabilityProbes.notProbed(codec.info(), toProbe, why);
    } finally {
      // the codec is done with its loader: release it now, so that the heap held by the probe
      // stage does not grow with the number of codecs
      loaders.discard(id);
    }
  }
}
