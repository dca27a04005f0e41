package io.serbench.probe.nextjdk;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.sample.SampleSpec;
import io.serbench.testmodel.Order;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * A group's codecs get the verdict a JVM of their own would give, whatever happens to the JVM they
 * share: a codec that dies first in its JVM fails, one that dies after others runs again first, a
 * JVM that never starts a codec leaves them not tested, and a warning belongs to the last codec.
 */
class NextJdkChildrenTest {
  private static final List<SampleSpec> ONE = List.of(SampleSpec.generated(Order.class, 42));

  /** The jobs the fake runner was given, by their codecs. */
  private final List<List<String>> jobs = new ArrayList<>();

  private NextJdkChildren children(
      Function<List<String>, NextJdkChildren.Child> child, boolean stopOnWarning) {
    return new NextJdkChildren(
        (job, flags) -> {
          List<String> codecs = job.codecs().stream().map(NextJdkMain.Entry::codec).toList();
          jobs.add(codecs);
          assertThat(job.probing()).as("Fory's interpreter, as in the other probes").isTrue();
          return child.apply(codecs);
        },
        List.of(Order.class.getName()),
        List.of("--sun-misc-unsafe-memory-access=deny"),
        stopOnWarning);
  }

  private static List<NextJdkProbe.Request> group(String... codecs) {
    return java.util.Arrays.stream(codecs).map(c -> new NextJdkProbe.Request(c, ONE)).toList();
  }

  private static NextJdkMain.Line started(String codec) {
    return new NextJdkMain.Line(codec, null, null);
  }

  private static NextJdkMain.Line passed(String codec) {
    return new NextJdkMain.Line(
        codec, List.of(new NextJdkMain.Outcome(Order.class.getName(), true, null, null)), null);
  }

  /** Every codec of the job starts and passes, until the one named dies with the text given. */
  private static NextJdkChildren.Child diesAt(List<String> codecs, String dying, String died) {
    List<NextJdkMain.Line> lines = new ArrayList<>();
    for (String codec : codecs) {
      lines.add(started(codec));
      if (codec.equals(dying)) {
        return new NextJdkChildren.Child(lines, died, List.of());
      }
      lines.add(passed(codec));
    }
    return new NextJdkChildren.Child(lines, null, List.of());
  }

  @Test
  void runAll_aCodecThatKillsTheJvmItStartedFirstIn_failsAlone_andTheOthersGoOn() {
    Map<String, NextJdkChildren.Ran> ran =
        children(codecs -> diesAt(codecs, "b", "the JVM crashed in libfoo.so"), false)
            .runAll(group("a", "b", "c"))
            .ran();

    // b died after a in the first JVM: it runs again, first, and dies there too
    assertThat(jobs).containsExactly(List.of("a", "b", "c"), List.of("b", "c"), List.of("c"));
    assertThat(ran.get("a").passed(1)).isTrue();
    assertThat(ran.get("b").died()).isEqualTo("the JVM crashed in libfoo.so");
    assertThat(ran.get("b").notTested()).isNull();
    assertThat(ran.get("c").passed(1)).isTrue();
  }

  @Test
  void runAll_aDeathThatCameFromTheCodecsBefore_isNotACodecsFailure() {
    int[] runs = {0};
    Map<String, NextJdkChildren.Ran> ran =
        children(
                codecs ->
                    runs[0]++ == 0
                        ? diesAt(codecs, "b", "the JVM ended with status 1 before it answered")
                        : diesAt(codecs, "none", null),
                false)
            .runAll(group("a", "b", "c"))
            .ran();

    assertThat(jobs).containsExactly(List.of("a", "b", "c"), List.of("b", "c"));
    assertThat(ran.values()).allMatch(r -> r.passed(1));
  }

  @Test
  void runAll_aJvmThatStartsNoCodec_leavesTheGroupNotTested_withTheReason() {
    Map<String, NextJdkChildren.Ran> ran =
        children(
                codecs -> new NextJdkChildren.Child(List.of(), "the JVM could not run: E", null),
                false)
            .runAll(group("a", "b"))
            .ran();

    assertThat(jobs).hasSize(1);
    assertThat(ran.values())
        .allSatisfy(
            r -> {
              assertThat(r.died()).isNull();
              assertThat(r.notTested())
                  .isEqualTo(
                      "not tested: the next JDK's JVM could not run: the JVM could not run: E");
            });
  }

  @Test
  void runAll_aHungCodec_failsWithItsLimit_andTheNextCodecsGetANewJvm() {
    Map<String, NextJdkChildren.Ran> ran =
        children(
                codecs ->
                    codecs.get(0).equals("a")
                        ? new NextJdkChildren.Child(
                            List.of(started("a"), new NextJdkMain.Line("a", null, 30L)),
                            null,
                            List.of())
                        : diesAt(codecs, "none", null),
                false)
            .runAll(group("a", "b"))
            .ran();

    assertThat(jobs).containsExactly(List.of("a", "b"), List.of("b"));
    assertThat(ran.get("a").died())
        .isEqualTo("hung: its round trips had not ended after 30 s and were stopped");
    assertThat(ran.get("b").passed(1)).isTrue();
  }

  @Test
  void runAll_underTheDefaultSetting_aWarningBelongsToTheLastCodecOfItsJvm() {
    // the child stops after the codec that made the JDK warn: here b
    Map<String, NextJdkChildren.Ran> ran =
        children(
                codecs ->
                    codecs.get(0).equals("a")
                        ? new NextJdkChildren.Child(
                            List.of(started("a"), passed("a"), started("b"), passed("b")),
                            null,
                            List.of("sun.misc.Unsafe::objectFieldOffset by com.acme.B"))
                        : diesAt(codecs, "none", null),
                true)
            .runAll(group("a", "b", "c"))
            .ran();

    assertThat(jobs).containsExactly(List.of("a", "b", "c"), List.of("c"));
    assertThat(ran.get("a").warnings()).isEmpty();
    assertThat(ran.get("b").warnings())
        .containsExactly("sun.misc.Unsafe::objectFieldOffset by com.acme.B");
    assertThat(ran.get("c").warnings()).isEmpty();
  }
}
