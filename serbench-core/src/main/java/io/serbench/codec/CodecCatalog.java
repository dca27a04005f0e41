package io.serbench.codec;

import io.serbench.InvalidConfigurationException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * Every codec that serbench knows, keyed by id, in catalog order. Built-in codecs come first; codecs
 * contributed through {@link CodecProvider} follow.
 */
public final class CodecCatalog {
  private final Map<String, CodecProvider> providers;

  private CodecCatalog(Map<String, CodecProvider> providers) {
    this.providers = providers;
  }

  /** Discovers the providers visible to the given class loader. */
  public static CodecCatalog load(ClassLoader loader) {
    Map<String, CodecProvider> byId = new LinkedHashMap<>();
    for (CodecProvider provider : ServiceLoader.load(CodecProvider.class, loader)) {
      byId.putIfAbsent(provider.info().id(), provider);
    }
    return new CodecCatalog(byId);
  }

  /** The catalog visible to serbench-core's own class loader. */
  public static CodecCatalog standard() {
    return load(CodecCatalog.class.getClassLoader());
  }

  public List<CodecProvider> all() {
    return List.copyOf(providers.values());
  }

  public List<String> ids() {
    return List.copyOf(providers.keySet());
  }

  public Optional<CodecProvider> find(String id) {
    return Optional.ofNullable(providers.get(id));
  }

  /**
   * The providers named by {@code ids}, in catalog order; all of them when {@code ids} is empty.
   *
   * @throws InvalidConfigurationException naming the element {@code codecs} for an unknown id
   */
  public List<CodecProvider> select(List<String> ids) {
    if (ids.isEmpty()) {
      return all();
    }
    List<String> unknown = new ArrayList<>();
    for (String id : ids) {
      if (!providers.containsKey(id.trim())) {
        unknown.add(id.trim());
      }
    }
    if (!unknown.isEmpty()) {
      throw new InvalidConfigurationException(
          "codecs",
          String.join(",", unknown),
          "unknown codec id "
              + unknown.stream().map(u -> "'" + u + "'").collect(Collectors.joining(", "))
              + "; valid ids are: "
              + String.join(", ", providers.keySet()));
    }
    List<String> wanted = ids.stream().map(String::trim).toList();
    return providers.values().stream().filter(p -> wanted.contains(p.info().id())).toList();
  }

  /** Creates a codec by id; the entry point that generated JMH sources use. */
  public static Codec create(String id, CodecContext context) throws Exception {
    return standard()
        .find(id)
        .orElseThrow(() -> new IllegalArgumentException("no codec with id " + id))
        .create(context);
  }
}
