package io.serbench.worker.verification;

import io.serbench.BenchmarkListener;
import io.serbench.library.VersionedCodecs;
import io.serbench.verify.Isolation;
import java.io.IOException;
import java.net.URLClassLoader;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Owns each codec's isolated class loader from verification to the end of its probes, which start
 * warm in it, and closes them all when the run is done with them.
 */
public final class CodecLoaders implements AutoCloseable {
  private final String classpath;
  private final VersionedCodecs versioned;
  private final BenchmarkListener listener;
  private final Map<String, URLClassLoader> loaders = new ConcurrentHashMap<>();

  public CodecLoaders(String classpath, BenchmarkListener listener) {
    this(classpath, null, listener);
  }

  /**
   * @param versioned the classpaths of the versioned codecs, or {@code null} when there are none
   */
  public CodecLoaders(String classpath, VersionedCodecs versioned, BenchmarkListener listener) {
    this.classpath = classpath;
    this.versioned = versioned;
    this.listener = listener;
  }

  /** The classpath every isolated loader of a codec without a version is made over. */
  public String classpath() {
    return classpath;
  }

  /** The classpath of the codec's isolated loaders: its version's jars in place, if it has one. */
  public String classpath(String codec) {
    return versioned == null ? classpath : versioned.classpath(codec, classpath);
  }

  /** A fresh loader for the codec, kept open until {@link #close}. */
  URLClassLoader open(String codec) {
    URLClassLoader loader = Isolation.loader(classpath(codec));
    URLClassLoader previous = loaders.put(codec, loader);
    if (previous != null) {
      close(previous);
    }
    return loader;
  }

  /** Closes the codec's loader now: its verification failed and nothing will run in it. */
  public void discard(String codec) {
    URLClassLoader loader = loaders.remove(codec);
    if (loader != null) {
      close(loader);
    }
  }

  /** The codec's loader, if it is still open. */
  public Optional<URLClassLoader> of(String codec) {
    return Optional.ofNullable(loaders.get(codec));
  }

  @Override
  public void close() {
    loaders.values().forEach(this::close);
    loaders.clear();
  }

  private void close(URLClassLoader loader) {
    try {
      loader.close();
    } catch (IOException e) {
      listener.debug("closing a codec's class loader failed: " + e);
    }
  }
}
