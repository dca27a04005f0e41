package io.serbench.sample;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.settings.GeneratorSettings;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How to obtain one named sample instance, in any JVM: from the seeded generator, a static factory
 * method (optionally with an int size), or a JSON fixture file. The same spec yields an equal
 * instance every time, so JMH forks and isolated verification rebuild exactly what was checked.
 *
 * @param name the sample's name in results and reports
 * @param modelClass the class of the instance
 * @param kind where the instance comes from
 * @param source the factory reference ({@code com.acme.Fixtures#order}) or the fixture path; {@code
 *     null} for generated samples
 * @param size the factory's int argument, or the generator's collection size, for a scaling series;
 *     {@code null} when there is no series
 * @param generator the generator settings (generated samples only)
 * @param models the configured model classes, which the generator may use for abstract types
 */
public record SampleSpec(
    String name,
    String modelClass,
    Kind kind,
    String source,
    Integer size,
    GeneratorSettings generator,
    List<String> models) {

  /**
   * Jackson, loaded only when a spec is read or written as JSON: a cold-start fork rebuilds its
   * sample without it, so that Jackson-based codecs start as cold as any other.
   */
  private static final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper();
  }

  /** Where a sample comes from. */
  public enum Kind {
    GENERATED,
    FACTORY,
    FIXTURE
  }

  public SampleSpec {
    models = models == null ? List.of() : List.copyOf(models);
  }

  /** A generated sample with default settings and the given seed. */
  public static SampleSpec generated(Class<?> type, long seed) {
    return generated(type, GeneratorSettings.DEFAULT.withSeed(seed), null, List.of());
  }

  /** A generated sample; with a size, its collections have that many elements. */
  public static SampleSpec generated(
      Class<?> type, GeneratorSettings settings, Integer size, List<String> models) {
    String name = "generated(" + type.getName() + ")" + (size == null ? "" : "[size=" + size + "]");
    return new SampleSpec(name, type.getName(), Kind.GENERATED, null, size, settings, models);
  }

  /** A sample produced by a no-argument factory method. */
  public static SampleSpec factory(String reference, Class<?> type) {
    return new SampleSpec(
        reference, type.getName(), Kind.FACTORY, reference, null, null, List.of());
  }

  /** A sample produced by a factory method that takes an int size. */
  public static SampleSpec factory(String reference, Class<?> type, int size) {
    return new SampleSpec(
        reference + "(" + size + ")",
        type.getName(),
        Kind.FACTORY,
        reference,
        size,
        null,
        List.of());
  }

  /** A sample read from a JSON fixture file. */
  public static SampleSpec fixture(String file, Class<?> type) {
    return new SampleSpec(
        "fixture(" + Path.of(file).getFileName() + ")",
        type.getName(),
        Kind.FIXTURE,
        file,
        null,
        null,
        List.of());
  }

  /** The series this sample belongs to: the factory reference or the generated class. */
  public String series() {
    return switch (kind) {
      case FACTORY -> source;
      case GENERATED -> "generated(" + modelClass + ")";
      case FIXTURE -> name;
    };
  }

  /**
   * The {@code k}-th instance of a benchmark's ring of inputs: for a generated sample, the same
   * generator with the seed moved on by {@code k}, so that its values (numbers' widths, strings,
   * which optional fields are set) differ as traffic does. A factory's or a fixture's sample has no
   * seed: every member is this spec, and the ring calls the factory again or varies copies of the
   * instance ({@link VariedCopies}).
   */
  public SampleSpec ringMember(int k) {
    if (k == 0 || !variesBySeed()) {
      return this;
    }
    GeneratorSettings settings = generator == null ? GeneratorSettings.DEFAULT : generator;
    return new SampleSpec(
        name, modelClass, kind, source, size, settings.withSeed(settings.seed() + k), models);
  }

  /** Whether other seeds give other instances of this sample: generated samples only. */
  public boolean variesBySeed() {
    return kind == Kind.GENERATED;
  }

  /** Produces the instance with the given class loader. */
  public Object instantiate(ClassLoader loader) {
    return switch (kind) {
      case FACTORY -> FactoryMethod.find(source, loader).invoke(size);
      case FIXTURE -> FixtureFile.read(Path.of(source), load(modelClass, loader));
      case GENERATED -> generator(loader).generate(load(modelClass, loader));
    };
  }

  /** A generator configured as this spec says; its notes explain unfilled fields. */
  public SampleGenerator generator(ClassLoader loader) {
    GeneratorSettings settings = generator == null ? GeneratorSettings.DEFAULT : generator;
    if (size != null) {
      settings = settings.withCollectionSize(size);
    }
    List<Class<?>> candidates = new ArrayList<>();
    for (String model : models) {
      candidates.add(load(model, loader));
    }
    return new SampleGenerator(settings, candidates, loader);
  }

  /** This spec as JSON, as generated benchmark sources embed it. */
  public String toJson() {
    try {
      return Json.MAPPER.writeValueAsString(this);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * This spec as a Java expression that rebuilds it with constructors alone, no JSON: what the
   * cold-start benchmark embeds.
   */
  public String toJavaExpression() {
    StringBuilder out = new StringBuilder("new io.serbench.sample.SampleSpec(");
    out.append(javaString(name)).append(", ").append(javaString(modelClass)).append(", ");
    out.append("io.serbench.sample.SampleSpec.Kind.").append(kind.name()).append(", ");
    out.append(javaString(source)).append(", ");
    out.append(size == null ? "null" : "Integer.valueOf(" + size + ")").append(", ");
    if (generator == null) {
      out.append("null");
    } else {
      out.append("new io.serbench.settings.GeneratorSettings(")
          .append(generator.seed())
          .append("L, ")
          .append(generator.collectionSize())
          .append(", ")
          .append(generator.stringLength())
          .append(", io.serbench.settings.Alphabet.")
          .append(generator.alphabet().name())
          .append(", java.util.Map.ofEntries(");
      out.append(
          generator.implementations().entrySet().stream()
              .sorted(java.util.Map.Entry.comparingByKey())
              .map(
                  e ->
                      "java.util.Map.entry("
                          + javaString(e.getKey())
                          + ", "
                          + javaString(e.getValue())
                          + ")")
              .collect(java.util.stream.Collectors.joining(", ")));
      out.append("))");
    }
    out.append(", java.util.List.of(");
    out.append(
        models.stream()
            .map(SampleSpec::javaString)
            .collect(java.util.stream.Collectors.joining(", ")));
    return out.append("))").toString();
  }

  /** A Java string literal, or {@code null}. */
  public static String javaString(String text) {
    if (text == null) {
      return "null";
    }
    StringBuilder out = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        default -> {
          if (c < 0x20 || c > 0x7e) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }

  /** Reads a spec written by {@link #toJson()}. */
  public static SampleSpec fromJson(String json) {
    try {
      return Json.MAPPER.readValue(json, SampleSpec.class);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("not a sample spec: " + json, e);
    }
  }

  private static Class<?> load(String name, ClassLoader loader) {
    try {
      return Class.forName(name, true, loader);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("model class vanished: " + name, e);
    }
  }
}
