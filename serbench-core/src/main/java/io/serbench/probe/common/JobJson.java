package io.serbench.probe.common;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecProvider;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The inside of the JSON boundary to an isolated loader: what every job entry point needs to read
 * its job, find its codec and model classes in its own loader, and answer. The outside is {@link
 * io.serbench.verify.Isolation#exchange}.
 */
public final class JobJson {
  private static final ObjectMapper JSON = new ObjectMapper();

  private JobJson() {}

  public static <T> T read(String json, Class<T> type) throws IOException {
    return JSON.readValue(json, type);
  }

  public static <T> T read(String json, com.fasterxml.jackson.core.type.TypeReference<T> type)
      throws IOException {
    return JSON.readValue(json, type);
  }

  public static String write(Object answer) throws IOException {
    return JSON.writeValueAsString(answer);
  }

  /** The codec, as this loader's catalog provides it. */
  public static CodecProvider provider(String id) {
    return CodecCatalog.load(JobJson.class.getClassLoader()).find(id).orElseThrow();
  }

  /** The model classes, as this loader defines them. */
  public static List<Class<?>> load(List<String> names) throws ClassNotFoundException {
    return load(names, JobJson.class.getClassLoader());
  }

  /** The model classes, as the given loader (a version's, see {@code VariantLoaders}) has them. */
  public static List<Class<?>> load(List<String> names, ClassLoader loader)
      throws ClassNotFoundException {
    List<Class<?>> classes = new ArrayList<>();
    for (String name : names) {
      classes.add(Class.forName(name, true, loader));
    }
    return classes;
  }
}
