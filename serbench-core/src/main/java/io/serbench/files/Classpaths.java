package io.serbench.files;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A class path string as the URLs a class loader is made over. */
public final class Classpaths {
  private Classpaths() {}

  /** Every non-blank entry of the path-separated class path, as a URL. */
  public static URL[] urls(String classpath) {
    List<URL> urls = new ArrayList<>();
    for (String entry : classpath.split(File.pathSeparator)) {
      if (!entry.isBlank()) {
        try {
          urls.add(Path.of(entry).toUri().toURL());
        } catch (MalformedURLException e) {
          throw new IllegalArgumentException("not a classpath entry: " + entry, e);
        }
      }
    }
    return urls.toArray(URL[]::new);
  }
}
