package io.serbench.probe.untrusted;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.codec.CodecCatalog;
import io.serbench.jvm.JvmOptions;
import io.serbench.probe.common.ChildJvm;
import io.serbench.result.CapabilityResult;
import io.serbench.result.Verdict;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The resource half of the untrusted-input verdict: a decoder that creates no foreign class may
 * still allocate two gigabytes for a ten-byte message, or recurse until the stack overflows. The
 * attacks ({@link ResourceAttackMain}) run in a child JVM with a {@value #HEAP} heap, so that an
 * {@code OutOfMemoryError}, a {@code StackOverflowError}, a hang or a crash ends that child and
 * that verdict, never the run.
 */
public final class ResourceAttacks {
  /**
   * The child's heap: small, as a service's share of memory is, and a quick end to a huge claim.
   */
  static final String HEAP = "-Xmx256m";

  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * The settings each library documents to bound what a decoder allocates or how deep it recurses,
   * by the library's group, for the evidence of a failure.
   */
  private static final Map<String, String> LIMITS =
      Map.of(
          "com.esotericsoftware",
          "Kryo bounds nesting with kryo.setMaxDepth(n); no setting caps a claimed length",
          "org.apache.fory",
          "Fory sets limits with ForyBuilder.withMaxDepth(n), withMaxUnbackedContainerItems(n) and"
              + " withMaxGraphMemoryBytes(n)",
          "com.fasterxml.jackson",
          "Jackson sets limits with StreamReadConstraints (maxNestingDepth, maxStringLength,"
              + " maxDocumentLength) on its JsonFactory",
          "com.google.protobuf",
          "protobuf sets limits with CodedInputStream.setRecursionLimit(n) and setSizeLimit(n)",
          "tools.jackson",
          "Jackson sets limits with StreamReadConstraints on its TokenStreamFactory");

  private final String classpath;

  /**
   * @param classpath the child's classpath: the worker's own
   */
  public ResourceAttacks(String classpath) {
    this.classpath = classpath;
  }

  /** What the attacks did to one codec, one outcome each, or why none ran. */
  public record Result(List<ResourceAttackMain.Outcome> outcomes, String died) {
    /** Whether any attack got the decoder over its budget, or the JVM died. */
    boolean failed() {
      return died != null || outcomes.stream().anyMatch(o -> o.verdict() == Verdict.FAIL);
    }

    /**
     * Every attack and what it did, in words: the ones over the budget first, each after "FAIL on",
     * so that a shortened line still names what failed; then the refused ones, then the ones that
     * were not delivered.
     */
    String describe() {
      if (died != null) {
        return "resource attacks: " + died;
      }
      List<ResourceAttackMain.Outcome> ordered = new ArrayList<>(outcomes);
      ordered.sort(Comparator.comparingInt(o -> RANK.indexOf(o.verdict())));
      return "resource attacks (budget 1 s and 64 MB, heap 256 MB): "
          + ordered.stream()
              .map(
                  o ->
                      (o.verdict() == Verdict.FAIL ? "FAIL on " : "")
                          + o.attack()
                          + ": "
                          + o.evidence())
              .collect(Collectors.joining("; "));
    }
  }

  /** The order of the evidence: what failed, what held, what was not exercised. */
  private static final List<Verdict> RANK = List.of(Verdict.FAIL, Verdict.PASS, Verdict.NOT_TESTED);

  /** Runs every resource attack on the codec in a child JVM. */
  public Result attack(String codec) {
    try (ChildJvm child = new ChildJvm("serbench-resource")) {
      Path answer = child.file("answer.json");
      List<String> options =
          JvmOptions.probeChild(
              CodecCatalog.standard()
                  .find(codec)
                  .map(p -> p.jvmFlags(Runtime.version().feature()))
                  .orElse(List.of()),
              HEAP);
      ChildJvm.Exit exit =
          child.run(
              ChildJvm.thisJava(),
              options,
              classpath,
              List.of(ResourceAttackMain.class.getName(), codec, answer.toString()),
              120);
      Optional<String> died = exit.died("the attacks' JVM", answer);
      if (died.isPresent()) {
        return new Result(List.of(), died.get());
      }
      return new Result(
          JSON.readValue(answer.toFile(), new TypeReference<List<ResourceAttackMain.Outcome>>() {}),
          null);
    } catch (IOException e) {
      return new Result(List.of(), "the attacks' JVM could not run: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Result(List.of(), "interrupted");
    }
  }

  /**
   * The untrusted-input verdict with the resource attacks: a codec that already creates a foreign
   * class keeps its FAIL, and the attacks are not tried; one that exhausts a budget, crashes or
   * hangs fails; otherwise the class-instantiation verdict stands, with what the attacks did.
   *
   * @param library the codec's library ({@code groupId:artifactId}), for the settings that bound it
   */
  static CapabilityResult combine(CapabilityResult classes, Result resources, String library) {
    if (resources == null) {
      return classes;
    }
    if (resources.failed()) {
      String limits =
          LIMITS.entrySet().stream()
              .filter(e -> library != null && library.startsWith(e.getKey()))
              .map(Map.Entry::getValue)
              .findFirst()
              .map(text -> "; " + text)
              .orElse("");
      return new CapabilityResult(
          classes.claimed(),
          Verdict.FAIL,
          resources.describe() + limits + "; class attacks: " + classes.evidence(),
          false,
          classes.millis());
    }
    return new CapabilityResult(
        classes.claimed(),
        classes.measured(),
        classes.evidence() + "; " + resources.describe(),
        classes.silent(),
        classes.millis());
  }

  /** A verdict that the class attacks already failed, saying that the resource attacks were not. */
  static CapabilityResult notTried(CapabilityResult classes) {
    return new CapabilityResult(
        classes.claimed(),
        classes.measured(),
        classes.evidence()
            + "; resource attacks (claimed lengths, deep nesting) not tried: decoding already"
            + " creates a class named in the input",
        classes.silent(),
        classes.millis());
  }
}
