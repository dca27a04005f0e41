package io.serbench.probe;

import com.fasterxml.jackson.core.type.TypeReference;
import io.serbench.Errors;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.model.ModelTypes;
import io.serbench.verify.Isolation;
import java.util.List;

/**
 * The untrusted-input probe. An attacker's loader writes an {@link UntrustedEnvelope} whose {@code
 * Object}-typed field holds an {@link InstantiationProbe}, a class outside the model, with the same
 * library and its class guard off ({@link CodecProvider#unguarded}), so that the victim's own guard
 * (registration, an allow-list) is what must stop it. A control read in the attacker's loader shows
 * whether the bytes really name the class. A victim's loader, which has never loaded the probe
 * class, then decodes them with the codec as configured. The capability holds when decoding never
 * creates the probe class, and the verdict says which check was exercised; an attack that could not
 * be delivered, or a failure that does not name the class, is not counted as a defence. The public
 * methods run inside the isolated loaders.
 */
public final class UntrustedInputProbe {
  private UntrustedInputProbe() {}

  /**
   * What the victim's decoding did with the attack.
   *
   * @param verdict PASS when the class named in the input was never created and a check was
   *     exercised, FAIL when it was created, NOT_APPLICABLE when the attack was not delivered or
   *     the outcome does not tell
   * @param evidence what happened, in words
   */
  record Observation(Verdict verdict, String evidence) {
    CapabilityResult result(boolean claimed) {
      return new CapabilityResult(claimed, verdict, evidence, false, 0);
    }
  }

  /** What the attacker's control read showed about the bytes. */
  enum Delivery {
    /** The attacker could not write the probe class at all. */
    NOT_WRITTEN,
    /** The control read failed, so it is unknown what the bytes carry. */
    CONTROL_FAILED,
    /** Even an unguarded reader reads something else back: the format cannot name a class. */
    CANNOT_NAME_A_CLASS,
    /** An unguarded reader gets the probe class back: the bytes carry its name. */
    NAMES_THE_CLASS
  }

  /**
   * The attacker's bytes.
   *
   * @param bytes the envelope with the probe class in its {@code Object} field, or {@code null}
   *     when the attacker could not write it
   * @param delivery what an unguarded reader in the attacker's loader made of them
   * @param control what that reader got, or why the attack could not be written or read
   */
  record Attack(byte[] bytes, Delivery delivery, String control) {}

  /** The victim's side: decode the attack with the codec as configured. */
  record VictimJob(String codec, Attack attack) {}

  /** The attacker's bytes, written in the attacker's loader (the codec's own may serve). */
  static Attack attack(ClassLoader attacker, String codec) throws Exception {
    return Isolation.exchange(
        attacker, UntrustedInputProbe.class, "attack", codec, new TypeReference<Attack>() {});
  }

  /**
   * The verdict, read in the victim's loader, which must never have loaded the probe class. It does
   * not depend on the model class: the attack rides in the envelope's {@code Object} field.
   */
  static CapabilityResult victim(ClassLoader victim, String codec, Attack attack, boolean claimed)
      throws Exception {
    Observation observation =
        Isolation.exchange(
            victim,
            UntrustedInputProbe.class,
            "victim",
            new VictimJob(codec, attack),
            new TypeReference<Observation>() {});
    return observation.result(claimed);
  }

  private static CodecContext envelope() {
    return new CodecContext(
        UntrustedEnvelope.class, ModelTypes.knownClasses(List.of(UntrustedEnvelope.class)));
  }

  /** Entry point inside the attacker's loader: the codec id in, the {@link Attack} out. */
  public static String attack(String codecId) throws Exception {
    CodecProvider provider = JobJson.provider(codecId);
    byte[] bytes;
    try {
      Codec writer = provider.unguarded(envelope());
      UntrustedEnvelope envelope = new UntrustedEnvelope();
      envelope.content = new InstantiationProbe();
      bytes = Isolation.withTimeout(() -> writer.encode(envelope));
    } catch (Throwable e) {
      return JobJson.write(
          new Attack(
              null,
              Delivery.NOT_WRITTEN,
              "the attacker could not write the probe class: " + Errors.oneLine(e)));
    }
    try {
      Codec reader = provider.unguarded(envelope());
      Object read = Isolation.withTimeout(() -> reader.decode(bytes));
      Object content = read instanceof UntrustedEnvelope e ? e.content : read;
      return JobJson.write(
          new Attack(
              bytes,
              content instanceof InstantiationProbe
                  ? Delivery.NAMES_THE_CLASS
                  : Delivery.CANNOT_NAME_A_CLASS,
              content == null ? "null" : content.getClass().getSimpleName()));
    } catch (Throwable e) {
      return JobJson.write(
          new Attack(
              bytes, Delivery.CONTROL_FAILED, "the control read failed: " + Errors.oneLine(e)));
    }
  }

  /** Entry point inside the victim's loader: the attack in, one {@link Observation} out. */
  public static String victim(String json) throws Exception {
    VictimJob job = JobJson.read(json, VictimJob.class);
    Attack attack = job.attack();
    switch (attack.delivery()) {
      case NOT_WRITTEN, CONTROL_FAILED -> {
        return JobJson.write(
            new Observation(Verdict.NOT_TESTED, "not tested: " + attack.control()));
      }
      case CANNOT_NAME_A_CLASS -> {
        return JobJson.write(
            new Observation(
                Verdict.PASS,
                "the format cannot name a class: even with its guard off, the library reads the"
                    + " attacker's Object field back as "
                    + attack.control()
                    + ", never as the class the attacker wrote"));
      }
      case NAMES_THE_CLASS -> {
        // the attack is delivered: the victim's own guard must stop it
      }
    }
    CodecProvider provider = JobJson.provider(job.codec());
    String reaction = null;
    Throwable failure = null;
    try {
      Object value =
          Isolation.withTimeout(() -> provider.create(envelope()).decode(attack.bytes()));
      Object content = value instanceof UntrustedEnvelope e ? e.content : value;
      reaction = "decoded as " + (content == null ? "null" : content.getClass().getSimpleName());
    } catch (Throwable e) {
      failure = e;
    }
    if (ProbeFlag.touched()) {
      return JobJson.write(
          new Observation(
              Verdict.FAIL,
              "decoding created InstantiationProbe, a class named in the input and not in the"
                  + " model, from an Object-typed field ("
                  + (failure == null ? reaction : "then failed: " + Errors.oneLine(failure))
                  + ")"));
    }
    if (failure == null) {
      return JobJson.write(
          new Observation(
              Verdict.PASS,
              "the bytes name InstantiationProbe (an unguarded reader creates it), and the codec"
                  + " ignored the name: "
                  + reaction));
    }
    String refusal = Errors.oneLine(failure);
    return JobJson.write(
        refusal.contains(InstantiationProbe.class.getSimpleName())
            ? new Observation(
                Verdict.PASS,
                "the guard refused the class named in the input (an unguarded reader creates it):"
                    + " "
                    + refusal)
            : new Observation(
                Verdict.NOT_TESTED,
                "not tested: decoding failed without naming the class the attacker wrote, so the"
                    + " failure is not the guard: "
                    + refusal));
  }
}
