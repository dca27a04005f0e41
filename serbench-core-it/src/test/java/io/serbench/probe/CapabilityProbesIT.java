package io.serbench.probe;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.probe.untrusted.ProbeFlag;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.Evolution;
import io.serbench.result.SchemaChange;
import io.serbench.result.Verdict;
import io.serbench.testing.TestProbes;
import io.serbench.testmodel.Address;
import io.serbench.testmodel.LineItem;
import io.serbench.testmodel.Order;
import io.serbench.testmodel.Point;
import io.serbench.testmodel.TreeNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each probe against codecs with known, opposite outcomes. */
class CapabilityProbesIT {
  private static final List<Class<?>> MODELS = List.of(Order.class, Point.class, TreeNode.class);
  private static final Map<String, List<Capabilities>> CACHE = new HashMap<>();

  /** Probes the codec once on every test model; tests share the results. */
  static synchronized Capabilities probe(String codec, Class<?> model) throws Exception {
    List<Capabilities> all = CACHE.get(codec);
    if (all == null) {
      all = TestProbes.probeAll(codec, MODELS);
      CACHE.put(codec, all);
    }
    return all.stream().filter(c -> c.model().equals(model.getName())).findFirst().orElseThrow();
  }

  @Test
  void graph_kryoRestoresTheCycleOnTheUsersClass_kryoFlatDoesNot() throws Exception {
    CapabilityResult kryo = probe("kryo", TreeNode.class).graph();
    CapabilityResult flat = probe("kryo-flat", TreeNode.class).graph();

    assertThat(kryo.measured()).isEqualTo(Verdict.PASS);
    assertThat(kryo.evidence()).contains("your model " + TreeNode.class.getName());
    assertThat(flat.measured()).isEqualTo(Verdict.FAIL);
    assertThat(flat.evidence()).contains("StackOverflowError");
    assertThat(flat.disagrees()).isFalse();
  }

  @Test
  void graph_usesTheProbeModelWhenTheClassCannotLinkToItself() throws Exception {
    CapabilityResult kryo = probe("kryo", Point.class).graph();
    CapabilityResult json = probe("jackson-json", Order.class).graph();

    assertThat(kryo.measured()).isEqualTo(Verdict.PASS);
    assertThat(kryo.evidence()).contains("GraphProbeModel").contains("record");
    assertThat(json.measured()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void graph_protostuffGraphLosesSharingSilently() throws Exception {
    CapabilityResult graph = probe("protostuff-graph", TreeNode.class).graph();

    assertThat(graph.measured()).isEqualTo(Verdict.FAIL);
    assertThat(graph.silent()).isTrue();
    assertThat(graph.disagrees()).isTrue();
  }

  @Test
  void versioning_jacksonAndKryoCompatiblePass_kryoFieldSerializerFails() throws Exception {
    for (String codec : List.of("jackson-json", "kryo-compatible")) {
      Capabilities order = probe(codec, Order.class);
      assertThat(order.versioningBackward().measured()).as(codec).isEqualTo(Verdict.PASS);
      assertThat(order.versioningForward().measured()).as(codec).isEqualTo(Verdict.PASS);
      assertThat(order.versioningBackward().evidence())
          .contains("survives add-last, add-first, remove-middle, remove-last");
      assertThat(order.evolutions())
          .filteredOn(e -> e.change() == SchemaChange.REMOVE_LAST)
          .singleElement()
          .satisfies(e -> assertThat(e.evidence()).contains("Order (-shipTo)"));
    }
    Capabilities kryo = probe("kryo", Order.class);
    assertThat(kryo.versioningBackward().measured()).isEqualTo(Verdict.FAIL);
    assertThat(kryo.versioningForward().measured()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void versioning_evolvesNestedModelClassesTogether_andToleratesOnlyDefaults() throws Exception {
    List<Class<?>> models = List.of(Order.class, Address.class, LineItem.class);
    for (String codec : List.of("jackson-json", "kryo-compatible", "kryo")) {
      List<Capabilities> all = TestProbes.probeAll(codec, models);
      Verdict expected = codec.equals("kryo") ? Verdict.FAIL : Verdict.PASS;
      for (Capabilities capabilities : all) {
        assertThat(capabilities.versioningBackward().measured())
            .as(codec + " " + capabilities.versioningBackward().evidence())
            .isEqualTo(expected);
        assertThat(capabilities.versioningForward().measured())
            .as(codec + " " + capabilities.versioningForward().evidence())
            .isEqualTo(expected);
        assertThat(capabilities.versioningBackward().evidence()).contains("and its classes");
      }
    }
  }

  @Test
  void versioning_worksOnRecords() throws Exception {
    Capabilities json = probe("jackson-json", Point.class);
    Capabilities kryo = probe("kryo", Point.class);

    assertThat(json.versioningBackward().measured())
        .as(json.versioningBackward().evidence())
        .isEqualTo(Verdict.PASS);
    assertThat(json.versioningForward().measured()).isEqualTo(Verdict.PASS);
    assertThat(json.evolutions())
        .filteredOn(e -> e.change() == SchemaChange.REMOVE_LAST)
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.evidence()).contains("Point (-tags)");
              assertThat(e.forward()).isEqualTo(Evolution.Outcome.PASS);
            });
    assertThat(kryo.versioningBackward().measured()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void crossLanguage_msgpackAndProtobufAreReadWithoutTheClasses_kryoIsJavaOnly() throws Exception {
    for (String codec : List.of("msgpack", "protobuf-runtime")) {
      CapabilityResult cross = probe(codec, Order.class).crossLanguage();
      assertThat(cross.measured()).as(codec + ": " + cross.evidence()).isEqualTo(Verdict.PASS);
      assertThat(cross.evidence()).contains("matched all");
    }
    CapabilityResult kryo = probe("kryo", Order.class).crossLanguage();
    assertThat(kryo.measured()).isEqualTo(Verdict.FAIL);
    assertThat(kryo.evidence()).startsWith("Java only");
    assertThat(probe("kryo", Order.class).languages()).isEmpty();
    assertThat(probe("msgpack", Order.class).languages()).contains("Python");
  }

  @Test
  void untrustedInput_kryoRegisteredRefusesTheProbeClass_jdkCreatesIt() throws Exception {
    CapabilityResult registered = probe("kryo-registered", Order.class).untrustedInput();
    CapabilityResult jdk = probe("jdk", Order.class).untrustedInput();
    CapabilityResult kryo = probe("kryo", Order.class).untrustedInput();

    assertThat(registered.measured()).as(registered.evidence()).isEqualTo(Verdict.PASS);
    assertThat(registered.evidence())
        .as("the guard, not some other failure, stopped an attack that names the class")
        .contains("the guard refused", "InstantiationProbe");
    assertThat(jdk.measured()).isEqualTo(Verdict.FAIL);
    assertThat(jdk.evidence()).contains("InstantiationProbe");
    assertThat(kryo.measured()).isEqualTo(Verdict.FAIL);
    assertThat(ProbeFlag.touched()).as("no side effect outside the probe's loaders").isFalse();
  }

  @Test
  void graphAndUntrustedInput_registeredModesWithReferencesPassBoth() throws Exception {
    for (String codec : List.of("kryo-registered-graph", "fory-registered-graph")) {
      Capabilities tree = probe(codec, TreeNode.class);

      assertThat(tree.graph().measured())
          .as(codec + ": " + tree.graph().evidence())
          .isEqualTo(Verdict.PASS);
      assertThat(tree.untrustedInput().measured())
          .as(codec + ": " + tree.untrustedInput().evidence())
          .isEqualTo(Verdict.PASS);
    }
  }

  @Test
  void untrustedInput_attackerWritesWithTheGuardOff_soFstRegisteredFailsAndForyRegisteredPasses()
      throws Exception {
    // FST documents registerClass as a way to shorten class names, not as a filter
    for (String codec : List.of("fst", "fst-registered")) {
      CapabilityResult fst = probe(codec, Order.class).untrustedInput();
      assertThat(fst.measured()).as(codec + ": " + fst.evidence()).isEqualTo(Verdict.FAIL);
    }
    for (String codec : List.of("fory-registered", "kryo-registered-graph")) {
      CapabilityResult guarded = probe(codec, Order.class).untrustedInput();
      assertThat(guarded.measured()).as(codec + ": " + guarded.evidence()).isEqualTo(Verdict.PASS);
      assertThat(guarded.evidence()).contains("the guard refused");
    }
    CapabilityResult json = probe("jackson-json", Order.class).untrustedInput();
    assertThat(json.measured()).as(json.evidence()).isEqualTo(Verdict.PASS);
    // the attacker is Jackson with default typing on, so the bytes name the class; the codec, with
    // default typing off, reads the field as a map
    assertThat(json.evidence())
        .contains(
            "in an Object-typed field: the bytes name InstantiationProbe (an unguarded reader"
                + " creates it), and the codec ignored the name: decoded as LinkedHashMap");
  }
}
