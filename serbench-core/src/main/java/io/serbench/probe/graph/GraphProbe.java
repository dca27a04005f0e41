package io.serbench.probe.graph;

import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.model.ModelTypes;
import io.serbench.probe.common.SampleProbe;
import io.serbench.result.CapabilityResult;
import io.serbench.text.Errors;
import io.serbench.verify.RoundTripOutcome;
import io.serbench.verify.RoundTripVerifier;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Measures whether cycles and shared references survive with identity restored. On the user's class
 * when one of its fields can point back at it (its own type, an ancestor, or a collection or array
 * of those); on {@link GraphProbeModel} otherwise.
 */
public final class GraphProbe {
  private GraphProbe() {}

  /** A graph built from the model, or from the probe model, with a description of how. */
  public record GraphSample(Object root, List<Class<?>> models, String description) {}

  /**
   * Builds a sample with a cycle and, where the fields allow, a shared reference, from two fresh
   * instances of the model; falls back to {@link GraphProbeModel} when the class cannot link to
   * itself.
   */
  public static GraphSample sample(Class<?> model, Supplier<Object> instances) {
    List<Field> links = model.isRecord() ? List.of() : links(model);
    if (links.isEmpty()) {
      return builtIn(
          model.isRecord()
              ? model.getSimpleName() + " is a record, which cannot form a cycle"
              : model.getSimpleName() + " has no field that can refer back to it");
    }
    Object first = instances.get();
    Object second = instances.get();
    List<String> used = new ArrayList<>();
    for (Field link : links) {
      link.setAccessible(true);
      try {
        if (link.getType().isArray()) {
          Object there = Array.newInstance(link.getType().getComponentType(), 2);
          Array.set(there, 0, second);
          Array.set(there, 1, second);
          link.set(first, there);
          Object back = Array.newInstance(link.getType().getComponentType(), 1);
          Array.set(back, 0, first);
          link.set(second, back);
        } else if (Collection.class.isAssignableFrom(link.getType())) {
          Collection<Object> there = newCollection(link.getType());
          there.add(second);
          there.add(second);
          link.set(first, there);
          Collection<Object> back = newCollection(link.getType());
          back.add(first);
          link.set(second, back);
        } else {
          link.set(first, second);
          link.set(second, first);
        }
        used.add(model.getSimpleName() + "." + link.getName());
      } catch (ReflectiveOperationException | RuntimeException e) {
        // a field that cannot take the link (final in a hidden class, odd collection) is skipped
      }
    }
    if (used.isEmpty()) {
      return builtIn("no field of " + model.getSimpleName() + " could take a link");
    }
    return new GraphSample(
        first,
        List.of(model),
        "your model " + model.getName() + ", cycle and shared reference through " + used);
  }

  private static GraphSample builtIn(String why) {
    return new GraphSample(
        GraphProbeModel.sample(),
        List.of(GraphProbeModel.class),
        "built-in probe model GraphProbeModel (" + why + ")");
  }

  /** The probe as a {@link SampleProbe}. */
  public static CapabilityResult onSample(SampleProbe.Subject subject, boolean claimed) {
    return run(subject.provider(), claimed, subject.model(), subject.sample());
  }

  /** Round-trips the graph sample and compares it with identity checks. */
  public static CapabilityResult run(
      CodecProvider provider, boolean claimed, Class<?> model, Supplier<Object> instances) {
    GraphSample sample;
    try {
      sample = sample(model, instances);
    } catch (RuntimeException e) {
      return CapabilityResult.notTested(
          claimed, "could not build a graph sample: " + Errors.oneLine(e));
    }
    CodecContext context =
        new CodecContext(
            sample.root().getClass(), ModelTypes.knownClasses(sample.models(), sample.root()));
    RoundTripOutcome outcome = RoundTripVerifier.verify(provider, context, sample.root());
    if (outcome.sharingLost()) {
      // a round trip may pass with copies; the graph capability is exactly the identity it lost
      return CapabilityResult.silentFailure(
          claimed, sample.description() + ": differs at " + outcome.differences().get(0));
    }
    if (outcome.passed()) {
      return CapabilityResult.pass(claimed, sample.description());
    }
    String evidence = sample.description() + ": " + outcome.failure();
    return outcome.phase() == RoundTripOutcome.Phase.COMPARE
        ? CapabilityResult.silentFailure(claimed, evidence)
        : CapabilityResult.fail(claimed, evidence);
  }

  /**
   * Whether the graph probe can build a cycle from the class's own fields (it is no record and has
   * a field that can refer back to it), rather than falling back to the built-in probe model.
   */
  public static boolean canLink(Class<?> model) {
    return !model.isRecord() && !links(model).isEmpty();
  }

  private static List<Field> links(Class<?> model) {
    List<Field> links = new ArrayList<>();
    ModelTypes.instanceFields(model)
        .filter(f -> !Modifier.isTransient(f.getModifiers()))
        .forEach(
            f -> {
              if (refersTo(f.getType(), model)
                  || f.getType().isArray() && refersTo(f.getType().getComponentType(), model)
                  || Collection.class.isAssignableFrom(f.getType())
                      && refersTo(elementType(f.getGenericType()), model)) {
                links.add(f);
              }
            });
    return links;
  }

  private static boolean refersTo(Class<?> fieldType, Class<?> model) {
    return fieldType != null && fieldType != Object.class && fieldType.isAssignableFrom(model);
  }

  private static Class<?> elementType(Type generic) {
    if (generic instanceof ParameterizedType p
        && p.getActualTypeArguments().length == 1
        && p.getActualTypeArguments()[0] instanceof Class<?> c) {
      return c;
    }
    return null;
  }

  @SuppressWarnings("unchecked")
  private static Collection<Object> newCollection(Class<?> type)
      throws ReflectiveOperationException {
    if (!type.isInterface() && !Modifier.isAbstract(type.getModifiers())) {
      return (Collection<Object>) type.getDeclaredConstructor().newInstance();
    }
    if (Set.class.isAssignableFrom(type)) {
      return new LinkedHashSet<>();
    }
    return new ArrayList<>();
  }
}
