package io.serbench.library;

import io.serbench.codec.CodecInfo;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Path;
import java.util.Properties;
import java.util.jar.JarFile;

/** Reads the version of a codec library from the jar that was really loaded. */
public final class LibraryVersions {
  public static final String UNKNOWN = "unknown";

  private LibraryVersions() {}

  /** The jar or directory that the loader takes the codec's library from, if it can tell. */
  static java.util.Optional<Path> jar(CodecInfo info, ClassLoader loader) {
    if (info.library().equals("java.base")) {
      return java.util.Optional.empty();
    }
    try {
      Class<?> type = Class.forName(info.versionClass(), false, loader);
      URL location = type.getProtectionDomain().getCodeSource().getLocation();
      return java.util.Optional.of(Path.of(location.toURI()));
    } catch (Exception | LinkageError e) {
      return java.util.Optional.empty();
    }
  }

  public static String of(CodecInfo info, ClassLoader loader) {
    if (info.library().equals("java.base")) {
      return Runtime.version().toString();
    }
    try {
      java.util.Optional<Path> found = jar(info, loader);
      if (found.isEmpty()) {
        return UNKNOWN;
      }
      Path jar = found.get();
      String[] coordinates = info.library().split(":");
      try (JarFile file = new JarFile(jar.toFile())) {
        var entry =
            file.getEntry(
                "META-INF/maven/" + coordinates[0] + "/" + coordinates[1] + "/pom.properties");
        if (entry != null) {
          try (InputStream in = file.getInputStream(entry)) {
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", UNKNOWN);
          }
        }
        var manifest = file.getManifest();
        if (manifest != null) {
          for (String key : new String[] {"Implementation-Version", "Bundle-Version"}) {
            String version = manifest.getMainAttributes().getValue(key);
            if (version != null) {
              return version;
            }
          }
        }
      }
      return versionFromFileName(jar.getFileName().toString(), coordinates[1]);
    } catch (Exception | LinkageError e) {
      return UNKNOWN;
    }
  }

  private static String versionFromFileName(String fileName, String artifactId) {
    if (fileName.startsWith(artifactId + "-") && fileName.endsWith(".jar")) {
      return fileName.substring(artifactId.length() + 1, fileName.length() - ".jar".length());
    }
    return UNKNOWN;
  }
}
