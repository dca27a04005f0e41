package io.serbench.host;

import io.serbench.config.BenchmarkRequest;
import io.serbench.library.CodecJars;
import java.util.List;

/**
 * What the host decides before any worker starts, made once and handed to each step after it: the
 * request, the JDKs it runs on, checked, and the {@link HostPlan}, the one load of the catalog over
 * the project's class path in the build tool's JVM. A build tool resolves the versioned codecs'
 * jars from the plan ({@link #withCodecJars}), then the {@link Launcher} runs it.
 *
 * @param request the request
 * @param jdks the JDKs to run on one after the other; empty for the request's own launcher
 * @param plan the host's plan, for the feature version of each JDK the run uses
 */
public record HostContext(BenchmarkRequest request, List<Jdk> jdks, HostPlan plan) {
  public HostContext {
    jdks = List.copyOf(jdks);
  }

  /**
   * Checks every JDK home first, so that a wrong entry fails before anything is loaded or runs,
   * then makes the host's plan for the feature versions of the JDKs the run uses.
   *
   * @param jdkHomes JDK homes to run on one after the other; empty for the request's own launcher
   * @throws io.serbench.InvalidConfigurationException naming {@code <jvms>} for a JDK home that is
   *     not one, or {@code codecs} for a versioned id that is wrong
   */
  public static HostContext of(BenchmarkRequest request, List<String> jdkHomes) {
    List<Jdk> jdks = jdkHomes.stream().map(Jdk::of).toList();
    return new HostContext(
        request,
        jdks,
        HostPlan.of(
            request,
            jdks.isEmpty()
                ? List.of(Jdk.featureOf(request.javaExecutable()))
                : jdks.stream().map(Jdk::feature).distinct().toList()));
  }

  /** The same run, its request with the jars resolved for the plan's versioned codecs. */
  public HostContext withCodecJars(List<CodecJars> jars) {
    return new HostContext(request.toBuilder().codecJars(jars).build(), jdks, plan);
  }
}
