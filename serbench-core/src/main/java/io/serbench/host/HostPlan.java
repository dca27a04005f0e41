package io.serbench.host;

import io.serbench.SerbenchException;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.VersionedId;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.JvmOptions;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What the host decides before the worker starts, in the one class that decides it: the codec flags
 * of the codecs the request selects, as the catalog that the worker will have sees them (serbench's
 * and the project's own providers), the worker JVM's options composed from them, and the versioned
 * codecs whose jars a build tool resolves. The worker completes the plan after the model scan
 * ({@code io.serbench.worker.RunPlanner}); selection errors are left to it, since its catalog is
 * the one that runs.
 *
 * @param workerJvmOptions the worker JVM's options ({@link JvmOptions#worker})
 * @param versioned the versioned codecs the request names, to resolve
 */
public record HostPlan(List<String> workerJvmOptions, List<VersionedLibraries.Wanted> versioned) {
  public HostPlan {
    workerJvmOptions = List.copyOf(workerJvmOptions);
    versioned = List.copyOf(versioned);
  }

  /**
   * The host's plan for a request: one catalog load over the project's class path.
   *
   * @throws io.serbench.InvalidConfigurationException naming {@code codecs}, for a versioned id
   *     that is unknown, malformed, or names a library that comes with the JDK
   */
  public static HostPlan of(BenchmarkRequest request) {
    int feature = Runtime.version().feature();
    URLClassLoader project = projectLoader(request);
    try {
      CodecCatalog catalog = CodecCatalog.load(project);
      List<CodecProvider> selected;
      try {
        selected = catalog.select(request.codecs(), request.currentCodec());
      } catch (SerbenchException e) {
        // the worker reports the selection error with its own catalog
        selected = catalog.all();
      }
      Set<String> codecFlags = new LinkedHashSet<>();
      selected.forEach(codec -> codecFlags.addAll(codec.jvmFlags(feature)));
      List<VersionedLibraries.Wanted> wanted = new ArrayList<>();
      for (VersionedId id : catalog.versioned(request.codecs())) {
        wanted.add(VersionedLibraries.Wanted.of(id, catalog.find(id.base()).orElseThrow().info()));
      }
      return new HostPlan(JvmOptions.worker(request, codecFlags), wanted);
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
