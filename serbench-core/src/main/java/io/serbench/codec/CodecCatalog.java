package io.serbench.codec;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * Every codec that serbench knows, keyed by id, in catalog order. Built-in codecs come first;
 * codecs contributed through {@link CodecProvider} follow. What a user selects from it, {@code
 * -Dserbench.codecs}, is read by {@code config.CodecPatterns}.
 */
public final class CodecCatalog {
  /** The configuration element that selects from the catalog ({@code config.CodecPatterns}). */
  public static final String ELEMENT = "codecs";

  /** The group name that selects every codec in the catalog. */
  public static final String ALL = "all";

  /** The group name that selects the default set. */
  public static final String DEFAULT = "default";

  private final Map<String, CodecProvider> providers;
  private final List<String> problems;
  private final java.util.Set<String> notDefault;

  private CodecCatalog(Map<String, CodecProvider> providers, List<String> problems) {
    this(providers, problems, java.util.Set.of());
  }

  private CodecCatalog(
      Map<String, CodecProvider> providers,
      List<String> problems,
      java.util.Set<String> notDefault) {
    this.providers = providers;
    this.problems = List.copyOf(problems);
    this.notDefault = java.util.Set.copyOf(notDefault);
  }

  /**
   * The same catalog with these ids out of its default set (they can still be named): for the
   * Jackson JSON majors the project does not use ({@link JacksonMajors}).
   */
  public CodecCatalog withoutDefaults(List<String> ids) {
    java.util.Set<String> out = new java.util.HashSet<>(notDefault);
    out.addAll(ids);
    return new CodecCatalog(providers, problems, out);
  }

  /** Counts the discoveries of this copy of the class, for the tests that hold a JVM to one. */
  private static final java.util.concurrent.atomic.AtomicInteger DISCOVERIES =
      new java.util.concurrent.atomic.AtomicInteger();

  /**
   * The catalog of the providers visible to the given class loader. A provider that cannot be
   * loaded is left out and reported in {@link #problems()}, so one broken codec never hides the
   * others. The catalog of serbench-core's own loader is discovered once, on first use ({@link
   * #standard()}): in the worker that loader also has the project's classes, so its engine, its
   * probes and its report share one catalog. Any other loader's is discovered on each call: the
   * host's loader over the project's class path, which the host's plan asks once per run.
   */
  public static CodecCatalog load(ClassLoader loader) {
    return loader == CodecCatalog.class.getClassLoader() ? standard() : discover(loader);
  }

  /**
   * How many times this copy of the class has discovered providers in this JVM: at most once for
   * its own loader, and once per call for any other. For the tests that count the loads of a run.
   */
  public static int discoveries() {
    return DISCOVERIES.get();
  }

  private static CodecCatalog discover(ClassLoader loader) {
    DISCOVERIES.incrementAndGet();
    Map<String, CodecProvider> builtIn = new LinkedHashMap<>();
    Map<String, CodecProvider> contributed = new LinkedHashMap<>();
    List<String> problems = new ArrayList<>();
    ServiceLoader<CodecProvider> services = ServiceLoader.load(CodecProvider.class, loader);
    Iterator<CodecProvider> iterator = services.iterator();
    while (true) {
      try {
        if (!iterator.hasNext()) {
          break;
        }
        CodecProvider provider = iterator.next();
        (isBuiltIn(provider) ? builtIn : contributed).putIfAbsent(provider.info().id(), provider);
      } catch (ServiceConfigurationError | LinkageError e) {
        problems.add("a codec provider could not be loaded: " + e.getMessage());
      }
    }
    Map<String, CodecProvider> byId = new LinkedHashMap<>(builtIn);
    contributed.forEach(byId::putIfAbsent);
    return new CodecCatalog(byId, problems);
  }

  private static boolean isBuiltIn(CodecProvider provider) {
    return provider.getClass().getName().startsWith(CodecCatalog.class.getPackageName() + ".");
  }

  /** Providers that could not be loaded, one line each. */
  public List<String> problems() {
    return problems;
  }

  /**
   * The catalog visible to serbench-core's own class loader, discovered once per copy of this
   * class. Each isolated loader of a codec defines a copy of serbench-core of its own, and so has
   * its own catalog, whose codecs bind that loader's model classes.
   */
  public static CodecCatalog standard() {
    return Own.CATALOG;
  }

  /** Holds the own loader's catalog, discovered when first asked (the holder idiom). */
  private static final class Own {
    static final CodecCatalog CATALOG = discover(CodecCatalog.class.getClassLoader());
  }

  public List<CodecProvider> all() {
    return List.copyOf(providers.values());
  }

  public List<String> ids() {
    return List.copyOf(providers.keySet());
  }

  /**
   * The codec with this id; for a versioned id ({@link VersionedId}) of a known codec, that codec
   * under the versioned id, which creates its codec over that version's jars.
   */
  public Optional<CodecProvider> find(String id) {
    CodecProvider provider = providers.get(id);
    if (provider == null && ConfiguredId.isConfigured(id)) {
      return ConfiguredId.of(id)
          .flatMap(
              c ->
                  Optional.ofNullable(providers.get(c.base()))
                      .map(p -> (CodecProvider) new ConfiguredProvider(p, c)));
    }
    if (provider == null && VersionedId.isVersioned(id)) {
      return VersionedId.of(id)
          .flatMap(v -> Optional.ofNullable(providers.get(v.base())).map(p -> versioned(p, v)));
    }
    return Optional.ofNullable(provider);
  }

  private static CodecProvider versioned(CodecProvider base, VersionedId id) {
    return new VersionedProvider(base, id);
  }

  /** The ids of the default set: what a run that names no codecs measures. */
  public List<String> defaultIds() {
    return providers.values().stream()
        .filter(p -> p.info().group() == Group.DEFAULT)
        .map(p -> p.info().id())
        .filter(id -> !notDefault.contains(id))
        .toList();
  }

  /** Creates a codec by id; the entry point that generated JMH sources use. */
  public static Codec create(String id, CodecContext context) throws Exception {
    return standard()
        .find(id)
        .orElseThrow(() -> new IllegalArgumentException("no codec with id " + id))
        .create(context);
  }
}
