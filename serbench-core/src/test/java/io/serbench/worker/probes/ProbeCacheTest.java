package io.serbench.worker.probes;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.probe.common.Capability;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.sample.SampleSpec;
import io.serbench.testmodel.Address;
import io.serbench.testmodel.Order;
import io.serbench.testmodel.TreeNode;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A verdict is reused while nothing it depends on changed, and only then. */
class ProbeCacheTest {
  @TempDir Path directory;

  /** Each class's "bytecode" as the test says it is. */
  private final Map<Class<?>, String> bytes = new HashMap<>();

  private final Function<Class<?>, byte[]> bytecode =
      type -> bytes.getOrDefault(type, "v1 " + type.getName()).getBytes();

  private ProbeCache cache() {
    return new ProbeCache(directory, "run", bytecode);
  }

  private static SampleSpec spec(Class<?> type) {
    return SampleSpec.generated(type, 42);
  }

  private static Capabilities capabilities(String evidence) {
    CapabilityResult result = CapabilityResult.pass(true, evidence);
    return new Capabilities(
        "kryo", "m", result, result, result, result, result, List.of(), List.of(), null);
  }

  @Test
  void aChangedPartClass_changesTheKeyOfTheMessagesThatReachIt_only() {
    String order = cache().key("kryo", "5.6.2", Order.class, spec(Order.class));
    String tree = cache().key("kryo", "5.6.2", TreeNode.class, spec(TreeNode.class));

    // Address is a part of Order (Order.shipTo), and TreeNode does not reach it
    bytes.put(Address.class, "v2 " + Address.class.getName());

    assertThat(cache().key("kryo", "5.6.2", Order.class, spec(Order.class))).isNotEqualTo(order);
    assertThat(cache().key("kryo", "5.6.2", TreeNode.class, spec(TreeNode.class))).isEqualTo(tree);
  }

  @Test
  void anotherLibraryVersion_sampleOrRun_isAnotherKey() {
    String key = cache().key("kryo", "5.6.2", Order.class, spec(Order.class));

    assertThat(cache().key("kryo", "5.6.1", Order.class, spec(Order.class))).isNotEqualTo(key);
    assertThat(cache().key("kryo", "5.6.2", Order.class, SampleSpec.generated(Order.class, 7)))
        .isNotEqualTo(key);
    assertThat(
            new ProbeCache(directory, "other run", bytecode)
                .key("kryo", "5.6.2", Order.class, spec(Order.class)))
        .isNotEqualTo(key);
  }

  private static String keyOf(
      Path directory,
      Function<Class<?>, byte[]> bytecode,
      List<String> selection,
      Map<String, String> versions) {
    io.serbench.config.BenchmarkRequest request =
        io.serbench.testing.TestRequests.writingTo(directory).codecs(selection).build();
    List<io.serbench.codec.CodecProvider> codecs =
        io.serbench.config.CodecPatterns.select(
            io.serbench.codec.CodecCatalog.standard(), selection);
    io.serbench.run.RunPlan plan = io.serbench.testing.TestPlans.plan(request, codecs, versions);
    ProbeCache cache =
        new ProbeCache(
            directory,
            ProbeCache.runKey(
                ProbeCache.keySettings(request, List.of(Order.class.getName()), "none")),
            bytecode);
    return cache.key(
        "jackson-json",
        ProbeCache.codecPart(
            plan,
            codecs.stream().filter(c -> c.info().id().equals("jackson-json")).findFirst().get()),
        Order.class,
        SampleSpec.generated(Order.class, 42));
  }

  private static List<String> workerOptions(List<String> selection) {
    List<String> flags = new java.util.ArrayList<>();
    io.serbench.config.CodecPatterns.select(io.serbench.codec.CodecCatalog.standard(), selection)
        .forEach(c -> flags.addAll(c.jvmFlags(Runtime.version().feature())));
    return io.serbench.jvm.JvmOptions.worker(
        new io.serbench.jvm.JvmOptions.WorkerJvm(
            io.serbench.testing.TestRequests.writingTo(Path.of("x")).build().measurement(),
            10,
            false),
        flags);
  }

  @Test
  void aCodecsKey_isTheSameBesideOtherCodecs_andChangesWithItsOwnLibrary() {
    // the worker of each selection runs with the union of its codecs' flags, and those differ
    assertThat(workerOptions(List.of("jackson-json", "fst")))
        .isNotEqualTo(workerOptions(List.of("jackson-json", "kryo")));

    String besideFst =
        keyOf(
            directory,
            bytecode,
            List.of("jackson-json", "fst"),
            Map.of("jackson-json", "2.18.2", "fst", "3.0.3"));
    String besideKryo =
        keyOf(
            directory,
            bytecode,
            List.of("jackson-json", "kryo"),
            Map.of("jackson-json", "2.18.2", "kryo", "5.6.2"));
    String anotherJackson =
        keyOf(
            directory,
            bytecode,
            List.of("jackson-json", "kryo"),
            Map.of("jackson-json", "2.17.2", "kryo", "5.6.2"));

    assertThat(besideKryo).isEqualTo(besideFst);
    assertThat(anotherJackson).isNotEqualTo(besideFst);
  }

  @Test
  void keptVerdicts_readBack_withWhenTheyWereProbed() {
    ProbeCache cache = cache();
    String key = cache.key("kryo", "5.6.2", Order.class, spec(Order.class));
    assertThat(cache.get(key)).isEmpty();

    cache.put(key, capabilities("round-tripped"), Capability.all());

    ProbeCache.Entry entry = cache.get(key).orElseThrow();
    assertThat(entry.capabilities().graph().evidence()).isEqualTo("round-tripped");
    assertThat(entry.capabilities().reusedFrom()).isNull();
    assertThat(entry.probedAt()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ");
  }

  @Test
  void aVerdictOfAProbeThatTimedOutOrCouldNotRun_isNeverKept() {
    ProbeCache cache = cache();
    String key = cache.key("kryo", "5.6.2", Order.class, spec(Order.class));

    cache.put(
        key, capabilities("timed out after 60 s; the codec may loop forever"), Capability.all());
    cache.put(key, capabilities("the probe could not run: OutOfMemoryError"), Capability.all());

    assertThat(cache.get(key)).isEmpty();
  }

  /** Graph probed (10 ms), versioning as given, every other capability not needed. */
  private static Capabilities graphProbed(CapabilityResult versioning) {
    CapabilityResult notNeeded = CapabilityResult.notTested(true, Capability.NOT_NEEDED);
    return new Capabilities(
        "kryo",
        "m",
        CapabilityResult.pass(true, "kept references").took(10),
        versioning,
        versioning,
        notNeeded,
        notNeeded,
        List.of(),
        List.of(),
        notNeeded,
        notNeeded,
        null);
  }

  @Test
  void anEntryKeepsTheCapabilitiesProbed_andNeitherANotNeededCellNorAnUnsettledOne() {
    ProbeCache cache = cache();
    String key = cache.key("kryo", "5.6.2", Order.class, spec(Order.class));

    cache.put(
        key,
        graphProbed(CapabilityResult.notTested(true, "the probe timed out after 60 s")),
        java.util.EnumSet.of(Capability.GRAPH, Capability.VERSIONING));

    assertThat(cache.get(key).orElseThrow().probed()).containsExactly(Capability.GRAPH);
  }

  @Test
  void verdictsHeldOverARun_takeTheCachedCapabilities_probeOnlyTheRest_andStoreBoth() {
    ProbeCache cache = cache();
    String key = cache.key("kryo", "5.6.2", Order.class, spec(Order.class));
    CapabilityResult notNeeded = CapabilityResult.notTested(true, Capability.NOT_NEEDED);
    cache.put(key, graphProbed(notNeeded), java.util.Set.of(Capability.GRAPH));
    HeldVerdicts held = new HeldVerdicts(graphProbed(notNeeded).withNextJdk(notNeeded), true);

    assertThat(held.adopt(cache.get(key).orElseThrow())).isTrue();
    // all that is held came from the cache: reused, with its first time counted as saved
    assertThat(held.verdicts().reusedFrom()).isNotNull();
    assertThat(held.lacking(java.util.Set.of(Capability.GRAPH, Capability.VERSIONING)))
        .containsExactly(Capability.VERSIONING);

    held.take(
        graphProbed(CapabilityResult.fail(false, "an added field broke it").took(40)),
        java.util.Set.of(Capability.VERSIONING));
    cache.put(key, held.forCache(), held.probed());

    // a run of its own now: the reused graph costs it nothing, the versioning probe 40 ms
    Capabilities reported = held.verdicts();
    assertThat(reported.reusedFrom()).isNull();
    assertThat(reported.graph().millis()).isZero();
    assertThat(reported.versioningBackward().millis()).isEqualTo(40);
    assertThat(reported.untrustedInput().evidence()).isEqualTo(Capability.NOT_NEEDED);
    ProbeCache.Entry both = cache.get(key).orElseThrow();
    assertThat(both.probed()).containsExactlyInAnyOrder(Capability.GRAPH, Capability.VERSIONING);
    assertThat(both.capabilities().graph().millis()).isEqualTo(10);
    assertThat(both.capabilities().versioningForward().evidence())
        .isEqualTo("an added field broke it");
  }

  @Test
  void theRealBytecode_isTheClassFile() {
    assertThat(ProbeCache.classBytes(Order.class)).isNotEmpty();
    assertThat(ProbeCache.classBytes(String.class)).isEmpty();
  }
}
