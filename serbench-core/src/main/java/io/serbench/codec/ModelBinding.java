package io.serbench.codec;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The binding a model's own classes show: protoc-generated messages ({@code protobuf-java}), Avro's
 * generated {@code SpecificRecord}s ({@code avro-specific}), Jackson's annotations ({@code
 * jackson-json}, or {@code jackson3-json} on a project with only Jackson 3), Gson's ({@code gson}).
 * Its codec joins a run that starts from the default set and is the guessed current codec, before
 * "the one serializer library on the class path". Read from annotation and supertype names, so that
 * no library is needed to ask.
 *
 * @param codec the catalog's id of the codec that binds the model so
 * @param reason why, for the log and the report: {@code com.acme.Order carries Jackson's
 *     annotations (@JsonProperty)}
 */
public record ModelBinding(String codec, String reason) {
  private static final String JACKSON = "com.fasterxml.jackson.annotation.";
  private static final String JACKSON_DATABIND = "com.fasterxml.jackson.databind.annotation.";
  private static final String JACKSON3_DATABIND = "tools.jackson.databind.annotation.";
  private static final String GSON = "com.google.gson.annotations.";
  private static final String SPECIFIC_RECORD = "org.apache.avro.specific.SpecificRecord";

  /**
   * The binding the model classes show, if exactly one library's does: generated messages first,
   * then the library whose annotations mark more of the classes; none on a tie.
   *
   * @param jacksonMajor3 whether the project's class path has Jackson 3 and not Jackson 2, so that
   *     Jackson's shared annotations mean {@code jackson3-json}
   */
  public static Optional<ModelBinding> of(List<Class<?>> models, boolean jacksonMajor3) {
    for (Class<?> type : models) {
      if (ProtobufTypes.isMessage(type)) {
        return Optional.of(
            new ModelBinding("protobuf-java", type.getName() + " is a protoc-generated message"));
      }
      if (implementsNamed(type, SPECIFIC_RECORD)) {
        return Optional.of(
            new ModelBinding(
                "avro-specific",
                type.getName() + " is a SpecificRecord that Avro's compiler made"));
      }
    }
    Map<String, List<String>> marked = new LinkedHashMap<>();
    for (Class<?> type : models) {
      annotation(type)
          .ifPresent(
              a -> {
                String name = a.annotationType().getName();
                String codec =
                    name.startsWith(GSON)
                        ? "gson"
                        : name.startsWith(JACKSON3_DATABIND) || jacksonMajor3
                            ? "jackson3-json"
                            : "jackson-json";
                marked
                    .computeIfAbsent(codec, k -> new ArrayList<>())
                    .add(type.getName() + " (@" + a.annotationType().getSimpleName() + ")");
              });
    }
    List<Map.Entry<String, List<String>>> ranked =
        marked.entrySet().stream()
            .sorted((a, b) -> b.getValue().size() - a.getValue().size())
            .toList();
    if (ranked.isEmpty()
        || (ranked.size() > 1
            && ranked.get(0).getValue().size() == ranked.get(1).getValue().size())) {
      return Optional.empty();
    }
    String codec = ranked.get(0).getKey();
    List<String> classes = ranked.get(0).getValue();
    String library = codec.equals("gson") ? "Gson's" : "Jackson's";
    return Optional.of(
        new ModelBinding(
            codec,
            (classes.size() == 1
                    ? classes.get(0) + " carries "
                    : classes.size() + " model classes carry ")
                + library
                + " annotations"
                + (classes.size() == 1 ? "" : " (" + classes.get(0) + ", ...)")));
  }

  /** The model classes that are Avro {@code SpecificRecord}s, which {@code avro-specific} reads. */
  public static List<String> specificRecords(List<Class<?>> models) {
    return models.stream()
        .filter(type -> implementsNamed(type, SPECIFIC_RECORD))
        .map(Class::getName)
        .toList();
  }

  /** The first binding annotation on the class, its fields, methods or record components. */
  private static Optional<Annotation> annotation(Class<?> type) {
    try {
      List<AnnotatedElement> elements = new ArrayList<>();
      elements.add(type);
      elements.addAll(List.of(type.getDeclaredFields()));
      elements.addAll(List.of(type.getDeclaredMethods()));
      elements.addAll(List.of(type.getDeclaredConstructors()));
      for (AnnotatedElement element : elements) {
        for (Annotation a : element.getDeclaredAnnotations()) {
          String name = a.annotationType().getName();
          if (name.startsWith(JACKSON)
              || name.startsWith(JACKSON_DATABIND)
              || name.startsWith(JACKSON3_DATABIND)
              || name.startsWith(GSON)) {
            return Optional.of(a);
          }
        }
      }
    } catch (LinkageError | RuntimeException e) {
      // a member's type that cannot load hides its annotations; the class shows no binding
    }
    return Optional.empty();
  }

  private static boolean implementsNamed(Class<?> type, String name) {
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      for (Class<?> each : c.getInterfaces()) {
        if (each.getName().equals(name) || implementsNamed(each, name)) {
          return true;
        }
      }
    }
    return false;
  }
}
