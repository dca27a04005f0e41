package io.serbench.worker;

import io.serbench.BenchmarkListener;
import io.serbench.InvalidConfigurationException;
import io.serbench.config.BenchmarkRequest;
import io.serbench.model.ModelResolver;
import io.serbench.run.RunContext;
import io.serbench.text.Errors;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Stage 1: resolves the configured classes and packages to model classes, and sets aside the ones
 * whose static initializer fails, with the reason, so that the others still run.
 */
final class ModelStage {
  private final BenchmarkRequest request;
  private final ClassLoader loader;
  private final BenchmarkListener listener;

  ModelStage(RunContext<?> context) {
    this.request = context.request();
    this.loader = context.loader();
    this.listener = context.listener();
  }

  ResolvedModel resolve() throws ClassNotFoundException {
    if (!request.hasModel()) {
      throw new InvalidConfigurationException(
          "classes",
          "",
          "no model configured; set <classes>, <packages> or <samples>"
              + " (or -Dserbench.classes, -Dserbench.packages, -Dserbench.samples),"
              + " or try the bundled demo model with -Dserbench.demo");
    }
    ModelResolver resolver =
        new ModelResolver(
            loader,
            Path.of(request.classesDirectory()),
            request.sourceDirectories().stream().map(Path::of).toList());
    List<Class<?>> classes = new ArrayList<>();
    Map<String, String> broken = new LinkedHashMap<>();
    for (Class<?> type : resolver.resolve(request.classes(), request.packages())) {
      try {
        Class.forName(type.getName(), true, loader);
        classes.add(type);
      } catch (LinkageError e) {
        // a class that cannot initialise cannot be sampled; report it and go on with the others
        String reason =
            "the static initializer of "
                + type.getName()
                + " failed: "
                + Errors.oneLine(e)
                + "; no codec can be run on it";
        listener.warn(reason);
        broken.put(type.getName(), reason);
      }
    }
    if (classes.isEmpty() && request.samples().isEmpty() && request.fixtures().isEmpty()) {
      throw new InvalidConfigurationException(
          "classes", String.join(",", broken.keySet()), String.join("; ", broken.values()));
    }
    return new ResolvedModel(resolver, List.copyOf(classes), broken);
  }
}
