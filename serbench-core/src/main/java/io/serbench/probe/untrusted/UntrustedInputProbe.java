package io.serbench.probe.untrusted;

import com.fasterxml.jackson.core.type.TypeReference;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.model.ModelTypes;
import io.serbench.probe.common.JobJson;
import io.serbench.result.CapabilityResult;
import io.serbench.result.Verdict;
import io.serbench.sample.SampleSpec;
import io.serbench.text.Errors;
import io.serbench.verify.Isolation;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;

/**
 * The untrusted-input probe. An attacker's loader writes bytes that name a class outside the model,
 * with the same library and its class guard off ({@link CodecProvider#unguarded}), so that the
 * victim's own guard (registration, an allow-list) is what must stop it. The attack rides in three
 * places ({@link Vector}): as the root ({@link RootProbe}), in the {@code Object}-typed field of an
 * {@link UntrustedEnvelope} ({@link InstantiationProbe}), and in the user's own polymorphic field,
 * holding a gadget that implements the field's type ({@link Gadgets}). A control read in the
 * attacker's loader shows whether the bytes really name the class. A victim's loader, which has
 * never loaded the class, then decodes them with the codec as configured. Each probe class records
 * its own initialisation in {@link ProbeFlag}, so one victim loader can take several attacks. The
 * capability holds when decoding never creates a probe class and a check was exercised; an attack
 * that could not be delivered, or a failure that does not name the class, is not counted as a
 * defence. The public methods run inside the isolated loaders.
 */
public final class UntrustedInputProbe {
  private UntrustedInputProbe() {}

  /** Where the attack rides. */
  public enum Vector {
    /** The root of the bytes. */
    ROOT,
    /** The {@code Object}-typed field of an envelope. */
    OBJECT_FIELD,
    /** The user's own polymorphic field. */
    USER_FIELD
  }

  /**
   * What the victim's decoding did with one attack.
   *
   * @param verdict PASS when the class named in the input was never created and a check was
   *     exercised, FAIL when it was created, NOT_TESTED when the attack was not delivered or the
   *     outcome does not tell
   * @param cannotName whether the format could not name the class in this place at all
   * @param evidence what happened, in words
   */
  public record Observation(Verdict verdict, boolean cannotName, String evidence) {}

  /** What the attacker's control read showed about the bytes. */
  public enum Delivery {
    /** The attacker could not write the probe class at all. */
    NOT_WRITTEN,
    /** The control read failed, so it is unknown what the bytes carry. */
    CONTROL_FAILED,
    /** Even an unguarded reader reads something else back: the format cannot name a class here. */
    CANNOT_NAME_A_CLASS,
    /** An unguarded reader gets the probe class back: the bytes carry its name. */
    NAMES_THE_CLASS
  }

  /**
   * One attack to write: where it rides and, for the user's field, the model, its sample and the
   * gadget.
   */
  public record AttackJob(
      String codec,
      Vector vector,
      List<String> models,
      String model,
      SampleSpec sample,
      String field,
      String gadget) {

    public static AttackJob of(String codec, Vector vector) {
      return new AttackJob(codec, vector, List.of(), null, null, null, null);
    }

    /** The probe class the attack names. */
    String probeClass() {
      return switch (vector) {
        case ROOT -> RootProbe.class.getName();
        case OBJECT_FIELD -> InstantiationProbe.class.getName();
        case USER_FIELD -> gadget;
      };
    }

    /** Where the attack rides, in words. */
    String place() {
      return switch (vector) {
        case ROOT -> "as the root";
        case OBJECT_FIELD -> "in an Object-typed field";
        case USER_FIELD ->
            "in your polymorphic field "
                + model.substring(model.lastIndexOf('.') + 1)
                + "."
                + field;
      };
    }
  }

  /**
   * The attacker's bytes.
   *
   * @param job what was attacked
   * @param bytes the bytes that name the probe class, or {@code null} when the attacker could not
   *     write them
   * @param delivery what an unguarded reader in the attacker's loader made of them
   * @param control what that reader got, or why the attack could not be written or read
   */
  public record Attack(AttackJob job, byte[] bytes, Delivery delivery, String control) {}

  /** Writes the attacks in the attacker's loader (the codec's own may serve). */
  public static List<Attack> attack(ClassLoader attacker, List<AttackJob> jobs) throws Exception {
    return Isolation.exchange(
        attacker, UntrustedInputProbe.class, "attack", jobs, new TypeReference<List<Attack>>() {});
  }

  /**
   * The observations, read in the victim's loader, which must never have loaded the probe classes;
   * one per attack, in order.
   */
  public static List<Observation> victim(ClassLoader victim, List<Attack> attacks)
      throws Exception {
    return Isolation.exchange(
        victim,
        UntrustedInputProbe.class,
        "victim",
        attacks,
        new TypeReference<List<Observation>>() {});
  }

  /**
   * One verdict from the attacks on one model: FAIL when any created its class; PASS when a
   * delivered attack was refused or ignored, or when the format cannot name a class even in an
   * {@code Object}-typed field; NOT_TESTED otherwise. The evidence lists every attack.
   */
  static CapabilityResult verdict(boolean claimed, List<Attack> attacks, List<Observation> seen) {
    StringBuilder evidence = new StringBuilder();
    boolean failed = false;
    boolean passed = false;
    for (int i = 0; i < seen.size(); i++) {
      Observation observation = seen.get(i);
      AttackJob job = attacks.get(i).job();
      failed |= observation.verdict() == Verdict.FAIL;
      passed |=
          observation.verdict() == Verdict.PASS
              && (!observation.cannotName() || job.vector() == Vector.OBJECT_FIELD);
      evidence
          .append(evidence.length() == 0 ? "" : "; ")
          .append(job.place())
          .append(": ")
          .append(observation.evidence());
    }
    Verdict verdict = failed ? Verdict.FAIL : passed ? Verdict.PASS : Verdict.NOT_TESTED;
    return new CapabilityResult(claimed, verdict, evidence.toString(), false, 0);
  }

  private static CodecContext envelope() {
    return new CodecContext(
        UntrustedEnvelope.class, ModelTypes.knownClasses(List.of(UntrustedEnvelope.class)));
  }

  /** Entry point inside the attacker's loader: attack jobs in, one {@link Attack} each out. */
  public static String attack(String json) throws Exception {
    List<AttackJob> jobs = JobJson.read(json, new TypeReference<List<AttackJob>>() {});
    List<Attack> attacks = new ArrayList<>();
    for (AttackJob job : jobs) {
      attacks.add(attackOne(job));
    }
    return JobJson.write(attacks);
  }

  private static Attack attackOne(AttackJob job) {
    ClassLoader loader = UntrustedInputProbe.class.getClassLoader();
    CodecProvider provider;
    CodecContext context;
    Object value;
    try {
      provider = JobJson.provider(job.codec());
      switch (job.vector()) {
        case ROOT -> {
          context =
              new CodecContext(RootProbe.class, ModelTypes.knownClasses(List.of(RootProbe.class)));
          value = new RootProbe();
        }
        case OBJECT_FIELD -> {
          context = envelope();
          UntrustedEnvelope envelope = new UntrustedEnvelope();
          envelope.content = new InstantiationProbe();
          value = envelope;
        }
        default -> {
          List<Class<?>> models = JobJson.load(job.models());
          value = job.sample().instantiate(loader);
          // registered as the user would, from the sample before the gadget goes in, exactly as
          // the victim registers
          context = new CodecContext(value.getClass(), ModelTypes.knownClasses(models, value));
          field(value.getClass(), job.field())
              .set(
                  value,
                  Class.forName(job.gadget(), true, loader).getDeclaredConstructor().newInstance());
        }
      }
    } catch (Throwable e) {
      return new Attack(
          job,
          null,
          Delivery.NOT_WRITTEN,
          "the attacker could not build the attack: " + Errors.oneLine(e));
    }
    byte[] bytes;
    try {
      Codec writer = provider.unguarded(context);
      bytes = Isolation.withTimeout(() -> writer.encode(value));
    } catch (Throwable e) {
      return new Attack(
          job,
          null,
          Delivery.NOT_WRITTEN,
          "the attacker could not write the probe class: " + Errors.oneLine(e));
    }
    try {
      // the root's control reads as the envelope: only a class named in the bytes comes back
      Codec reader = provider.unguarded(job.vector() == Vector.ROOT ? envelope() : context);
      Object read = Isolation.withTimeout(() -> reader.decode(bytes));
      Object content = slot(job, read);
      return new Attack(
          job,
          bytes,
          content != null && content.getClass().getName().equals(job.probeClass())
              ? Delivery.NAMES_THE_CLASS
              : Delivery.CANNOT_NAME_A_CLASS,
          content == null ? "null" : content.getClass().getSimpleName());
    } catch (Throwable e) {
      return new Attack(
          job, bytes, Delivery.CONTROL_FAILED, "the control read failed: " + Errors.oneLine(e));
    }
  }

  /** The value in the attacked place of what was decoded. */
  private static Object slot(AttackJob job, Object decoded) throws ReflectiveOperationException {
    return switch (job.vector()) {
      case ROOT -> decoded;
      case OBJECT_FIELD -> decoded instanceof UntrustedEnvelope e ? e.content : decoded;
      case USER_FIELD ->
          decoded == null ? null : field(decoded.getClass(), job.field()).get(decoded);
    };
  }

  private static Field field(Class<?> type, String name) throws NoSuchFieldException {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      try {
        Field field = c.getDeclaredField(name);
        field.setAccessible(true);
        return field;
      } catch (NoSuchFieldException e) {
        // declared higher up
      }
    }
    throw new NoSuchFieldException(type.getName() + "." + name);
  }

  /** Entry point inside the victim's loader: the attacks in, one {@link Observation} each out. */
  public static String victim(String json) throws Exception {
    List<Attack> attacks = JobJson.read(json, new TypeReference<List<Attack>>() {});
    List<Observation> observations = new ArrayList<>();
    for (Attack attack : attacks) {
      observations.add(victimOne(attack));
    }
    return JobJson.write(observations);
  }

  private static Observation victimOne(Attack attack) throws Exception {
    AttackJob job = attack.job();
    String probe = job.probeClass().substring(job.probeClass().lastIndexOf('.') + 1);
    switch (attack.delivery()) {
      case NOT_WRITTEN, CONTROL_FAILED -> {
        return new Observation(Verdict.NOT_TESTED, false, "not tested: " + attack.control());
      }
      case CANNOT_NAME_A_CLASS -> {
        return new Observation(
            Verdict.PASS,
            true,
            "the format cannot name a class here: even with its guard off, the library reads it"
                + " back as "
                + attack.control()
                + ", never as the class the attacker wrote");
      }
      case NAMES_THE_CLASS -> {
        // the attack is delivered: the victim's own guard must stop it
      }
    }
    CodecProvider provider = JobJson.provider(job.codec());
    CodecContext context =
        switch (job.vector()) {
          case USER_FIELD -> {
            List<Class<?>> models = JobJson.load(job.models());
            Class<?> model =
                Class.forName(job.model(), false, UntrustedInputProbe.class.getClassLoader());
            yield new CodecContext(
                model,
                ModelTypes.knownClasses(
                    models, job.sample().instantiate(UntrustedInputProbe.class.getClassLoader())));
          }
          default -> envelope();
        };
    String reaction = null;
    Throwable failure = null;
    try {
      Object value = Isolation.withTimeout(() -> provider.create(context).decode(attack.bytes()));
      Object content = job.vector() == Vector.ROOT ? value : slot(job, value);
      reaction = "decoded as " + (content == null ? "null" : content.getClass().getSimpleName());
    } catch (Throwable e) {
      failure = e;
    }
    if (ProbeFlag.touched(job.probeClass())) {
      return new Observation(
          Verdict.FAIL,
          false,
          "decoding created "
              + probe
              + ", a class named in the input and not in the model ("
              + (failure == null ? reaction : "then failed: " + Errors.oneLine(failure))
              + ")");
    }
    if (failure == null) {
      return new Observation(
          Verdict.PASS,
          false,
          "the bytes name "
              + probe
              + " (an unguarded reader creates it), and the codec ignored"
              + " the name: "
              + reaction);
    }
    String refusal = Errors.oneLine(failure);
    return refusal.contains(probe)
        ? new Observation(
            Verdict.PASS,
            false,
            "the guard refused the class named in the input (an unguarded reader creates it): "
                + refusal)
        : new Observation(
            Verdict.NOT_TESTED,
            false,
            "not tested: decoding failed without naming the class the attacker wrote, so the"
                + " failure is not the guard: "
                + refusal);
  }
}
