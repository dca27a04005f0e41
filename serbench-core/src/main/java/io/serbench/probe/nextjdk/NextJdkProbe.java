package io.serbench.probe.nextjdk;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.codec.CodecCatalog;
import io.serbench.jvm.JvmOptions;
import io.serbench.probe.common.ChildJvm;
import io.serbench.result.CapabilityResult;
import io.serbench.sample.SampleSpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The next-JDK verdict: does the codec still round-trip the team's messages once the JDK denies
 * {@code sun.misc.Unsafe}'s memory access, as JEP 471 says a coming release will by default?
 *
 * <p>For each group of codecs ({@link NextJdkGroups}: one library's modes that share its JVM flags)
 * it starts a child JVM on the newest JDK that {@link NextJdk#find} found ({@link NextJdkMain}),
 * with {@link NextJdk#DENY}, only the {@code --add-opens} that the library documents, the quick
 * compiler alone (a yes or no needs no optimised code) and the codecs made as for the other probes
 * (Fory's interpreter); each codec's outcome is its verdict, and a failure names the {@code Unsafe}
 * method and the library's frame. For the codecs that pass, a second child runs with the JDK's
 * default setting, and what it prints about {@code Unsafe} ("terminally deprecated") is recorded,
 * since a library that works when denied may still use {@code Unsafe} while it is allowed; the JDK
 * prints that warning once per JVM, so that child stops after the first codec that printed it and
 * another goes on with the rest. A codec that crashes its JVM, or does not finish in time, fails
 * its verdict with the crash's frame or the hang, if it was the first codec of that JVM; otherwise
 * it runs again, first, in a JVM of its own. The other codecs of the group go on in a new JVM, and
 * a JVM that dies before any codec started leaves the group's verdicts NOT_TESTED with the reason.
 * Nothing here ends the run.
 */
public final class NextJdkProbe implements NextJdkVerdicts {
  /** The child's heap: a few round trips of the team's samples for each codec of a group. */
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
   * One codec's part of a group's probe.
   *
   * @param codec the codec id
   * @param samples one sample per model class probed
   */
  public record Request(String codec, List<SampleSpec> samples) {
    public Request {
      samples = List.copyOf(samples);
    }
  }

  /**
   * What a group's probe found and what it cost.
   *
   * @param results each codec's result, in the order asked
   * @param jvms how many child JVMs it started
   * @param millis its wall time
   */
  public record GroupResult(Map<String, Result> results, int jvms, long millis) {}

  @Override
  public List<CapabilityResult> verdicts(
      String codec, List<String> models, List<SampleSpec> samples) {
    return probe(codec, models, samples).verdicts();
  }

  /**
   * Round-trips one sample of each model through the codec on the next JDK, in a child of its own.
   *
   * @param codec the codec id
   * @param models every model class, for codecs that register them
   * @param samples one sample per model class probed
   */
  public Result probe(String codec, List<String> models, List<SampleSpec> samples) {
    return probe(List.of(new Request(codec, samples)), models).results().get(codec);
  }

  /**
   * Probes the codecs of one group ({@link NextJdkGroups}) in shared child JVMs: the verdicts are
   * each codec's own, as if it had JVMs of its own.
   *
   * @param group the codecs of one group, each with its samples
   * @param models every model class, for codecs that register them
   */
  public GroupResult probe(List<Request> group, List<String> models) {
    Map<String, Result> results = new LinkedHashMap<>();
    if (jdk.isEmpty()) {
      for (Request request : group) {
        String why =
            "not tested: no JDK "
                + NextJdk.MIN_FEATURE
                + " or later on this machine (looked in "
                + NextJdk.WHERE
                + "); install one, such as JDK 25, or list it in <jvms>, to test whether "
                + request.codec()
                + " runs with sun.misc.Unsafe's memory access denied";
        List<CapabilityResult> verdicts = new ArrayList<>();
        request.samples().forEach(s -> verdicts.add(CapabilityResult.notTested(true, why)));
        results.put(request.codec(), new Result(verdicts, List.of()));
      }
      return new GroupResult(results, 0, 0);
    }
    NextJdk next = jdk.get();
    // a group shares its flags by construction: its first codec's opens are every codec's
    List<String> opens = documentedOpens(group.get(0).codec(), next.feature());
    long started = System.nanoTime();
    NextJdkChildren denied =
        new NextJdkChildren(this::run, models, withDeny(opens), false).runAll(group);
    // a codec that fails when denied has shown its Unsafe use: the warnings under the default
    // setting matter for one that passes, since it may still use Unsafe while it is allowed
    List<Request> passed =
        group.stream().filter(r -> denied.ran().get(r.codec()).passed(r.samples().size())).toList();
    NextJdkChildren allowed = new NextJdkChildren(this::run, models, opens, true).runAll(passed);
    long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
    int samples = group.stream().mapToInt(r -> r.samples().size()).sum();
    for (Request request : group) {
      NextJdkChildren.Ran ran = denied.ran().get(request.codec());
      boolean passes = ran.passed(request.samples().size());
      List<String> warnings =
          passes ? allowed.ran().get(request.codec()).warnings() : List.<String>of();
      results.put(
          request.codec(),
          new Result(
              verdicts(request, ran, setting(next, opens, passes, warnings), millis / samples),
              warnings));
    }
    return new GroupResult(results, denied.jvms() + allowed.jvms(), millis);
  }

  private static String setting(
      NextJdk next, List<String> opens, boolean passed, List<String> warnings) {
    return " on "
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
  }

  private static List<CapabilityResult> verdicts(
      Request request, NextJdkChildren.Ran ran, String setting, long millisPerSample) {
    List<CapabilityResult> verdicts = new ArrayList<>();
    List<SampleSpec> samples = request.samples();
    for (int i = 0; i < samples.size(); i++) {
      String model = samples.get(i).modelClass();
      String simple = model.substring(model.lastIndexOf('.') + 1);
      CapabilityResult result;
      if (ran.notTested() != null) {
        result = CapabilityResult.notTested(true, ran.notTested() + setting);
      } else if (ran.outcomes() != null && i < ran.outcomes().size()) {
        NextJdkMain.Outcome outcome = ran.outcomes().get(i);
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
        result = CapabilityResult.fail(true, ran.died() + setting);
      }
      verdicts.add(result.took(millisPerSample));
    }
    return verdicts;
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
   * Runs one child JVM on the job and reads its progress: {@link NextJdkChildren} decides what the
   * lines mean.
   */
  private NextJdkChildren.Child run(NextJdkMain.Job work, List<String> flags) {
    try (ChildJvm child = new ChildJvm("serbench-next-jdk")) {
      Path job = child.file("job.json");
      Path progress = child.file("progress.jsonl");
      JSON.writeValue(job.toFile(), work);
      ChildJvm.Exit exit =
          child.run(
              jdk.orElseThrow().java(),
              JvmOptions.probeChild(flags, HEAP),
              classpath,
              List.of(NextJdkMain.class.getName(), job.toString(), progress.toString()),
              // each codec has its own limit inside the child; this one catches a JVM that hangs
              // outside them, in its start or its end
              30 + work.codecs().stream().mapToLong(NextJdkMain.Entry::limitSeconds).sum());
      List<NextJdkMain.Line> lines = new ArrayList<>();
      if (Files.isRegularFile(progress)) {
        for (String line : Files.readAllLines(progress, StandardCharsets.UTF_8)) {
          try {
            lines.add(JSON.readValue(line, NextJdkMain.Line.class));
          } catch (IOException e) {
            // the last line of a JVM stopped while it wrote
          }
        }
      }
      return new NextJdkChildren.Child(
          lines, exit.died("the JVM", progress).orElse(null), warnings(exit.output()));
    } catch (IOException e) {
      return new NextJdkChildren.Child(
          List.of(), "the JVM could not run: " + e.getMessage(), List.of());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new NextJdkChildren.Child(List.of(), "interrupted", List.of());
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
