package io.serbench.worker;

import io.serbench.BenchmarkListener;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.ConfiguredId;
import io.serbench.codec.FoundInstance;
import io.serbench.codec.JacksonMajors;
import io.serbench.codec.ModelBinding;
import io.serbench.config.BenchmarkRequest;
import io.serbench.recommend.CurrentCodec;
import io.serbench.result.Criteria;
import io.serbench.text.Errors;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * How the project binds its model, read once after the model scan: the binding its classes show
 * ({@link ModelBinding}) and the configured serializer instances that its classes, and the jars
 * that hold its model classes, hand out ({@link FoundInstance}, found in class files with ASM). The
 * {@link RunPlanner} lets the binding's codec join the run and guesses the current codec from both,
 * before verification, so that a guessed instance is measured.
 */
final class ProjectBinding {
  private final BenchmarkRequest request;
  private final BenchmarkListener listener;
  private final Optional<ModelBinding> model;
  private final List<FoundInstance> instances;

  private ProjectBinding(
      BenchmarkRequest request,
      BenchmarkListener listener,
      Optional<ModelBinding> model,
      List<FoundInstance> instances) {
    this.request = request;
    this.listener = listener;
    this.model = model;
    this.instances = instances;
  }

  /**
   * Reads the model's binding and finds the project's instances, and logs what it found.
   *
   * @param loader the worker's loader, which reads the supertypes of a member's declared type
   */
  static ProjectBinding of(
      BenchmarkRequest request,
      List<Class<?>> models,
      BenchmarkListener listener,
      ClassLoader loader) {
    JacksonMajors jackson = JacksonMajors.of(request.projectClasspath());
    Optional<ModelBinding> model =
        ModelBinding.of(models, jackson.jackson3() && !jackson.jackson2());
    List<Path> roots = roots(request, models);
    long start = System.nanoTime();
    List<FoundInstance> found;
    try {
      found = FoundInstance.find(roots, loader);
    } catch (RuntimeException e) {
      listener.warn(
          "the project's serializer instances could not be looked for: " + Errors.oneLine(e));
      found = List.of();
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    if (!found.isEmpty()) {
      StringBuilder line =
          new StringBuilder(
              "The project hands out "
                  + found.size()
                  + " configured serializer instance"
                  + (found.size() == 1 ? "" : "s")
                  + " (found in "
                  + roots.size()
                  + " class path entr"
                  + (roots.size() == 1 ? "y" : "ies")
                  + ", "
                  + millis
                  + " ms); name the one you run to measure it:");
      found.forEach(
          f ->
              line.append("\n  -Dserbench.current=")
                  .append(f.id())
                  .append("  (")
                  .append(f.describe())
                  .append(')'));
      listener.info(line.toString());
    }
    return new ProjectBinding(request, listener, model, found);
  }

  /** The binding the model's classes show, if one library's does. */
  Optional<ModelBinding> model() {
    return model;
  }

  /** The configured instances found, each with the setting that names it. */
  List<FoundInstance> instances() {
    return instances;
  }

  /**
   * The guessed current codec among the run's codecs, or a project's instance of its library, and
   * logs it with the settings that change it. An instance that an exclusion of {@code codecs} names
   * (its id, or its base codec) is never guessed.
   *
   * @param notExcluded the catalog's ids that no exclusion names
   */
  Optional<Criteria.Current> guess(List<CodecProvider> codecs, List<String> notExcluded) {
    Set<String> excluded = new LinkedHashSet<>();
    request.codecs().stream()
        .map(String::trim)
        .filter(p -> p.startsWith("!"))
        .forEach(p -> excluded.add(p.substring(1).trim()));
    List<FoundInstance> candidates =
        instances.stream()
            .filter(f -> !excluded.contains(f.id()) && notExcluded.contains(f.codec()))
            .toList();
    Map<String, String> libraries = new LinkedHashMap<>();
    codecs.forEach(c -> libraries.put(c.info().id(), c.info().library()));
    Optional<Criteria.Current> guess =
        CurrentCodec.guess(
            new CurrentCodec.Evidence(request.projectClasspath(), libraries, model, candidates));
    guess.ifPresent(
        g ->
            listener.info(
                "Comparing with "
                    + g.codec()
                    + " as the codec you use now, a guess: "
                    + g.guessedFrom()
                    + (ConfiguredId.isConfigured(g.codec())
                        ? "; it is verified, probed and timed with the others"
                            + " (-Dserbench.current names the codec you use instead,"
                            + " -Dserbench.codecs=!"
                            + g.codec()
                            + " leaves this instance out)"
                        : " (set -Dserbench.current to say)")));
    return guess;
  }

  /** The project's classes directory and every jar or directory that holds a model class. */
  private static List<Path> roots(BenchmarkRequest request, List<Class<?>> models) {
    Set<Path> roots = new LinkedHashSet<>();
    roots.add(Path.of(request.classesDirectory()).toAbsolutePath().normalize());
    for (Class<?> type : models) {
      try {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source != null && source.getLocation() != null) {
          roots.add(Path.of(source.getLocation().toURI()).toAbsolutePath().normalize());
        }
      } catch (java.net.URISyntaxException | RuntimeException e) {
        // a class from no file has no root to scan
      }
    }
    return List.copyOf(roots);
  }
}
