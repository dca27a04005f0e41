package io.serbench.host;

import io.serbench.SerbenchException;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.VersionedId;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.CodecPatterns;
import io.serbench.jvm.JvmOptions;
import io.serbench.library.VersionedLibraries;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What the host decides before the worker starts, in the one class that decides it, with one load
 * of the catalog that the worker will have (serbench's and the project's own providers) per run,
 * made in the run's {@link HostContext}: the codec flags of the codecs the request selects, the
 * worker JVM's options composed from them for each JDK the run uses (a codec's flags depend on the
 * Java feature version, and a run on several JDKs starts a worker on each), and the versioned
 * codecs whose jars a build tool resolves. The worker completes the plan after the model scan
 * ({@code io.serbench.worker.RunPlanner}); selection errors are left to it, since its catalog is
 * the one that runs.
 *
 * @param workerJvmOptions the worker JVM's options ({@link JvmOptions#worker}) by the Java feature
 *     version of the JDK it runs on
 * @param versioned the versioned codecs the request names, to resolve
 */
public record HostPlan(
    Map<Integer, List<String>> workerJvmOptions, List<VersionedLibraries.Wanted> versioned) {
  public HostPlan {
    workerJvmOptions = Map.copyOf(workerJvmOptions);
    versioned = List.copyOf(versioned);
  }

  /**
   * The worker JVM's options on a JDK of this feature version.
   *
   * @throws IllegalArgumentException for a feature version the plan was not made for
   */
  public List<String> workerJvmOptions(int feature) {
    List<String> options = workerJvmOptions.get(feature);
    if (options == null) {
      throw new IllegalArgumentException(
          "no worker options for Java " + feature + "; the plan has " + workerJvmOptions.keySet());
    }
    return options;
  }

  /**
   * The host's plan for a run on the request's own {@code java} launcher alone. A run makes its
   * plan once, in its {@link HostContext}.
   */
  public static HostPlan of(BenchmarkRequest request) {
    return of(request, List.of(Jdk.featureOf(request.javaExecutable())));
  }

  /**
   * The host's plan for a run on JDKs of these feature versions: one catalog load over the
   * project's class path.
   *
   * @throws io.serbench.InvalidConfigurationException naming {@code codecs}, for a versioned id
   *     that is unknown, malformed, or names a library that comes with the JDK
   */
  public static HostPlan of(BenchmarkRequest request, Collection<Integer> features) {
    URLClassLoader project = projectLoader(request);
    try {
      CodecCatalog catalog = CodecCatalog.load(project);
      List<CodecProvider> selected;
      try {
        selected = CodecPatterns.select(catalog, request.codecs(), request.currentCodec());
      } catch (SerbenchException e) {
        // the worker reports the selection error with its own catalog
        selected = catalog.all();
      }
      JvmOptions.WorkerJvm worker =
          new JvmOptions.WorkerJvm(
              request.measurement(),
              request.worker().roundTripTimeoutSeconds(),
              request.worker().verifyBytecode());
      Map<Integer, List<String>> options = new TreeMap<>();
      for (int feature : features) {
        Set<String> codecFlags = new LinkedHashSet<>();
        selected.forEach(codec -> codecFlags.addAll(codec.jvmFlags(feature)));
        options.put(feature, JvmOptions.worker(worker, codecFlags));
      }
      List<VersionedLibraries.Wanted> wanted = new ArrayList<>();
      for (VersionedId id : CodecPatterns.versioned(catalog, request.codecs())) {
        wanted.add(VersionedLibraries.Wanted.of(id, catalog.find(id.base()).orElseThrow().info()));
      }
      return new HostPlan(options, wanted);
    } finally {
      try {
        project.close();
      } catch (IOException e) {
        // closing the loader failed; the plan is complete
      }
    }
  }

  /** A loader over the project's classpath, to see the codecs it contributes. */
  static URLClassLoader projectLoader(BenchmarkRequest request) {
    List<URL> urls = new ArrayList<>();
    for (String entry : request.projectClasspath()) {
      try {
        urls.add(Path.of(entry).toUri().toURL());
      } catch (MalformedURLException | RuntimeException e) {
        // an entry that is not a path cannot hold a provider
      }
    }
    return new URLClassLoader(urls.toArray(URL[]::new), HostPlan.class.getClassLoader());
  }
}
