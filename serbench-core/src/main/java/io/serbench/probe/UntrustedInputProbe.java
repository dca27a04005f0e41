package io.serbench.probe;

import com.fasterxml.jackson.core.type.TypeReference;
import io.serbench.Errors;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.model.ModelTypes;
import io.serbench.verify.Isolation;
import java.util.ArrayList;
import java.util.List;

/**
 * The untrusted-input probe: an attacker's loader writes bytes that name {@link
 * InstantiationProbe}, a class outside the model, as the root and in an {@code Object}-typed field;
 * a victim's loader, which has never loaded the probe class, decodes them expecting each model
 * class. The capability holds when decoding never creates the probe class. The public methods run
 * inside the isolated loaders.
 */
public final class UntrustedInputProbe {
  private UntrustedInputProbe() {}

  /**
   * What the victim's decoding did with the attack, for one model class.
   *
   * @param instantiated whether decoding created the probe class named in the input
   * @param evidence what happened, in words
   */
  record Observation(boolean instantiated, String evidence) {

    /** The verdict, with the attacker's problems noted when some bytes could not be written. */
    CapabilityResult verdict(boolean claimed, String attackProblem) {
      String text = attackProblem == null ? evidence : evidence + " (" + attackProblem + ")";
      return instantiated
          ? CapabilityResult.fail(claimed, text)
          : CapabilityResult.pass(claimed, text);
    }
  }

  /** Bytes an attacker sends, produced in a loader of their own. */
  record Attack(byte[] asRoot, byte[] inObjectField, String problem) {}

  /** The victim's side: decode the attack expecting each model in turn. */
  record VictimJob(String codec, List<String> models, Attack attack) {}

  /** The attacker's bytes, written in the attacker's loader (the codec's own may serve). */
  static Attack attack(ClassLoader attacker, String codec) throws Exception {
    return Isolation.exchange(
        attacker, UntrustedInputProbe.class, "attack", codec, new TypeReference<Attack>() {});
  }

  /**
   * The verdict per model class, read in the victim's loader, which must never have loaded the
   * probe class.
   */
  static List<CapabilityResult> victim(
      ClassLoader victim, String codec, List<String> models, Attack attack, boolean claimed)
      throws Exception {
    List<Observation> observations =
        Isolation.exchange(
            victim,
            UntrustedInputProbe.class,
            "victim",
            new VictimJob(codec, models, attack),
            new TypeReference<List<Observation>>() {});
    return observations.stream().map(o -> o.verdict(claimed, attack.problem())).toList();
  }

  /** Entry point inside the attacker's loader: the codec id in, the {@link Attack} bytes out. */
  public static String attack(String codecId) throws Exception {
    CodecProvider provider = JobJson.provider(codecId);
    byte[] asRoot = null;
    byte[] inField = null;
    List<String> problems = new ArrayList<>();
    try {
      Codec codec =
          provider.create(
              new CodecContext(
                  InstantiationProbe.class,
                  ModelTypes.knownClasses(List.of(InstantiationProbe.class))));
      asRoot = Isolation.withTimeout(() -> codec.encode(new InstantiationProbe()));
    } catch (Throwable e) {
      problems.add("cannot write the probe class as root: " + Errors.oneLine(e));
    }
    try {
      UntrustedEnvelope envelope = new UntrustedEnvelope();
      envelope.content = new InstantiationProbe();
      Codec codec =
          provider.create(
              new CodecContext(
                  UntrustedEnvelope.class,
                  ModelTypes.knownClasses(
                      List.of(UntrustedEnvelope.class, InstantiationProbe.class))));
      inField = Isolation.withTimeout(() -> codec.encode(envelope));
    } catch (Throwable e) {
      problems.add("cannot write the probe class in an Object field: " + Errors.oneLine(e));
    }
    return JobJson.write(
        new Attack(asRoot, inField, problems.isEmpty() ? null : String.join("; ", problems)));
  }

  /**
   * Entry point inside the victim's loader: decodes the attack expecting each model, then the
   * envelope with a reader that knows only the envelope; answers one {@link Observation} per model.
   */
  public static String victim(String json) throws Exception {
    VictimJob job = JobJson.read(json, VictimJob.class);
    CodecProvider provider = JobJson.provider(job.codec());
    List<Class<?>> models = JobJson.load(job.models());
    List<Class<?>> known = ModelTypes.knownClasses(models);
    String fieldReaction = null;
    if (job.attack().inObjectField() != null) {
      fieldReaction =
          "in an Object-typed field: "
              + decode(
                  provider,
                  new CodecContext(
                      UntrustedEnvelope.class,
                      ModelTypes.knownClasses(List.of(UntrustedEnvelope.class))),
                  job.attack().inObjectField());
    }
    Observation fromField =
        ProbeFlag.touched()
            ? new Observation(
                true,
                "decoding created InstantiationProbe, a class named in the input and not in the"
                    + " model, from an Object-typed field ("
                    + fieldReaction
                    + ")")
            : null;
    List<Observation> observations = new ArrayList<>();
    for (Class<?> model : models) {
      if (fromField != null) {
        observations.add(fromField);
        continue;
      }
      String reaction =
          job.attack().asRoot() == null
              ? "not attempted"
              : decode(provider, new CodecContext(model, known), job.attack().asRoot());
      observations.add(
          ProbeFlag.touched()
              ? new Observation(
                  true,
                  "decoding bytes that name InstantiationProbe, while expecting "
                      + model.getSimpleName()
                      + ", created it ("
                      + reaction
                      + ")")
              : new Observation(
                  false,
                  "the probe class named in the input was never created; as root: "
                      + reaction
                      + (fieldReaction == null ? "" : "; " + fieldReaction)));
    }
    return JobJson.write(observations);
  }

  private static String decode(CodecProvider provider, CodecContext context, byte[] bytes) {
    try {
      Object value = Isolation.withTimeout(() -> provider.create(context).decode(bytes));
      return value == null ? "decoded null" : "decoded as " + value.getClass().getSimpleName();
    } catch (Throwable e) {
      return "rejected with " + Errors.oneLine(e);
    }
  }
}
