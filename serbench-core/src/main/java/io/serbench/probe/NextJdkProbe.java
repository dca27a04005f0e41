package io.serbench.probe;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.codec.CodecCatalog;
import io.serbench.jvm.JvmOptions;
import io.serbench.result.CapabilityResult;
import io.serbench.sample.SampleSpec;
import io.serbench.verify.Isolation;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The next-JDK verdict: does the codec still round-trip the team's messages once the JDK denies
 * {@code sun.misc.Unsafe}'s memory access, as JEP 471 says a coming release will by default?
 *
 * <p>For each codec it starts a child JVM on the newest JDK that {@link NextJdk#find} found ({@link
 * NextJdkMain}), with {@link NextJdk#DENY} and only the {@code --add-opens} that the codec's
 * library documents; its outcome is the verdict, and a failure names the {@code Unsafe} method and
 * the library's frame. Where it passes, a second child runs with the JDK's default setting, and
 * what it prints about {@code Unsafe} ("terminally deprecated") is recorded, since a library that
 * works when denied may still use {@code Unsafe} while it is allowed. A child that crashes, or does
 * not finish in time, fails the verdict with the crash's frame or the hang: it never ends the run.
 */
public final class NextJdkProbe {
  /** The child's heap: a few round trips of the team's samples. */
  static final String HEAP = "-Xmx512m";

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Pattern WARNING =
      Pattern.compile("WARNING: (sun\\.misc\\.Unsafe::\\w+) has been called by (\\S+)");

  private final Optional<NextJdk> jdk;
  private final String classpath;

  /**
   * @param jdk the JDK to test on, or empty when this machine has none of Java {@value
   *     NextJdk#MIN_FEATURE} or later
   * @param classpath the child's classpath: the worker's own
   */
  public NextJdkProbe(Optional<NextJdk> jdk, String classpath) {
    this.jdk = jdk;
    this.classpath = classpath;
  }

  /** The JDK this probe tests on, if any. */
  public Optional<NextJdk> jdk() {
    return jdk;
  }

  /**
   * The verdicts of one codec, one per sample in order, and the warnings under the default setting.
   */
  public record Result(List<CapabilityResult> verdicts, List<String> warnings) {}

  /**
   * Round-trips one sample of each model through the codec on the next JDK.
   *
   * @param codec the codec id
   * @param models every model class, for codecs that register them
   * @param samples one sample per model class probed
   */
  public Result probe(String codec, List<String> models, List<SampleSpec> samples) {
    List<CapabilityResult> verdicts = new ArrayList<>();
    if (jdk.isEmpty()) {
      String why =
          "not tested: no JDK "
              + NextJdk.MIN_FEATURE
              + " or later on this machine (looked in "
              + NextJdk.WHERE
              + "); install one, such as JDK 25, or list it in <jvms>, to test whether "
              + codec
              + " runs with sun.misc.Unsafe's memory access denied";
      samples.forEach(s -> verdicts.add(CapabilityResult.notTested(true, why)));
      return new Result(verdicts, List.of());
    }
    NextJdk next = jdk.get();
    List<String> opens = documentedOpens(codec, next.feature());
    long started = System.nanoTime();
    Child denied = run(next, new NextJdkMain.Job(codec, models, samples, false), withDeny(opens));
    // a codec that fails when denied has shown its Unsafe use: the warnings under the default
    // setting matter for one that passes, since it may still use Unsafe while it is allowed
    boolean passed =
        denied.outcomes() != null
            && denied.outcomes().size() == samples.size()
            && denied.outcomes().stream().allMatch(NextJdkMain.Outcome::passed);
    List<String> warnings =
        passed
            // the warnings come at a library's first use of Unsafe: a codec made for probing
            // (Fory's interpreter) meets them without compiling a serializer per class again
            ? run(next, new NextJdkMain.Job(codec, models, samples, true), opens).warnings()
            : List.of();
    long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
    String setting =
        " on "
            + next.describe()
            + " with "
            + String.join(" ", NextJdk.DENY)
            + (opens.isEmpty()
                ? " and no --add-opens"
                : " and the --add-opens its library documents: " + String.join(" ", opens))
            + (!passed
                ? ""
                : warnings.isEmpty()
                    ? "; under the default setting it printed no Unsafe warning"
                    : "; under the default setting it printed " + String.join(", ", warnings));
    for (int i = 0; i < samples.size(); i++) {
      String model = samples.get(i).modelClass();
      String simple = model.substring(model.lastIndexOf('.') + 1);
      CapabilityResult result;
      if (denied.outcomes() != null && i < denied.outcomes().size()) {
        NextJdkMain.Outcome outcome = denied.outcomes().get(i);
        result =
            outcome.passed()
                ? CapabilityResult.pass(true, "round-tripped " + simple + setting)
                : CapabilityResult.fail(
                    true,
                    "fails "
                        + simple
                        + ": "
                        + outcome.failure()
                        + (outcome.frame() == null ? "" : " at " + outcome.frame())
                        + setting);
      } else {
        result = CapabilityResult.fail(true, denied.died() + setting);
      }
      verdicts.add(result.took(millis / Math.max(1, samples.size())));
    }
    return new Result(verdicts, warnings);
  }

  /** The library's documented {@code --add-opens} on this feature version, and nothing else. */
  static List<String> documentedOpens(String codec, int feature) {
    return CodecCatalog.standard()
        .find(codec)
        .map(p -> p.jvmFlags(feature))
        .orElse(List.of())
        .stream()
        .filter(flag -> flag.startsWith("--add-opens"))
        .toList();
  }

  private static List<String> withDeny(List<String> opens) {
    List<String> flags = new ArrayList<>(NextJdk.DENY);
    flags.addAll(opens);
    return flags;
  }

  /**
   * What one child JVM did: its outcomes, or why it left none, and the Unsafe warnings it printed.
   */
  private record Child(List<NextJdkMain.Outcome> outcomes, String died, List<String> warnings) {}

  private Child run(NextJdk next, NextJdkMain.Job work, List<String> flags) {
    try (ChildJvm child = new ChildJvm("serbench-next-jdk")) {
      Path job = child.file("job.json");
      Path answer = child.file("answer.json");
      JSON.writeValue(job.toFile(), work);
      ChildJvm.Exit exit =
          child.run(
              next.java(),
              JvmOptions.probeChild(flags, HEAP),
              classpath,
              List.of(NextJdkMain.class.getName(), job.toString(), answer.toString()),
              Math.max(30, Isolation.timeoutSeconds() * Math.max(1, work.samples().size())));
      List<String> warnings = warnings(exit.output());
      Optional<String> died = exit.died("the JVM", answer);
      if (died.isPresent()) {
        return new Child(null, died.get(), warnings);
      }
      return new Child(
          JSON.readValue(answer.toFile(), new TypeReference<List<NextJdkMain.Outcome>>() {}),
          null,
          warnings);
    } catch (IOException e) {
      return new Child(null, "the JVM could not run: " + e.getMessage(), List.of());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Child(null, "interrupted", List.of());
    }
  }

  /**
   * The Unsafe methods named by the JDK's warnings and the classes that called them, each once:
   * {@code sun.misc.Unsafe::objectFieldOffset by com.esotericsoftware.kryo.unsafe.UnsafeUtil}.
   */
  static List<String> warnings(List<String> printed) {
    Set<String> found = new LinkedHashSet<>();
    for (String line : printed) {
      Matcher matcher = WARNING.matcher(line);
      if (matcher.find()) {
        found.add(matcher.group(1) + " by " + matcher.group(2));
      }
    }
    return List.copyOf(found);
  }
}
