package io.serbench.probe.versioning;

import io.serbench.files.Classpaths;
import io.serbench.verify.Isolation;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The class loaders of one codec's versioning matrix, one per version of the model. For a library
 * on {@link #SHARED}, the versions share one parent over the classpath without the model's own
 * entries, which holds the library, serbench and its codec adapter, loaded once per codec; each
 * version is a child over the model's entries with its variant bytes, and defines only the model's
 * classes. Every other library keeps a loader over the whole classpath per version, its library
 * loaded cold in each, because it resolves the model's classes by name through its own loader or
 * keeps per-class state where a later version would find the first one's ({@link #ISOLATED}). A
 * wrong verdict is worse than a slow one: a library joins {@link #SHARED} only when {@code
 * VariantLoadersTest} shows its every matrix cell unchanged by sharing.
 */
final class VariantLoaders implements AutoCloseable {
  /** Whether the versions of the model share their library, and who decides. */
  enum Sharing {
    /** Share for the libraries on {@link #SHARED}: what the probe does. */
    BY_LIBRARY,
    /** Share whatever the library, where the classpath allows: the comparison test's one side. */
    ALWAYS,
    /** A loader over the whole classpath per version: the comparison test's other side. */
    NEVER
  }

  /**
   * The libraries (as {@link io.serbench.codec.CodecInfo#library()} names them) whose matrices are
   * the same, cell for cell, with the versions sharing the library as with a loader each.
   */
  static final Set<String> SHARED =
      Set.of(
          // a mapper per codec, its caches keyed by Class; names resolved with the context loader
          "com.fasterxml.jackson.core:jackson-databind",
          "com.fasterxml.jackson.dataformat:jackson-dataformat-cbor",
          "org.msgpack:jackson-dataformat-msgpack",
          "tools.jackson.core:jackson-databind",
          "com.google.code.gson:gson",
          "com.alibaba.fastjson2:fastjson2",
          // serializers interpreted in the probe (no code generation), class names resolved with
          // the context loader the Fory instance was built under
          "org.apache.fory:fory-core",
          // a ReflectData per codec, so its class cache by name is the version's own; names fall
          // back to the context loader
          "org.apache.avro:avro");

  /**
   * The default libraries that keep a loader per version, and why: in the comparison test each
   * changed cells when shared.
   */
  static final Map<String, String> ISOLATED =
      Map.of(
          "java.base",
          "ObjectInputStream resolves the classes a stream names with the nearest loader on the"
              + " stack, serbench's codec in the shared parent, which cannot see the model",
          "com.esotericsoftware:kryo",
          "Kryo resolves the class names it writes for unregistered classes with its own loader",
          "de.ruedigermoeller:fst",
          "FST resolves and caches the classes a stream names through its own loader",
          "io.protostuff:protostuff-runtime",
          "the protobuf mode's id strategy (RuntimeEnv.ID_STRATEGY) is static and caches one"
              + " schema per class name, which a later version would reuse",
          "org.apache.dubbo:hessian-lite",
          "its SerializerFactory resolves class names with the codec's own loader",
          "org.jboss.marshalling:jboss-marshalling-river",
          "its class resolver loads class names with the codec's own loader",
          "com.thoughtworks.xstream:xstream",
          "it loads the classes an XML element names with the codec's own loader");

  private final String classpath;
  private final URLClassLoader parent;
  private final URL[] models;

  private VariantLoaders(String classpath, URLClassLoader parent, URL[] models) {
    this.classpath = classpath;
    this.parent = parent;
    this.models = models;
  }

  /**
   * The loaders of the codec's versions: over a shared parent where the library and the classpath
   * allow it, else one over the whole classpath per version.
   *
   * @param library the codec's library
   * @param modelClasses every class a version replaces or that follows a change (with their code
   *     sources, the model's own classpath entries)
   */
  static VariantLoaders open(
      String classpath, String library, Sharing sharing, Collection<Class<?>> modelClasses) {
    boolean wanted =
        sharing == Sharing.ALWAYS || sharing == Sharing.BY_LIBRARY && SHARED.contains(library);
    if (!wanted) {
      return new VariantLoaders(classpath, null, null);
    }
    return split(classpath, modelClasses)
        .map(s -> new VariantLoaders(classpath, s.parent(), s.models()))
        .orElseGet(() -> new VariantLoaders(classpath, null, null));
  }

  /** Whether the versions share one parent. */
  boolean shared() {
    return parent != null;
  }

  /** A loader of one version: the given classes from their bytes, everything else as is. */
  URLClassLoader version(Map<String, byte[]> classes) {
    return parent == null
        ? Isolation.loader(classpath, classes)
        : Isolation.loader(models, classes, parent);
  }

  @Override
  public void close() throws IOException {
    if (parent != null) {
      parent.close();
    }
  }

  private record Split(URLClassLoader parent, URL[] models) {}

  /**
   * The parent over the classpath without the model's entries, and those entries; empty where the
   * model cannot be split off cleanly (a model class outside the classpath's entries, or in the
   * entry that holds serbench itself, or in the parent after all), so that nothing of a version
   * could come from the parent.
   */
  private static Optional<Split> split(String classpath, Collection<Class<?>> modelClasses) {
    Set<Path> own = new LinkedHashSet<>();
    for (Class<?> type : modelClasses) {
      Optional<Path> location = location(type);
      if (location.isEmpty()) {
        return Optional.empty();
      }
      own.add(location.get());
    }
    Optional<Path> serbench = location(VariantLoaders.class);
    if (own.isEmpty() || serbench.isEmpty() || own.contains(serbench.get())) {
      return Optional.empty();
    }
    List<URL> library = new ArrayList<>();
    List<URL> models = new ArrayList<>();
    Set<Path> found = new LinkedHashSet<>();
    for (URL url : Classpaths.urls(classpath)) {
      Optional<Path> path = path(url);
      if (path.isPresent() && own.contains(path.get())) {
        models.add(url);
        found.add(path.get());
      } else {
        library.add(url);
      }
    }
    if (!found.equals(own)) {
      return Optional.empty();
    }
    URLClassLoader parent =
        Isolation.loader(
            library.toArray(URL[]::new), Map.of(), ClassLoader.getPlatformClassLoader());
    for (Class<?> type : modelClasses) {
      if (parent.findResource(type.getName().replace('.', '/') + ".class") != null) {
        // a second copy elsewhere on the classpath would win over every variant
        try {
          parent.close();
        } catch (IOException e) {
          // nothing was loaded from it
        }
        return Optional.empty();
      }
    }
    return Optional.of(new Split(parent, models.toArray(URL[]::new)));
  }

  private static Optional<Path> location(Class<?> type) {
    CodeSource source =
        type.getProtectionDomain() == null ? null : type.getProtectionDomain().getCodeSource();
    return source == null || source.getLocation() == null
        ? Optional.empty()
        : path(source.getLocation());
  }

  private static Optional<Path> path(URL url) {
    try {
      return Optional.of(Path.of(url.toURI()).toAbsolutePath().normalize());
    } catch (URISyntaxException | RuntimeException e) {
      return Optional.empty();
    }
  }
}
