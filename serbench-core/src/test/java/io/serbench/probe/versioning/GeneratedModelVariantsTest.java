package io.serbench.probe.versioning;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.probe.versioning.bytecode.EvolvedVariants;
import io.serbench.result.SchemaChange;
import io.serbench.testmodel.Deployment;
import io.serbench.verify.Isolation;
import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URLClassLoader;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Variants of a model shaped like generated code are the model's own classes, changed: its
 * initialised any-setter map, its creator, its accessors and its builder keep working in every
 * variant, and a change follows the class's conventions. Every class is initialised, so the JVM
 * verifies every rewritten method.
 */
class GeneratedModelVariantsTest {
  private static final String DEPLOYMENT = Deployment.class.getName();
  private static final String STRATEGY = Deployment.Strategy.class.getName();

  private static Evolved evolved() {
    return new VersioningProbe(
            System.getProperty("java.class.path"),
            io.serbench.settings.GeneratorSettings.DEFAULT,
            SchemaChange.Required.FIELDS)
        .evolve(List.of(Deployment.class));
  }

  private static URLClassLoader loader(Evolved evolved, SchemaChange change) {
    return Isolation.loader(System.getProperty("java.class.path"), evolved.classes(change));
  }

  @Test
  void theUnchangedVariantIsTheClassFileItself() {
    Evolved evolved = evolved();
    assertThat(evolved.variants()).containsKeys(Deployment.class, Deployment.Strategy.class);
    assertThat(evolved.classes(null).get(DEPLOYMENT))
        .isEqualTo(io.serbench.model.ModelTypes.classFile(Deployment.class));
  }

  @Test
  @SuppressWarnings("unchecked")
  void everyVariantLoadsAndKeepsItsInitialisedMapCreatorAndBuilder() throws Exception {
    Evolved evolved = evolved();
    for (SchemaChange change : SchemaChange.values()) {
      try (URLClassLoader loader = loader(evolved, change)) {
        Class<?> deployment = Class.forName(DEPLOYMENT, true, loader);
        Object instance = deployment.getDeclaredConstructor().newInstance();
        // the field initialiser ran: the any-setter has a map to put into
        deployment
            .getMethod("setAdditionalProperty", String.class, String.class)
            .invoke(instance, "extra", "1");
        assertThat(
                (Map<Object, Object>)
                    deployment.getMethod("getAdditionalProperties").invoke(instance))
            .as(change.id())
            .containsEntry("extra", "1");
        assertThat(deployment.getMethod("toString").invoke(instance)).isNotNull();
        Class<?> strategy = Class.forName(STRATEGY, true, loader);
        Object built =
            Class.forName(STRATEGY + "$Builder", true, loader)
                .getMethod("build")
                .invoke(strategy.getMethod("builder").invoke(null));
        assertThat(strategy.getMethod("toBuilder").invoke(built)).as(change.id()).isNotNull();
      }
    }
  }

  @Test
  void anAddedFieldFollowsTheClassConventions_accessorsAndAnnotations() throws Exception {
    try (URLClassLoader loader = loader(evolved(), SchemaChange.ADD_LAST)) {
      Class<?> deployment = Class.forName(DEPLOYMENT, true, loader);
      List<String> fields =
          Arrays.stream(deployment.getDeclaredFields()).map(Field::getName).toList();
      // after the last data field, before the catch-all map
      assertThat(fields)
          .containsSubsequence("strategy", EvolvedVariants.ADDED_FIELD, "additionalProperties");
      Field added = deployment.getDeclaredField(EvolvedVariants.ADDED_FIELD);
      assertThat(java.lang.reflect.Modifier.isPrivate(added.getModifiers())).isTrue();
      assertThat(jsonProperty(added.getAnnotations())).isEqualTo(EvolvedVariants.ADDED_FIELD);
      Method getter = deployment.getMethod("getSerbenchAdded");
      Method setter = deployment.getMethod("setSerbenchAdded", String.class);
      assertThat(jsonProperty(getter.getAnnotations())).isEqualTo(EvolvedVariants.ADDED_FIELD);
      Object instance = deployment.getDeclaredConstructor().newInstance();
      setter.invoke(instance, "x");
      assertThat(getter.invoke(instance)).isEqualTo("x");
    }
  }

  @Test
  void aRemovedFieldTakesItsAccessorsAlong_andItsCreatorParameterIsLeftUnused() throws Exception {
    try (URLClassLoader loader = loader(evolved(), SchemaChange.REMOVE_MIDDLE)) {
      Class<?> strategy = Class.forName(STRATEGY, true, loader);
      assertThat(Arrays.stream(strategy.getDeclaredFields()).map(Field::getName))
          .containsExactly("type", "maxUnavailable");
      assertThat(Arrays.stream(strategy.getMethods()).map(Method::getName))
          .doesNotContain("getMaxSurge");
      Object value =
          strategy.getConstructor(String.class, int.class, String.class).newInstance("a", 3, "b");
      assertThat(strategy.getMethod("getMaxUnavailable").invoke(value)).isEqualTo("b");
    }
  }

  @Test
  void aRenamedFieldTakesItsAccessorsAndWireNamesAlong() throws Exception {
    try (URLClassLoader loader = loader(evolved(), SchemaChange.RENAME_FIELD)) {
      Class<?> deployment = Class.forName(DEPLOYMENT, true, loader);
      // the middle of the fields that hold text or a number: name, replicas, image
      Field renamed = deployment.getDeclaredField("replicasRenamed");
      assertThat(jsonProperty(renamed.getAnnotations())).isEqualTo("replicasRenamed");
      assertThat(Arrays.stream(renamed.getAnnotations()).map(a -> a.annotationType().getName()))
          .contains(io.serbench.sample.Renamed.class.getName());
      assertThat(jsonProperty(deployment.getMethod("getReplicasRenamed").getAnnotations()))
          .isEqualTo("replicasRenamed");
      Class<?> strategy = Class.forName(STRATEGY, true, loader);
      // the creator's parameter names the renamed property on the wire
      Annotation[][] parameters =
          strategy.getConstructor(String.class, int.class, String.class).getParameterAnnotations();
      assertThat(jsonProperty(parameters[1])).isEqualTo("maxSurgeRenamed");
    }
  }

  @Test
  void aRetypedFieldKeepsItsAccessorsBodies_throughConversions() throws Exception {
    try (URLClassLoader loader = loader(evolved(), SchemaChange.WIDEN_INT_LONG)) {
      Class<?> deployment = Class.forName(DEPLOYMENT, true, loader);
      assertThat(deployment.getDeclaredField("replicas").getType()).isEqualTo(long.class);
      Object instance = deployment.getDeclaredConstructor().newInstance();
      deployment.getMethod("setReplicas", long.class).invoke(instance, 7L);
      assertThat(deployment.getMethod("getReplicas").invoke(instance)).isEqualTo(7L);
      assertThat(jsonProperty(deployment.getMethod("getReplicas").getAnnotations()))
          .isEqualTo("replicas");
      // toString called getReplicas()I, and now calls the long getter through a conversion
      assertThat(deployment.getMethod("toString").invoke(instance).toString()).contains("x7");
    }
    try (URLClassLoader loader = loader(evolved(), SchemaChange.INT_TO_INTEGER)) {
      Class<?> deployment = Class.forName(DEPLOYMENT, true, loader);
      assertThat(deployment.getDeclaredField("replicas").getType()).isEqualTo(Integer.class);
      Object instance = deployment.getDeclaredConstructor().newInstance();
      deployment.getMethod("setReplicas", Integer.class).invoke(instance, 9);
      assertThat(deployment.getMethod("getReplicas").invoke(instance)).isEqualTo(9);
    }
  }

  /** The value of a {@code @JsonProperty} among the annotations, from any loader's copy. */
  private static String jsonProperty(Annotation[] annotations) throws Exception {
    for (Annotation annotation : annotations) {
      if (annotation.annotationType().getSimpleName().equals("JsonProperty")) {
        return (String) annotation.annotationType().getMethod("value").invoke(annotation);
      }
    }
    return null;
  }
}
