package io.serbench.codec;

import io.serbench.protocol.SystemProperty;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The class loaders of versioned codecs ({@link VersionedId}) in a JVM that has the classpath's
 * version of their library: the worker and each JMH fork. The worker writes, per versioned id, the
 * classpath with that version's jars in place of the classpath's ({@link
 * SystemProperty#CODEC_CLASSPATHS} names the file); a loader over it, with the platform loader as
 * parent, defines everything a codec touches (serbench's codec classes, the library, the model
 * classes) except {@link Codec} and {@link CodecContext}, which it takes from this JVM, so that a
 * benchmark calls the codec through the interface it knows, with no reflection in the timed call.
 * The values a versioned codec encodes are instances of the model classes of its loader ({@link
 * #loader(String, ClassLoader)}), built there, so that annotations and generated classes meet the
 * library version they were read with.
 *
 * <p>Only the copy of this class in the JVM's system loader routes: inside a version's loader the
 * classpath already is that version, and a versioned id creates its base codec.
 */
public final class VersionedLoaders {
  private static final Map<String, URLClassLoader> LOADERS = new ConcurrentHashMap<>();
  private static volatile Properties classpaths;

  private VersionedLoaders() {}

  /** Whether this copy creates versioned codecs in a loader of their own. */
  static boolean routes(String id) {
    return VersionedId.isVersioned(id)
        && VersionedLoaders.class.getClassLoader() == ClassLoader.getSystemClassLoader();
  }

  /**
   * The loader in which the codec's values are built and the codec is created: the version's loader
   * for a versioned id in this JVM's own loader, {@code fallback} otherwise.
   */
  public static ClassLoader loader(String codec, ClassLoader fallback) {
    return routes(codec) ? loader(codec) : fallback;
  }

  /** The loader of a versioned id, made once per JVM over the classpath the worker wrote. */
  static URLClassLoader loader(String codec) {
    return LOADERS.computeIfAbsent(
        codec,
        id -> {
          URL[] urls = io.serbench.files.Classpaths.urls(classpath(id));
          // the fork's log (jmh.log) says which jars the versioned codec runs over
          System.out.println(
              "serbench: "
                  + id
                  + " runs in a loader of its own over "
                  + (urls.length == 0 ? "no jars" : urls[0].getPath())
                  + " and "
                  + Math.max(0, urls.length - 1)
                  + " more entries");
          return new VersionLoader(urls);
        });
  }

  /** Creates the versioned codec in its loader; the context's classes must come from there. */
  static Codec create(String codec, CodecContext context) throws Exception {
    URLClassLoader loader = loader(codec);
    ClassLoader previous = Thread.currentThread().getContextClassLoader();
    try {
      Thread.currentThread().setContextClassLoader(loader);
      Class<?> catalog = Class.forName(CodecCatalog.class.getName(), true, loader);
      return (Codec)
          catalog
              .getMethod("create", String.class, CodecContext.class)
              .invoke(null, VersionedId.base(codec), context);
    } catch (InvocationTargetException e) {
      throw e.getCause() instanceof Exception cause ? cause : e;
    } finally {
      Thread.currentThread().setContextClassLoader(previous);
    }
  }

  /** The classpath of a versioned id, as the worker wrote it. */
  static String classpath(String codec) {
    Properties known = classpaths;
    if (known == null) {
      known = read();
      classpaths = known;
    }
    String classpath = known.getProperty(codec);
    if (classpath == null) {
      throw new IllegalStateException(
          "no jars for "
              + codec
              + " in this JVM ("
              + SystemProperty.CODEC_CLASSPATHS.key()
              + "="
              + SystemProperty.CODEC_CLASSPATHS.value().orElse(null)
              + "); a versioned codec runs only through serbench's worker");
    }
    return classpath;
  }

  /**
   * Writes the classpaths of the versioned ids to a file and points this JVM at it; the JMH forks
   * get {@link #forkFlags()}.
   */
  public static void register(Map<String, String> byCodec, Path file) throws IOException {
    Properties properties = new Properties();
    properties.putAll(byCodec);
    Files.createDirectories(file.toAbsolutePath().getParent());
    try (var out = Files.newOutputStream(file)) {
      properties.store(out, "serbench: the classpath of each versioned codec");
    }
    SystemProperty.CODEC_CLASSPATHS.set(file.toAbsolutePath().toString());
    classpaths = properties;
  }

  /** The flag that tells a JMH fork where the versioned codecs' classpaths are; none without. */
  public static List<String> forkFlags() {
    return SystemProperty.CODEC_CLASSPATHS
        .value()
        .map(file -> List.of(SystemProperty.CODEC_CLASSPATHS.flag(file)))
        .orElse(List.of());
  }

  private static Properties read() {
    Properties properties = new Properties();
    String file = SystemProperty.CODEC_CLASSPATHS.value().orElse(null);
    if (file != null) {
      try (InputStream in = Files.newInputStream(Path.of(file))) {
        properties.load(in);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read " + file, e);
      }
    }
    return properties;
  }

  /** Defines everything itself but the two types through which the benchmark calls the codec. */
  private static final class VersionLoader extends URLClassLoader {
    static {
      registerAsParallelCapable();
    }

    VersionLoader(URL[] urls) {
      super(urls, ClassLoader.getPlatformClassLoader());
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (name.equals(Codec.class.getName())) {
        return Codec.class;
      }
      if (name.equals(CodecContext.class.getName())) {
        return CodecContext.class;
      }
      return super.loadClass(name, resolve);
    }
  }
}
