package io.serbench.measure;

import io.serbench.model.ModelGraph;
import io.serbench.model.ObjectCycles;
import io.serbench.probe.graph.GraphProbe;
import io.serbench.result.ModelRole;
import io.serbench.sample.SampleSpec;
import java.util.List;
import java.util.Map;

/**
 * The samples and every model class they cover.
 *
 * @param samples the samples, in order
 * @param models the configured classes that have a sample, then the classes of factory and fixture
 *     samples
 * @param unsampled configured classes no sample could be generated for, with the reason and the fix
 * @param roles every model class as a message or a part of one, with the reason
 * @param allModels every model class, parts included: what classes-known codecs register and the
 *     generator may use for abstract types
 */
public record Samples(
    List<PreparedSample> samples,
    List<Class<?>> models,
    Map<String, String> unsampled,
    List<ModelGraph.Role> roles,
    List<Class<?>> allModels) {
  /** The names of every model class, parts included. */
  public List<String> modelNames() {
    return allModels.stream().map(Class::getName).toList();
  }

  /**
   * The roles as results.json records them, each class marked cyclic when the graph probe can build
   * a cycle from its own fields or one of its samples held a cycle.
   */
  public List<ModelRole> modelRoles() {
    return roles.stream()
        .map(
            r ->
                new ModelRole(
                    r.type().getName(),
                    r.message(),
                    r.reason(),
                    GraphProbe.canLink(r.type())
                        || samples.stream()
                            .anyMatch(
                                s -> s.type() == r.type() && ObjectCycles.hasCycle(s.value()))))
        .toList();
  }

  /** Whether a sample belongs to a message (else it times a part, with timeEveryClass). */
  public boolean isMessage(PreparedSample sample) {
    return roles.stream().noneMatch(r -> r.type() == sample.type() && !r.message());
  }

  /** How each sample is rebuilt, in order. */
  public List<SampleSpec> specs() {
    return samples.stream().map(PreparedSample::spec).toList();
  }
}
