package io.serbench.probe.nextjdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.serbench.result.CapabilityResult;
import io.serbench.result.Verdict;
import io.serbench.sample.SampleSpec;
import io.serbench.testmodel.CoffeeOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The next-JDK verdict on the JDK 25 of this machine (skipped where there is none): child JVMs with
 * {@code sun.misc.Unsafe}'s memory access denied, round-tripping a real model through real codecs.
 */
class NextJdkProbeIT {
  private static Optional<NextJdk> jdk;

  @BeforeAll
  static void findTheNextJdk() {
    jdk = NextJdk.find();
  }

  private static CapabilityResult verdict(String codec) {
    assumeTrue(jdk.isPresent(), "no JDK " + NextJdk.MIN_FEATURE + " or later on this machine");
    NextJdkProbe probe = new NextJdkProbe(jdk, System.getProperty("java.class.path"));
    NextJdkProbe.Result result =
        probe.probe(
            codec,
            List.of(CoffeeOrder.class.getName()),
            List.of(SampleSpec.generated(CoffeeOrder.class, 42)));
    assertThat(result.verdicts()).hasSize(1);
    return result.verdicts().get(0);
  }

  @Test
  void kryoFailsWithTheErrorAndTheLibraryFrame() {
    CapabilityResult kryo = verdict("kryo");

    assertThat(kryo.measured()).as(kryo.evidence()).isEqualTo(Verdict.FAIL);
    assertThat(kryo.evidence())
        .contains("UnsupportedOperationException")
        .contains(" at com.esotericsoftware.kryo.")
        .contains("--sun-misc-unsafe-memory-access=deny");
  }

  @Test
  void protostuffAndFstFail() {
    for (String codec : List.of("protostuff-runtime", "fst")) {
      CapabilityResult result = verdict(codec);
      assertThat(result.measured()).as(codec + ": " + result.evidence()).isEqualTo(Verdict.FAIL);
    }
  }

  @Test
  void jacksonPasses_withNoOpensAndNoWarning() {
    CapabilityResult jackson = verdict("jackson-json");

    assertThat(jackson.measured()).as(jackson.evidence()).isEqualTo(Verdict.PASS);
    assertThat(jackson.evidence())
        .startsWith("round-tripped CoffeeOrder on JDK ")
        .contains("and no --add-opens")
        .contains("it printed no Unsafe warning");
  }

  @Test
  void foryRegisteredPasses_withTheOpensItsGuideNames() {
    CapabilityResult fory = verdict("fory-registered");

    assertThat(fory.measured()).as(fory.evidence()).isEqualTo(Verdict.PASS);
    assertThat(fory.evidence())
        .contains("the --add-opens its library documents: --add-opens=java.base/java.lang.invoke");
  }

  @Test
  void msgpackPasses_andTheUnsafeWarningItPrintsWhenAllowedIsRecorded() {
    CapabilityResult msgpack = verdict("msgpack");

    assertThat(msgpack.measured()).as(msgpack.evidence()).isEqualTo(Verdict.PASS);
    assertThat(msgpack.evidence())
        .contains("under the default setting it printed sun.misc.Unsafe::")
        .contains(" by org.msgpack.core.");
  }

  @Test
  void aGroupsSharedJvms_giveEachCodecTheVerdictOfAJvmOfItsOwn_inFewerJvms() {
    assumeTrue(jdk.isPresent(), "no JDK " + NextJdk.MIN_FEATURE + " or later on this machine");
    NextJdkProbe probe = new NextJdkProbe(jdk, System.getProperty("java.class.path"));
    List<String> models = List.of(CoffeeOrder.class.getName());
    List<SampleSpec> samples = List.of(SampleSpec.generated(CoffeeOrder.class, 42));
    List<String> codecs =
        List.of("fory", "fory-registered", "kryo", "kryo-registered", "jackson-json", "msgpack");

    int shared = 0;
    int own = 0;
    for (List<String> group : NextJdkGroups.of(codecs, jdk.get().feature())) {
      NextJdkProbe.GroupResult grouped =
          probe.probe(
              group.stream().map(codec -> new NextJdkProbe.Request(codec, samples)).toList(),
              models);
      shared += grouped.jvms();
      for (String codec : group) {
        NextJdkProbe.GroupResult alone =
            probe.probe(List.of(new NextJdkProbe.Request(codec, samples)), models);
        own += alone.jvms();
        CapabilityResult expected = alone.results().get(codec).verdicts().get(0);
        CapabilityResult actual = grouped.results().get(codec).verdicts().get(0);
        assertThat(actual.measured()).as(codec).isEqualTo(expected.measured());
        assertThat(actual.evidence()).as(codec).isEqualTo(expected.evidence());
      }
    }
    assertThat(shared).isLessThan(own);
  }

  @Test
  void withoutAJdk24_theVerdictIsNotTested_andSaysWhatWouldTestIt() {
    NextJdkProbe probe = new NextJdkProbe(Optional.empty(), System.getProperty("java.class.path"));

    CapabilityResult result =
        probe
            .probe(
                "kryo",
                List.of(CoffeeOrder.class.getName()),
                List.of(SampleSpec.generated(CoffeeOrder.class, 42)))
            .verdicts()
            .get(0);

    assertThat(result.measured()).isEqualTo(Verdict.NOT_TESTED);
    assertThat(result.evidence())
        .contains("no JDK 24 or later on this machine")
        .contains("JAVA_HOME_<n>_X64")
        .contains("such as JDK 25");
  }

  @Test
  void theNewestJdkIsFound_inTheVariablesOfCiRunners_toolchainsAndFolders(@TempDir Path dir)
      throws Exception {
    Path jdk21 = fakeJdk(dir.resolve("lib/jvm/jdk-21"), "21.0.5");
    Path jdk24 = fakeJdk(dir.resolve("ci/jdk-24"), "24.0.2");
    Path jdk26 = fakeJdk(dir.resolve("tool/jdk-26"), "26");
    Files.createDirectories(dir.resolve("home/.m2"));
    Files.writeString(
        dir.resolve("home/.m2/toolchains.xml"),
        "<toolchains><toolchain><type>jdk</type><configuration><jdkHome>"
            + jdk26
            + "</jdkHome></configuration></toolchain></toolchains>");

    Optional<NextJdk> fromAll =
        NextJdk.find(
            Map.of("JAVA_HOME_24_X64", jdk24.toString()),
            dir.resolve("home"),
            jdk21,
            List.of(dir.resolve("lib/jvm")));
    Optional<NextJdk> withoutToolchains =
        NextJdk.find(
            Map.of("JAVA_HOME_24_X64", jdk24.toString()),
            dir.resolve("nobody"),
            jdk21,
            List.of(dir.resolve("lib/jvm")));
    Optional<NextJdk> only21 =
        NextJdk.find(Map.of(), dir.resolve("nobody"), jdk21, List.of(dir.resolve("lib/jvm")));

    assertThat(fromAll)
        .get()
        .extracting(NextJdk::feature, NextJdk::foundIn)
        .containsExactly(26, "toolchains.xml");
    assertThat(withoutToolchains)
        .get()
        .extracting(NextJdk::feature, NextJdk::foundIn)
        .containsExactly(24, "JAVA_HOME_24_X64");
    assertThat(only21).isEmpty();
  }

  private static Path fakeJdk(Path home, String version) throws Exception {
    Files.createDirectories(home.resolve("bin"));
    Path java = Files.createFile(home.resolve("bin/java"));
    java.toFile().setExecutable(true);
    Files.writeString(home.resolve("release"), "JAVA_VERSION=\"" + version + "\"\n");
    return home;
  }
}
