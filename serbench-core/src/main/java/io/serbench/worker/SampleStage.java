package io.serbench.worker;

import io.serbench.BenchmarkListener;
import io.serbench.InvalidConfigurationException;
import io.serbench.config.BenchmarkRequest;
import io.serbench.config.SampleEntries;
import io.serbench.measure.PreparedSample;
import io.serbench.measure.Samples;
import io.serbench.model.ModelGraph;
import io.serbench.run.RunContext;
import io.serbench.sample.FactoryMethod;
import io.serbench.sample.FixtureFile;
import io.serbench.sample.MessageMix;
import io.serbench.sample.SampleGenerator;
import io.serbench.sample.SampleSpec;
import io.serbench.settings.GeneratorSettings;
import io.serbench.text.Errors;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Stage 2: builds the named samples: factory methods (once per size of a series when they take
 * one), fixture files, then a generated sample of every model class that neither covers.
 */
final class SampleStage {
  private final BenchmarkRequest request;
  private final ClassLoader loader;
  private final BenchmarkListener listener;

  /** A class that a factory or a fixture gave, which is a message whatever reaches it. */
  private record Given(Class<?> type, String why) {}

  /** The classes of factory and fixture samples, in order, each with why it is a message. */
  private final List<Given> given = new ArrayList<>();

  SampleStage(RunContext<?> context) {
    this.request = context.request();
    this.loader = context.loader();
    this.listener = context.listener();
  }

  Samples prepare(ResolvedModel model) {
    List<PreparedSample> prepared = new ArrayList<>();
    Set<Class<?>> covered = new LinkedHashSet<>();
    List<Integer> sizes = request.sizes();
    for (String reference : request.samples()) {
      FactoryMethod factory = SampleEntries.factory(reference, loader);
      List<Integer> series = factory.takesSize() ? seriesOrDefault(sizes) : null;
      if (series == null) {
        Object value = factory.invoke();
        SampleSpec spec = SampleSpec.factory(reference.trim(), value.getClass());
        prepared.add(new PreparedSample(spec, value.getClass(), value, List.of()));
        covered.add(value.getClass());
        given.add(new Given(value.getClass(), "a factory sample"));
      } else {
        for (int size : series) {
          Object value = factory.invoke(size);
          SampleSpec spec = SampleSpec.factory(reference.trim(), value.getClass(), size);
          prepared.add(new PreparedSample(spec, value.getClass(), value, List.of()));
          covered.add(value.getClass());
          given.add(new Given(value.getClass(), "a factory sample"));
        }
      }
    }
    for (BenchmarkRequest.Fixture fixture : request.fixtures()) {
      Class<?> type = model.resolver().load("samples", fixture.modelClass());
      Object value = FixtureFile.read(Path.of(fixture.file()), type);
      prepared.add(
          new PreparedSample(SampleSpec.fixture(fixture.file(), type), type, value, List.of()));
      covered.add(type);
      given.add(new Given(type, "a fixture"));
    }
    List<ModelGraph.Role> roles = roles(model.classes(), covered);
    Set<Class<?>> parts = new LinkedHashSet<>();
    roles.stream().filter(r -> !r.message()).forEach(r -> parts.add(r.type()));
    List<String> modelNames = model.classes().stream().map(Class::getName).toList();
    Map<String, String> unsampled = new LinkedHashMap<>();
    for (Class<?> type : model.classes()) {
      if (covered.contains(type)
          || (parts.contains(type) && !request.messages().timeEveryClass())) {
        continue;
      }
      for (Integer size : sizes.isEmpty() ? Collections.<Integer>singletonList(null) : sizes) {
        try {
          prepared.add(generated(type, size, modelNames));
        } catch (InvalidConfigurationException e) {
          if (!e.element().map("classes"::equals).orElse(false)) {
            throw e;
          }
          // one class that cannot be sampled must not stop the others: report it and go on
          listener.warn(e.getMessage());
          unsampled.put(type.getName(), e.getMessage());
          break;
        }
      }
    }
    if (prepared.isEmpty()) {
      throw new InvalidConfigurationException(
          "classes", String.join(",", unsampled.keySet()), String.join("; ", unsampled.values()));
    }
    Set<Class<?>> models = new LinkedHashSet<>();
    Set<Class<?>> sampled = new LinkedHashSet<>();
    prepared.forEach(s -> sampled.add(s.type()));
    model.classes().stream().filter(sampled::contains).forEach(models::add);
    models.addAll(sampled);
    Set<Class<?>> all = new LinkedHashSet<>(model.classes());
    all.addAll(sampled);
    all.removeIf(c -> unsampled.containsKey(c.getName()));
    return new Samples(
        List.copyOf(prepared), List.copyOf(models), unsampled, roles, List.copyOf(all));
  }

  /**
   * Which classes are messages: factory and fixture classes, classes the mix weighs, and the
   * classes no other model class reaches; the log says which and why.
   */
  private List<ModelGraph.Role> roles(List<Class<?>> configured, Set<Class<?>> covered) {
    Set<Class<?>> nodes = new LinkedHashSet<>(configured);
    nodes.addAll(covered);
    Map<Class<?>, String> messages = new LinkedHashMap<>();
    for (Given sample : given) {
      messages.putIfAbsent(sample.type(), sample.why());
    }
    for (Class<?> type : nodes) {
      if (MessageMix.names(type).stream().anyMatch(request.messages().mix()::containsKey)) {
        messages.putIfAbsent(type, "weighed in <mix>");
      }
    }
    List<ModelGraph.Role> roles = ModelGraph.of(nodes).roles(messages);
    List<ModelGraph.Role> parts = roles.stream().filter(r -> !r.message()).toList();
    listener.info(
        "Messages: "
            + roles.stream()
                .filter(ModelGraph.Role::message)
                .map(r -> r.type().getSimpleName() + " (" + r.reason() + ")")
                .collect(Collectors.joining(", ")));
    if (!parts.isEmpty()) {
      listener.info(
          "Parts, covered inside their messages"
              + (request.messages().timeEveryClass()
                  ? " and timed on their own too (timeEveryClass)"
                  : " and not timed on their own (-Dserbench.timeEveryClass times them too)")
              + ": "
              + parts.stream()
                  .map(r -> r.type().getSimpleName() + " (" + r.reason() + ")")
                  .collect(Collectors.joining(", ")));
    }
    return roles;
  }

  private PreparedSample generated(Class<?> type, Integer size, List<String> modelNames) {
    SampleSpec spec = SampleSpec.generated(type, request.generator(), size, modelNames);
    SampleGenerator generator = spec.generator(loader);
    Object value;
    try {
      value = generator.generate(type);
    } catch (RuntimeException | LinkageError e) {
      if (e instanceof InvalidConfigurationException invalid) {
        throw invalid;
      }
      String why =
          e instanceof IllegalArgumentException && e.getMessage() != null
              ? e.getMessage().replaceFirst("^cannot generate [^:]*: ", "")
              : Errors.oneLine(e);
      throw new InvalidConfigurationException(
          "classes",
          type.getName(),
          "cannot generate a sample of "
              + type.getName()
              + ": "
              + why
              + "; give a factory method that builds a valid one in <samples>"
              + " (-Dserbench.samples=com.acme.Fixtures#"
              + Character.toLowerCase(type.getSimpleName().charAt(0))
              + type.getSimpleName().substring(1)
              + ")");
    }
    generator.notes().forEach(n -> listener.warn("sample of " + type.getName() + ": " + n));
    return new PreparedSample(spec, type, value, generator.notes());
  }

  private static List<Integer> seriesOrDefault(List<Integer> sizes) {
    return sizes.isEmpty() ? List.of(GeneratorSettings.DEFAULT_COLLECTION_SIZE) : sizes;
  }
}
