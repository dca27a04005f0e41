package io.serbench.probe;

import com.fasterxml.jackson.core.type.TypeReference;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecInfo;
import io.serbench.jvm.JvmOptions;
import io.serbench.probe.common.Capability;
import io.serbench.probe.common.ChildJvm;
import io.serbench.probe.common.ModelInput;
import io.serbench.probe.nextjdk.NextJdk;
import io.serbench.probe.nextjdk.NextJdkProbe;
import io.serbench.probe.untrusted.ResourceAttacks;
import io.serbench.protocol.SystemProperty;
import io.serbench.result.Capabilities;
import io.serbench.result.SchemaChange;
import io.serbench.result.io.ResultsFile;
import io.serbench.sample.SampleSpec;
import io.serbench.settings.GeneratorSettings;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One codec's capability probes in a JVM of their own, so that a probe that crashes the JVM (a
 * library's {@code Unsafe} code reading bytes of another class version) ends that codec's verdicts,
 * not the run. The worker runs its probes in its own JVM, where they start warm in the codec's
 * verification loader; when a worker dies of a crash, the launcher runs it again with {@link
 * SystemProperty#PROBES_IN_OWN_JVM} set, and every codec whose verdicts the probe cache does not
 * hold is probed here.
 *
 * <p>The child runs with the worker's own JVM options and classpath, and {@link #main} runs {@link
 * CapabilityProbes} as the worker would.
 */
public final class ProbeJvm {
  /** The probe of one codec, as the child reads it. */
  record Job(
      String codec,
      String classpath,
      GeneratorSettings settings,
      SchemaChange.Required required,
      List<Input> inputs,
      List<String> allModels,
      java.util.Set<Capability> capabilities) {}

  /** One model: its class, its sample, and why it is skipped (null: probed). */
  record Input(String model, SampleSpec sample, String skipReason) {}

  private ProbeJvm() {}

  /** Whether this worker probes each codec in a JVM of its own. */
  public static boolean enabled() {
    return SystemProperty.PROBES_IN_OWN_JVM.enabled();
  }

  /**
   * Probes the codec in a child JVM; a crash, a hang or a child that answers nothing gives every
   * model NOT_TESTED, with the crash's frames.
   *
   * @param classpath the classpath of the codec's isolated loaders
   */
  public static List<Capabilities> probe(
      CodecInfo codec,
      List<ModelInput> models,
      List<String> allModels,
      String classpath,
      ProbeSettings settings) {
    try (ChildJvm child = new ChildJvm("serbench-probe")) {
      Path job = child.file("job.json");
      Path answer = child.file("answer.json");
      ResultsFile.mapper()
          .writeValue(
              job.toFile(),
              new Job(
                  codec.id(),
                  classpath,
                  settings.generator(),
                  settings.required(),
                  models.stream()
                      .map(m -> new Input(m.model().getName(), m.sample(), m.skipReason()))
                      .toList(),
                  allModels,
                  settings.capabilities()));
      ChildJvm.Exit exit =
          child.run(
              ChildJvm.thisJava(),
              JvmOptions.likeThisJvm(SystemProperty.PROBES_IN_OWN_JVM),
              System.getProperty("java.class.path"),
              List.of(ProbeJvm.class.getName(), job.toString(), answer.toString()),
              0);
      Optional<String> died = exit.died("the probes' JVM", answer);
      if (died.isPresent()) {
        return CapabilityProbes.notProbed(
            codec,
            models,
            died.get()
                + (exit.crash().isEmpty()
                    ? ""
                    : ", a library's native or Unsafe code (its probes ran in a JVM of their own,"
                        + " so the crash ended only this codec's verdicts)"));
      }
      return ResultsFile.mapper()
          .readValue(answer.toFile(), new TypeReference<List<Capabilities>>() {});
    } catch (IOException e) {
      return CapabilityProbes.notProbed(codec, models, "the probes' JVM: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return CapabilityProbes.notProbed(codec, models, "interrupted");
    }
  }

  /**
   * What the probes of a codec are given: the generator and the versioning changes required, which
   * every codec shares, and the capabilities this codec is probed for.
   */
  public record ProbeSettings(
      GeneratorSettings generator,
      SchemaChange.Required required,
      java.util.Set<Capability> capabilities) {}

  /** Runs one codec's probes, as the worker would, and writes its capabilities. */
  public static void main(String[] args) throws Exception {
    Job job = ResultsFile.mapper().readValue(Path.of(args[0]).toFile(), Job.class);
    ClassLoader loader = ProbeJvm.class.getClassLoader();
    List<ModelInput> inputs = new ArrayList<>();
    for (Input input : job.inputs()) {
      inputs.add(
          new ModelInput(
              Class.forName(input.model(), false, loader), input.sample(), input.skipReason()));
    }
    CodecInfo codec = CodecCatalog.load(loader).find(job.codec()).orElseThrow().info();
    String own = System.getProperty("java.class.path");
    CapabilityProbes probes =
        new CapabilityProbes(
            job.classpath(),
            job.settings(),
            job.required(),
            new NextJdkProbe(NextJdk.find(), own),
            new ResourceAttacks(own));
    List<Capabilities> capabilities =
        probes.probe(codec, inputs, job.allModels(), null, job.capabilities());
    ResultsFile.mapper().writeValue(Path.of(args[1]).toFile(), capabilities);
    // a library's pool threads must not keep the JVM alive
    System.exit(0);
  }
}
