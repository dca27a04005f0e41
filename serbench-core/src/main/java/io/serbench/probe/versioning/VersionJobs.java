package io.serbench.probe.versioning;

import com.fasterxml.jackson.core.type.TypeReference;
import io.serbench.probe.versioning.VersionSteps.Leeway;
import io.serbench.probe.versioning.VersionSteps.VersionJob;
import io.serbench.probe.versioning.VersionSteps.VersionStep;
import io.serbench.sample.SampleSpec;
import io.serbench.verify.Isolation;
import java.net.URLClassLoader;
import java.util.List;

/**
 * Versioning steps of one codec on every probed model, each step in one variant's loader.
 *
 * @param carried per sample, the renamed fields' values its renamed version is given ({@link
 *     RenamedValues}), or null: none
 */
record VersionJobs(
    String codec, List<String> allModels, List<SampleSpec> specs, List<RenamedValues> carried) {

  VersionJobs(String codec, List<String> allModels, List<SampleSpec> specs) {
    this(codec, allModels, specs, null);
  }

  /** The same steps, whose samples are given the renamed fields' carried values. */
  VersionJobs carrying(List<RenamedValues> values) {
    return new VersionJobs(codec, allModels, specs, values);
  }

  /**
   * What each sample holds, in the base version's loader, in the fields a rename changes.
   *
   * @param fields per declaring class name, the old name of its renamed field
   */
  List<VersionSteps.Carry> carry(URLClassLoader baseLoader, java.util.Map<String, String> fields)
      throws Exception {
    return Isolation.exchange(
        baseLoader,
        VersionSteps.class,
        "carry",
        new VersionSteps.CarryJob(specs, fields),
        new TypeReference<List<VersionSteps.Carry>>() {});
  }

  List<VersionStep> write(URLClassLoader loader) throws Exception {
    return run(loader, null, Leeway.NONE);
  }

  /**
   * Reads what the writers produced; where a writer failed there is nothing to read, and the
   * writer's failure is the finding (see {@code VersioningProbe.orWriterFailure}).
   */
  List<VersionStep> read(URLClassLoader loader, List<VersionStep> written, Leeway leeway)
      throws Exception {
    return run(loader, written, leeway);
  }

  /** Writes every sample when {@code written} is null, else reads what it holds. */
  private List<VersionStep> run(URLClassLoader loader, List<VersionStep> written, Leeway leeway)
      throws Exception {
    return Isolation.exchange(
        loader,
        VersionSteps.class,
        "version",
        new VersionJob(
            codec,
            allModels,
            specs,
            written == null ? null : written.stream().map(VersionStep::bytes).toList(),
            written == null ? null : written.stream().map(VersionStep::schema).toList(),
            written == null ? null : written.stream().map(VersionStep::registered).toList(),
            leeway.defaults(),
            leeway.unknown(),
            carried),
        new TypeReference<List<VersionStep>>() {});
  }
}
