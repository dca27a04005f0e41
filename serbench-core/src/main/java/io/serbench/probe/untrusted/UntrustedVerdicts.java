package io.serbench.probe.untrusted;

import io.serbench.probe.common.Claimed;
import io.serbench.probe.common.ModelInput;
import io.serbench.result.CapabilityResult;
import io.serbench.result.Verdict;
import io.serbench.verify.Isolation;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The untrusted-input verdict of one codec on each model, from the attacks the capability probes
 * wrote in the codec's loader and what their victim did, the attack through the model's own
 * polymorphic field and the resource attacks.
 */
public final class UntrustedVerdicts {
  private final String classpath;
  private final ResourceAttacks resources;

  /**
   * @param classpath the classpath of the isolated loaders
   * @param resources the resource attacks, or {@code null} to try only the class-instantiation
   *     attacks
   */
  public UntrustedVerdicts(String classpath, ResourceAttacks resources) {
    this.classpath = classpath;
    this.resources = resources;
  }

  /**
   * Each model's untrusted-input verdict from the attacks and what the victim did, with the attack
   * through the model's own polymorphic field and the resource attacks.
   */
  public Verdicts verdicts(
      Claimed claimed,
      List<ModelInput> runnable,
      List<String> allModels,
      List<UntrustedInputProbe.Attack> attacks,
      List<UntrustedInputProbe.Observation> observed)
      throws Exception {
    long userStart = System.nanoTime();
    Map<Class<?>, UserFieldAttack> userAttacks =
        userFieldAttacks(claimed.codec(), runnable, allModels);
    long nanos = System.nanoTime() - userStart;
    Map<Class<?>, CapabilityResult> untrusted = new LinkedHashMap<>();
    for (ModelInput input : runnable) {
      List<UntrustedInputProbe.Attack> all = new ArrayList<>(attacks);
      List<UntrustedInputProbe.Observation> seen = new ArrayList<>(observed);
      UserFieldAttack user = userAttacks.get(input.model());
      if (user != null) {
        all.add(user.attack());
        seen.add(user.observation());
      }
      untrusted.put(
          input.model(), UntrustedInputProbe.verdict(claimed.untrustedInput(), all, seen));
    }
    // a codec that already creates a foreign class is unsafe: the resource attacks would add
    // nothing to its verdict
    if (resources != null) {
      ResourceAttacks.Result result = null;
      if (untrusted.values().stream().anyMatch(v -> v.measured() != Verdict.FAIL)) {
        long resourceStart = System.nanoTime();
        result = resources.attack(claimed.codec());
        nanos += System.nanoTime() - resourceStart;
      }
      ResourceAttacks.Result attacked = result;
      untrusted.replaceAll(
          (model, verdict) ->
              verdict.measured() == Verdict.FAIL
                  ? ResourceAttacks.notTried(verdict)
                  : ResourceAttacks.combine(verdict, attacked, claimed.library()));
    }
    return new Verdicts(untrusted, nanos);
  }

  /**
   * Each model's untrusted-input verdict, in the order of the models.
   *
   * @param byModel the verdict of each model probed
   * @param nanos the time the attacks through the models' own fields and the resource attacks took,
   *     which the caller adds to the attacks it ran itself
   */
  public record Verdicts(Map<Class<?>, CapabilityResult> byModel, long nanos) {}

  /** The attack through a model's own polymorphic field and what the victim did with it. */
  private record UserFieldAttack(
      UntrustedInputProbe.Attack attack, UntrustedInputProbe.Observation observation) {}

  /**
   * Attacks through the user's own polymorphic fields, one per model class that has one: a gadget
   * implementing the field's type is written by an attacker's loader and decoded by a victim's,
   * both able to load the gadget and neither loaded with it before.
   */
  private Map<Class<?>, UserFieldAttack> userFieldAttacks(
      String codec, List<ModelInput> models, List<String> allModels) throws Exception {
    List<Gadgets.Target> targets = new ArrayList<>();
    List<UntrustedInputProbe.AttackJob> jobs = new ArrayList<>();
    List<Class<?>> attacked = new ArrayList<>();
    for (ModelInput input : models) {
      Gadgets.target(input.model())
          .ifPresent(
              target -> {
                targets.add(target);
                attacked.add(input.model());
                jobs.add(
                    new UntrustedInputProbe.AttackJob(
                        codec,
                        UntrustedInputProbe.Vector.USER_FIELD,
                        allModels,
                        target.model(),
                        input.sample(),
                        target.field(),
                        target.gadget()));
              });
    }
    Map<Class<?>, UserFieldAttack> attacks = new LinkedHashMap<>();
    if (jobs.isEmpty()) {
      return attacks;
    }
    Map<String, byte[]> gadgets = Gadgets.classes(targets);
    List<UntrustedInputProbe.Attack> written;
    try (URLClassLoader attacker = Isolation.loader(classpath, gadgets)) {
      written = UntrustedInputProbe.attack(attacker, jobs);
    }
    List<UntrustedInputProbe.Observation> observed;
    try (URLClassLoader victim = Isolation.loader(classpath, gadgets)) {
      observed = UntrustedInputProbe.victim(victim, written);
    }
    for (int i = 0; i < attacked.size(); i++) {
      attacks.put(attacked.get(i), new UserFieldAttack(written.get(i), observed.get(i)));
    }
    return attacks;
  }
}
