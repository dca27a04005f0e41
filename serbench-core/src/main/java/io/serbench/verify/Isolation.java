package io.serbench.verify;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.protocol.SystemProperty;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Fresh class loaders over this JVM's classpath, and the two rules for code that runs in them: only
 * strings cross the boundary, and every call into a codec has a time limit.
 *
 * <p>A loader may replace some classes by other bytes (evolved variants of a model class), so that
 * an old and a new version of the same class can meet, each in a loader of its own.
 */
public final class Isolation {
  /**
   * How long one call into a codec may take, in seconds, before it is reported as hanging, unless
   * the request's {@code roundTripTimeout} says otherwise.
   */
  public static final long DEFAULT_TIMEOUT_SECONDS =
      io.serbench.settings.Defaults.ROUND_TRIP_TIMEOUT_SECONDS;

  private Isolation() {}

  /** The time limit of one call into a codec, in seconds. */
  public static long timeoutSeconds() {
    // a system property is what reaches the copies of this class that every isolated loader holds
    return Long.getLong(SystemProperty.ROUND_TRIP_TIMEOUT.key(), DEFAULT_TIMEOUT_SECONDS);
  }

  /** A loader over the classpath, with the platform loader as parent and no replaced classes. */
  public static URLClassLoader loader(String classpath) {
    return loader(classpath, Map.of());
  }

  /**
   * A loader over the classpath that defines the classes in {@code replaced} from the given bytes
   * instead of the classpath's.
   */
  public static URLClassLoader loader(String classpath, Map<String, byte[]> replaced) {
    return loader(
        io.serbench.files.Classpaths.urls(classpath),
        replaced,
        ClassLoader.getPlatformClassLoader());
  }

  /**
   * A loader over the URLs, delegating to {@code parent} first, that defines the classes in {@code
   * replaced} from the given bytes where the parent does not have them: the versioning probe's
   * variants share one parent holding a codec's library ({@code
   * io.serbench.probe.versioning.VariantLoaders}).
   */
  public static URLClassLoader loader(
      URL[] urls, Map<String, byte[]> replaced, ClassLoader parent) {
    return new Replacing(urls, Map.copyOf(replaced), parent);
  }

  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * The JSON boundary to an isolated loader: writes the job as JSON, calls {@code
   * entry.method(String)} inside the loader (see {@link #call}), and reads its JSON answer as the
   * given type. Jobs and answers are records of strings, numbers and byte arrays, which both sides
   * of the boundary know by name only.
   */
  public static <T> T exchange(
      ClassLoader loader, Class<?> entry, String method, Object job, TypeReference<T> answer)
      throws Exception {
    String argument = job instanceof String text ? text : JSON.writeValueAsString(job);
    return JSON.readValue(call(loader, entry, method, argument), answer);
  }

  /**
   * Calls {@code entry.method(String)} as loaded by {@code loader}, with the loader as context
   * class loader, and returns its string result. Exceptions thrown inside come out unwrapped.
   */
  public static String call(ClassLoader loader, Class<?> entry, String method, String argument)
      throws Exception {
    ClassLoader previous = Thread.currentThread().getContextClassLoader();
    try {
      Thread.currentThread().setContextClassLoader(loader);
      Class<?> inside = Class.forName(entry.getName(), true, loader);
      return (String) inside.getMethod(method, String.class).invoke(null, argument);
    } catch (InvocationTargetException e) {
      throw e.getCause() instanceof Exception cause ? cause : e;
    } finally {
      Thread.currentThread().setContextClassLoader(previous);
    }
  }

  /**
   * Runs the task on a daemon thread that inherits the caller's context class loader, and gives up
   * after {@link #timeoutSeconds()}: a codec that loops forever is reported, and the others go on.
   * A codec that honours interrupts stops; one that does not keeps a daemon thread busy.
   *
   * @throws TimeoutException when the task did not finish in time
   */
  public static <T> T withTimeout(Callable<T> task) throws Exception {
    return withTimeout(task, () -> {});
  }

  /**
   * Like {@link #withTimeout(Callable)}, running {@code beforeInterrupt} when time is up and before
   * the task's thread is interrupted, so that the caller can record where it hung.
   */
  public static <T> T withTimeout(Callable<T> task, Runnable beforeInterrupt) throws Exception {
    AtomicReference<T> result = new AtomicReference<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread worker =
        new Thread(
            null,
            () -> {
              try {
                result.set(task.call());
              } catch (Throwable e) {
                failure.set(e);
              }
            },
            "serbench-probe",
            0);
    worker.setDaemon(true);
    worker.setContextClassLoader(Thread.currentThread().getContextClassLoader());
    worker.start();
    long timeout = timeoutSeconds();
    worker.join(TimeUnit.SECONDS.toMillis(timeout));
    if (worker.isAlive()) {
      beforeInterrupt.run();
      worker.interrupt();
      throw new TimeoutException("timed out after " + timeout + " s; the codec may loop forever");
    }
    if (failure.get() instanceof Exception e) {
      throw e;
    }
    if (failure.get() instanceof Error e) {
      throw e;
    }
    return result.get();
  }

  /** A URLClassLoader that defines some classes from given bytes. */
  private static final class Replacing extends URLClassLoader {
    static {
      registerAsParallelCapable();
    }

    private final Map<String, byte[]> replaced;

    Replacing(URL[] urls, Map<String, byte[]> replaced, ClassLoader parent) {
      super(urls, parent);
      this.replaced = replaced;
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
      byte[] bytes = replaced.get(name);
      if (bytes != null) {
        return defineClass(name, bytes, 0, bytes.length);
      }
      return super.findClass(name);
    }
  }
}
