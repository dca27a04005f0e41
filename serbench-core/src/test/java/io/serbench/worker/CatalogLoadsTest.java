package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.config.BenchmarkRequest;
import io.serbench.config.RequestFile;
import io.serbench.testing.TestRequests;
import java.io.File;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A worker loads the codec catalog once: its planner, its probes and its report share the catalog
 * of the loader that has the project's classes and serbench's. The run happens in a loader of its
 * own over this class path, as the worker JVM's system loader is, so that the count is of that copy
 * of serbench alone, whatever other tests in this JVM loaded.
 */
class CatalogLoadsTest {
  @TempDir Path output;

  @Test
  void aWorkerRunThroughItsProbesAndReport_loadsTheCatalogOnce() throws Exception {
    BenchmarkRequest request =
        TestRequests.writingTo(output)
            .classes(List.of("io.serbench.testmodel.Point"))
            .codecs(List.of("jdk"))
            .build();
    Path file = output.resolve("request.json");
    RequestFile.write(request, file);
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    try (URLClassLoader worker = workerLoader()) {
      thread.setContextClassLoader(worker);
      Object read =
          worker
              .loadClass(RequestFile.class.getName())
              .getMethod("read", Path.class)
              .invoke(null, file);
      Class<?> listenerType = worker.loadClass(io.serbench.BenchmarkListener.class.getName());
      Object silent =
          Proxy.newProxyInstance(worker, new Class<?>[] {listenerType}, (p, m, a) -> null);
      Class<?> engineType = worker.loadClass(BenchmarkEngine.class.getName());
      Object engine =
          engineType
              .getConstructor(read.getClass(), listenerType, ClassLoader.class)
              .newInstance(read, silent, worker);
      Method run = engineType.getDeclaredMethod("run", boolean.class);
      run.setAccessible(true);
      // verification, the probes for the answer and the report, without the measurement
      run.invoke(engine, false);

      Object loads =
          worker
              .loadClass(io.serbench.codec.CodecCatalog.class.getName())
              .getMethod("discoveries")
              .invoke(null);
      assertThat(loads).isEqualTo(1);
    } finally {
      thread.setContextClassLoader(before);
    }
  }

  /** A loader over this JVM's class path with the platform loader as parent: a worker's classes. */
  private static URLClassLoader workerLoader() throws Exception {
    List<URL> urls = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      urls.add(Path.of(entry).toUri().toURL());
    }
    return new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
  }
}
