package io.serbench.codec;

import java.util.List;
import java.util.Optional;

/**
 * Service-provider interface for codecs, discovered with {@link java.util.ServiceLoader}.
 *
 * <p>A provider must be loadable without its library on the classpath: only {@link #create} may
 * touch library types. This lets a build tool read {@link #info()} and {@link #jvmFlags(int)}
 * before it starts the worker JVM that has the libraries.
 */
public interface CodecProvider {
  /** The codec's declared traits. */
  CodecInfo info();

  /** JVM flags the library needs on the given Java feature version, such as {@code --add-opens}. */
  default List<String> jvmFlags(int javaFeatureVersion) {
    return List.of();
  }

  /** Creates a codec for one root type; called in the worker and in each JMH fork. */
  Codec create(CodecContext context) throws Exception;

  /**
   * The same codec with its class guard off (registration not required, no allow-list), as an
   * attacker would write with the same library: the untrusted-input probe writes its attack with
   * it, so that the victim's own guard is what must stop it. A codec without a guard writes as it
   * always does, which is the default.
   */
  default Codec unguarded(CodecContext context) throws Exception {
    return create(context);
  }

  /**
   * The mode this run measures on the given model classes, for libraries whose setup depends on the
   * user's build (DSL-JSON's compiled converters, for one); the declared {@link CodecInfo#mode()}
   * by default. Called in the worker, where the library and the model are on the class path.
   */
  default String measuredMode(List<Class<?>> modelClasses) {
    return info().mode();
  }

  /**
   * Whether the model calls for this codec by itself (a codec of {@link Group#BY_MODEL}): {@code
   * protobuf-java} when a model class is a generated message. Called in the worker.
   */
  default boolean appliesTo(List<Class<?>> modelClasses) {
    return false;
  }

  /**
   * Why the codec joined a run by itself when {@link #appliesTo} said so, for the log: {@code "the
   * model has generated messages"}.
   */
  default String joinsBecause() {
    return "the model calls for it";
  }

  /**
   * Whether the codec binds these model classes through code that the build's annotation processor
   * generated for them as compiled (avaje-jsonb's adapters, DSL-JSON's converters). The versioning
   * probe cannot test such a codec: its evolved classes would run the adapters of the original
   * shape, where a real change regenerates them, so its verdicts are not tested. False by default.
   * Called in the worker.
   */
  default boolean bindsAtBuildTime(List<Class<?>> modelClasses) {
    return false;
  }

  /**
   * Whether the library's values cache what an encode computes, so that encoding one instance again
   * is cheaper than a service's single encode of a new message: protobuf-java memoizes a message's
   * serialized size. The harness then times each encode on a {@link Codec#fresh} copy made before
   * the call (JMH's invocation-level setup). False by default.
   */
  default boolean freshValuePerCall() {
    return false;
  }

  /**
   * The Java source a team copies to set the library up as this codec does: a {@link SetupSnippet}
   * template, with the same options and registrations as {@link #create}, next to which it is kept
   * so that the two change together. Empty when the codec gives none; the report then shows the
   * dependencies and JVM flags only. Text only: it must not touch library types.
   */
  default String setupSnippet() {
    return "";
  }

  /**
   * The one-line fix for a failure of this codec whose cause its library makes known (a class not
   * registered, a missing constructor), as a user of the library would change their setup or model;
   * empty by default. Called for each throwable of the failure's cause chain, outermost first,
   * after the JVM's own patterns (a module that does not open a package, a stack overflow). It
   * reads the exception's class name and message ({@link FixHints}) and must not touch library
   * types.
   */
  default Optional<String> remedy(Throwable failure) {
    return Optional.empty();
  }
}
