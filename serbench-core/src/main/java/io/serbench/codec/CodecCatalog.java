package io.serbench.codec;

import io.serbench.InvalidConfigurationException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * Every codec that serbench knows, keyed by id, in catalog order. Built-in codecs come first;
 * codecs contributed through {@link CodecProvider} follow.
 */
public final class CodecCatalog {
  private final Map<String, CodecProvider> providers;
  private final List<String> problems;

  private CodecCatalog(Map<String, CodecProvider> providers, List<String> problems) {
    this.providers = providers;
    this.problems = List.copyOf(problems);
  }

  /**
   * Discovers the providers visible to the given class loader. A provider that cannot be loaded is
   * left out and reported in {@link #problems()}, so one broken codec never hides the others.
   */
  public static CodecCatalog load(ClassLoader loader) {
    Map<String, CodecProvider> byId = new LinkedHashMap<>();
    List<String> problems = new ArrayList<>();
    ServiceLoader<CodecProvider> services = ServiceLoader.load(CodecProvider.class, loader);
    Iterator<CodecProvider> iterator = services.iterator();
    while (true) {
      try {
        if (!iterator.hasNext()) {
          break;
        }
        CodecProvider provider = iterator.next();
        byId.putIfAbsent(provider.info().id(), provider);
      } catch (ServiceConfigurationError | LinkageError e) {
        problems.add("a codec provider could not be loaded: " + e.getMessage());
      }
    }
    return new CodecCatalog(byId, problems);
  }

  /** Providers that could not be loaded, one line each. */
  public List<String> problems() {
    return problems;
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
