package io.serbench.probe;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.Evolution;
import io.serbench.result.SchemaChange;
import io.serbench.result.Verdict;
import io.serbench.testing.TestProbes;
import io.serbench.testmodel.CoffeeOrder;
import io.serbench.testmodel.Deployment;
import io.serbench.testmodel.Payment;
import io.serbench.testmodel.TreeNode;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Known answers: codec x capability x model with the verdict each probe must give, so that no
 * change can flip a verdict unnoticed. The models are ordinary ones: {@link CoffeeOrder} with a
 * nested enum and a nested class, {@link TreeNode} with a cycle, {@link Payment} with a polymorphic
 * field and an {@code Object} field. {@code BREAK} means FAIL or SILENT (which of the two depends
 * on the bytes); every other answer is exact.
 */
class KnownAnswerIT {
  private static final List<Class<?>> MODELS =
      List.of(
          CoffeeOrder.class, TreeNode.class, Payment.class, Payment.Card.class, Deployment.class);
  private static final Map<String, List<Capabilities>> PROBED =
      new java.util.concurrent.ConcurrentHashMap<>();

  /** codec, model, capability, expected. */
  private static final String[] TABLE = {
    // untrusted input: the guard must refuse a delivered attack; FST's registration is no guard
    "fst            | CoffeeOrder | untrusted | FAIL",
    "fst-registered | CoffeeOrder | untrusted | FAIL",
    "fst-registered | Payment     | untrusted | FAIL",
    "fst-flat       | Payment     | untrusted | FAIL",
    "kryo-flat      | CoffeeOrder | untrusted | FAIL",
    "fory-registered-graph | Payment | untrusted | PASS",
    "kryo           | CoffeeOrder | untrusted | FAIL",
    "kryo-registered       | CoffeeOrder | untrusted | PASS",
    "kryo-registered-graph | Payment     | untrusted | PASS",
    "fory            | CoffeeOrder | untrusted | FAIL",
    "fory-registered | CoffeeOrder | untrusted | PASS",
    "fory-compatible | CoffeeOrder | untrusted | FAIL",
    "jdk             | CoffeeOrder | untrusted | FAIL",
    "protostuff-runtime | CoffeeOrder | untrusted | FAIL",
    "jackson-json    | CoffeeOrder | untrusted | PASS",
    "msgpack         | Payment     | untrusted | PASS",
    // graph: identity restored through the user's cycle
    "kryo            | TreeNode | graph | PASS",
    "kryo-registered | TreeNode | graph | FAIL",
    "kryo-registered-graph | TreeNode | graph | PASS",
    "fst             | TreeNode | graph | PASS",
    "fory            | TreeNode | graph | PASS",
    "fory-registered | TreeNode | graph | FAIL",
    "jdk             | TreeNode | graph | PASS",
    "jackson-json    | TreeNode | graph | FAIL",
    // cross-language: an independent decoder reads every field
    "jackson-json | CoffeeOrder | cross | PASS",
    "jackson-cbor | CoffeeOrder | cross | PASS",
    "msgpack      | CoffeeOrder | cross | PASS",
    "jackson-smile | CoffeeOrder | cross | PASS",
    "protobuf-runtime | CoffeeOrder | cross | PASS",
    "protobuf-runtime | Payment     | cross | PASS",
    "kryo         | CoffeeOrder | cross | FAIL",
    "protostuff-runtime | CoffeeOrder | cross | FAIL",
    // versioning, the default changes (fields added and removed anywhere), on nested types
    "jackson-json       | CoffeeOrder | backward | PASS",
    "jackson-json       | CoffeeOrder | forward  | PASS",
    "msgpack            | CoffeeOrder | backward | PASS",
    "kryo-compatible    | CoffeeOrder | backward | PASS",
    "kryo-compatible    | CoffeeOrder | forward  | PASS",
    "fory-compatible    | CoffeeOrder | backward | PASS",
    "fory-compatible    | CoffeeOrder | forward  | PASS",
    "protostuff-runtime | CoffeeOrder | backward | FAIL",
    "protostuff-runtime | CoffeeOrder | forward  | FAIL",
    "kryo               | CoffeeOrder | backward | FAIL",
    "fst                | CoffeeOrder | backward | FAIL",
    "fory               | CoffeeOrder | backward | FAIL",
    "jdk                | CoffeeOrder | backward | FAIL",
    // the matrix: protostuff numbers fields by declaration order
    "protostuff-runtime | CoffeeOrder | add-last:backward      | PASS",
    "protostuff-runtime | CoffeeOrder | add-last:forward       | PASS",
    "protostuff-runtime | CoffeeOrder | remove-last:backward   | PASS",
    "protostuff-runtime | CoffeeOrder | remove-last:forward    | PASS",
    "protostuff-runtime | CoffeeOrder | add-first:backward     | BREAK",
    "protostuff-runtime | CoffeeOrder | add-first:forward      | BREAK",
    "protostuff-runtime | CoffeeOrder | remove-middle:backward | BREAK",
    "protostuff-runtime | CoffeeOrder | remove-middle:forward  | SILENT",
    "protostuff-runtime | CoffeeOrder | widen-int-long:backward | PASS",
    "kryo-compatible    | CoffeeOrder | widen-int-long:backward | FAIL",
    "fory-compatible    | CoffeeOrder | widen-int-long:forward  | PASS",
    "jackson-json       | CoffeeOrder | widen-int-long:forward  | PASS",
    "jackson-json       | TreeNode    | widen-int-long:forward  | NOT_APPLICABLE",
    "jdk                | CoffeeOrder | add-last:backward       | FAIL",
    // the extended catalog (#21)
    "avro-reflect       | CoffeeOrder | backward              | PASS",
    "avro-reflect       | CoffeeOrder | cross                 | PASS",
    "avro-reflect       | CoffeeOrder | add-first:backward    | PASS",
    "avro-reflect       | CoffeeOrder | add-last:forward      | PASS",
    // Avro: a primitive field has no default, so an old reader misses the removed one
    "avro-reflect       | CoffeeOrder | remove-middle:forward | FAIL",
    "avro-reflect       | TreeNode    | graph                 | FAIL",
    "jackson-avro       | CoffeeOrder | cross                 | PASS",
    // Jackson's generated schema gives added fields no default: Avro refuses to resolve
    "jackson-avro       | CoffeeOrder | add-last:backward     | FAIL",
    "jackson-avro       | CoffeeOrder | remove-last:backward  | PASS",
    "gson               | CoffeeOrder | cross     | PASS",
    "gson               | CoffeeOrder | backward  | PASS",
    "gson               | CoffeeOrder | untrusted | PASS",
    "gson               | TreeNode    | graph     | FAIL",
    "gson-stream        | CoffeeOrder | cross     | PASS",
    "gson-stream        | CoffeeOrder | backward  | PASS",
    "gson-stream        | CoffeeOrder | untrusted | PASS",
    "gson-stream        | TreeNode    | graph     | FAIL",
    "fastjson2          | CoffeeOrder | cross     | PASS",
    "fastjson2          | CoffeeOrder | forward   | PASS",
    "fastjson2          | CoffeeOrder | untrusted | PASS",
    "fastjson2-jsonb    | CoffeeOrder | cross     | FAIL",
    "hessian            | TreeNode    | graph     | PASS",
    "hessian            | CoffeeOrder | backward  | PASS",
    "hessian            | CoffeeOrder | untrusted | FAIL",
    "hessian            | CoffeeOrder | cross     | PASS",
    "xstream            | CoffeeOrder | cross     | PASS",
    "jboss-river        | TreeNode    | graph     | PASS",
    "jboss-river        | CoffeeOrder | untrusted | FAIL",
    "jboss-river        | CoffeeOrder | cross     | FAIL",
    "jboss-serial       | CoffeeOrder | untrusted | FAIL",
    "xstream            | TreeNode    | graph     | PASS",
    "xstream            | CoffeeOrder | untrusted | PASS",
    "xstream            | CoffeeOrder | add-last:backward      | PASS",
    "xstream            | CoffeeOrder | remove-middle:backward | FAIL",
    "jackson-yaml       | CoffeeOrder | cross     | PASS",
    "jackson-ion        | CoffeeOrder | cross     | PASS",
    "bson               | CoffeeOrder | cross     | PASS",
    "bson               | CoffeeOrder | backward  | PASS",
    "jackson-xml        | CoffeeOrder | cross     | PASS",
    "jackson-xml        | CoffeeOrder | backward  | PASS",
    // protostuff's JSON writes an enum as its number, not its name
    "protostuff-json    | CoffeeOrder | cross     | FAIL",
    // one instance shared by two threads: thread-safe libraries keep every value, others break
    "jackson-json       | CoffeeOrder | shared    | PASS",
    "gson               | CoffeeOrder | shared    | PASS",
    "gson-stream        | CoffeeOrder | shared    | PASS",
    "jdk                | CoffeeOrder | shared    | PASS",
    "fst                | CoffeeOrder | shared    | PASS",
    "kryo               | CoffeeOrder | shared    | FAIL",
    "fory               | CoffeeOrder | shared    | FAIL",
    "jackson-json       | Payment     | shared    | NOT_TESTED",
    // Jackson 3 beside Jackson 2 (#31)
    "jackson3-json      | CoffeeOrder | cross     | PASS",
    "jackson3-json      | CoffeeOrder | backward  | PASS",
    "jackson3-json      | CoffeeOrder | forward   | PASS",
    "jackson3-json      | CoffeeOrder | untrusted | PASS",
    "jackson3-json      | CoffeeOrder | shared    | PASS",
    "jackson3-json      | TreeNode    | graph     | FAIL",
    // Blackbird changes how accessors are called, not what is written or read
    "jackson3-json-blackbird | CoffeeOrder | cross     | PASS",
    "jackson3-json-blackbird | CoffeeOrder | backward  | PASS",
    "jackson3-json-blackbird | CoffeeOrder | untrusted | PASS",
    "jackson3-json-blackbird | CoffeeOrder | shared    | PASS",
    "jackson3-json-blackbird | TreeNode    | graph     | FAIL",
    "jackson3-smile     | CoffeeOrder | cross     | PASS",
    "jackson3-cbor      | CoffeeOrder | cross     | PASS",
    // positional modes: values by position, so fields may only be appended (as protostuff)
    "jackson-json-array | CoffeeOrder | add-last:backward      | PASS",
    "jackson-json-array | CoffeeOrder | add-last:forward       | PASS",
    "jackson-json-array | CoffeeOrder | add-first:backward     | BREAK",
    "jackson-json-array | CoffeeOrder | remove-middle:forward  | BREAK",
    "jackson-json-array | CoffeeOrder | backward  | FAIL",
    "jackson-json-array | CoffeeOrder | untrusted | PASS",
    "jackson-cbor-array | CoffeeOrder | add-first:forward      | BREAK",
    "jackson-smile-array | CoffeeOrder | add-last:backward     | PASS",
    "msgpack-array      | CoffeeOrder | add-last:backward      | PASS",
    "msgpack-array      | CoffeeOrder | remove-middle:backward | BREAK",
    "msgpack-array      | CoffeeOrder | backward  | FAIL",
    // fastjson2 orders a bean's fields by name: a field added last in the source ("serbenchAdded")
    // lands before "size" in the array and shifts it
    "fastjson2-jsonb-array | CoffeeOrder | add-last:backward  | BREAK",
    "fastjson2-jsonb-array | CoffeeOrder | add-first:backward | BREAK",
    "fastjson2-jsonb-array | CoffeeOrder | backward | FAIL",
    // the public-RPC profile, versioning and untrusted input together (#43): compatible modes with
    // registration required refuse the attack and survive the field changes
    "kryo-compatible-registered | CoffeeOrder | untrusted | PASS",
    "kryo-compatible-registered | Payment     | untrusted | PASS",
    "kryo-compatible-registered | CoffeeOrder | backward  | PASS",
    "kryo-compatible-registered | CoffeeOrder | forward   | PASS",
    "kryo-compatible-registered | TreeNode    | graph     | FAIL",
    "fory-compatible-registered | CoffeeOrder | untrusted | PASS",
    "fory-compatible-registered | Payment     | untrusted | PASS",
    "fory-compatible-registered | CoffeeOrder | backward  | PASS",
    "fory-compatible-registered | CoffeeOrder | forward   | PASS",
    "fory-compatible-registered | TreeNode    | graph     | FAIL",
    // kryo-registered on the unsafe streams (#43): the same guard and verdicts, another wire
    "kryo-registered-unsafe | CoffeeOrder | untrusted | PASS",
    "kryo-registered-unsafe | CoffeeOrder | cross     | FAIL",
    "kryo-registered-unsafe | CoffeeOrder | backward  | FAIL",
    // Kryo's unsafe streams write raw memory unchecked: racing them can crash the JVM, not fail
    "kryo-registered-unsafe | CoffeeOrder | shared    | NOT_TESTED",
    "kryo-registered-unsafe | TreeNode    | graph     | FAIL",
    // the flat compatible modes (#43): compatible without references, so no graph; registration
    // off, so no guard; versioning as their reference-tracking siblings
    "kryo-compatible-flat | CoffeeOrder | backward  | PASS",
    "kryo-compatible-flat | CoffeeOrder | forward   | PASS",
    "kryo-compatible-flat | CoffeeOrder | cross     | FAIL",
    "kryo-compatible-flat | CoffeeOrder | untrusted | FAIL",
    "kryo-compatible-flat | CoffeeOrder | shared    | FAIL",
    "kryo-compatible-flat | TreeNode    | graph     | FAIL",
    "fory-compatible-flat | CoffeeOrder | backward  | PASS",
    "fory-compatible-flat | CoffeeOrder | forward   | PASS",
    "fory-compatible-flat | CoffeeOrder | cross     | FAIL",
    "fory-compatible-flat | CoffeeOrder | untrusted | FAIL",
    "fory-compatible-flat | CoffeeOrder | shared    | FAIL",
    "fory-compatible-flat | TreeNode    | graph     | FAIL",
    // DSL-JSON writes arrays only for classes declared @CompiledJson(formats = ARRAY)
    "dsl-json-array     | CoffeeOrder | backward  | NOT_TESTED",
    // rename-field (#52): a field number survives a rename (protostuff and protobuf number fields
    // by declaration order), a field name does not (the old name is unknown to the new reader,
    // which leaves the renamed field empty without an error)
    "protostuff-runtime | CoffeeOrder | rename-field:backward  | PASS",
    "protostuff-runtime | CoffeeOrder | rename-field:forward   | PASS",
    "protobuf-runtime   | CoffeeOrder | rename-field:backward  | PASS",
    "protobuf-runtime   | CoffeeOrder | rename-field:forward   | PASS",
    "jackson-json       | CoffeeOrder | rename-field:backward  | SILENT",
    "jackson-json       | CoffeeOrder | rename-field:forward   | SILENT",
    "gson               | CoffeeOrder | rename-field:backward  | SILENT",
    "kryo-compatible    | CoffeeOrder | rename-field:backward  | BREAK",
    "fory-compatible    | CoffeeOrder | rename-field:backward  | BREAK",
    // int-to-integer: JSON carries a number either way; Kryo's compatible mode checks field types
    "jackson-json       | CoffeeOrder | int-to-integer:backward | PASS",
    "jackson-json       | CoffeeOrder | int-to-integer:forward  | PASS",
    "protostuff-runtime | CoffeeOrder | int-to-integer:backward | PASS",
    // a model shaped like generated code (#52): accessors, an initialised any-setter map, a creator
    // and a builder; the variants are the model's own classes, so Jackson's versioning is measured
    "jackson-json       | Deployment  | add-last:backward      | PASS",
    "jackson-json       | Deployment  | add-last:forward       | PASS",
    "jackson-json       | Deployment  | remove-middle:backward | PASS",
    "jackson-json       | Deployment  | remove-middle:forward  | PASS",
    "jackson-json       | Deployment  | forward   | PASS",
    // a removed object-valued property reaches the String-valued catch-all map of the new reader
    // (@JsonAnySetter on Map<String, String>), which cannot take an object: a real break
    "jackson-json       | Deployment  | remove-last:backward   | FAIL",
    "jackson-json       | Deployment  | backward  | FAIL",
    "jackson-json       | Deployment  | rename-field:backward  | SILENT",
    "gson               | Deployment  | add-last:backward      | PASS",
    "kryo               | Deployment  | add-last:backward      | BREAK",
    "fory-compatible    | Deployment  | add-last:backward      | PASS",
  };

  static Stream<String> rows() {
    return Stream.of(TABLE);
  }

  /** Codecs the other tests here probe on every model. */
  private static final List<String> EVERY_MODEL =
      List.of("fst", "fst-registered", "fory", "fory-registered", "kryo", "kryo-registered", "jdk");

  /**
   * The models a codec is probed on: every model for {@link #EVERY_MODEL}, else only those its rows
   * name (with Payment's implementation beside Payment), since each probed model costs seconds.
   */
  private static List<Class<?>> modelsOf(String codec) {
    if (EVERY_MODEL.contains(codec)) {
      return MODELS;
    }
    java.util.Set<String> named = new java.util.HashSet<>();
    for (String row : TABLE) {
      String[] cells = row.split("\\|");
      if (cells[0].trim().equals(codec)) {
        named.add(cells[1].trim());
      }
    }
    return MODELS.stream()
        .filter(
            m ->
                named.contains(m.getSimpleName())
                    || m == Payment.Card.class && named.contains("Payment"))
        .toList();
  }

  /** Probes every codec of the table once, two at a time, as a run probes codecs one per core. */
  @BeforeAll
  static void probeEveryCodec() throws Exception {
    java.util.Set<String> codecs = new java.util.LinkedHashSet<>();
    for (String row : TABLE) {
      codecs.add(row.split("\\|")[0].trim());
    }
    codecs.addAll(EVERY_MODEL);
    java.util.concurrent.ForkJoinPool pool = new java.util.concurrent.ForkJoinPool(2);
    try {
      pool.submit(
              () ->
                  codecs.parallelStream()
                      .forEach(
                          codec -> {
                            try {
                              PROBED.put(codec, TestProbes.probeAll(codec, modelsOf(codec)));
                            } catch (Exception e) {
                              throw new IllegalStateException(codec + ": " + e, e);
                            }
                          }))
          .get();
    } finally {
      pool.shutdown();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rows")
  void verdict(String row) throws Exception {
    String[] cells = row.split("\\|");
    String codec = cells[0].trim();
    String model = cells[1].trim();
    String capability = cells[2].trim();
    String expected = cells[3].trim();
    Capabilities capabilities = probed(codec, model);

    if (capability.contains(":")) {
      SchemaChange change = SchemaChange.of(capability.substring(0, capability.indexOf(':')));
      boolean backward = capability.endsWith(":backward");
      Evolution evolution =
          capabilities.evolutions().stream()
              .filter(e -> e.change() == change)
              .findFirst()
              .orElseThrow();
      Evolution.Outcome outcome = evolution.outcome(backward);
      if (expected.equals("BREAK")) {
        assertThat(outcome)
            .as(evolution.evidence())
            .isIn(Evolution.Outcome.FAIL, Evolution.Outcome.SILENT);
      } else {
        assertThat(outcome).as(evolution.evidence()).isEqualTo(Evolution.Outcome.valueOf(expected));
      }
      return;
    }
    CapabilityResult result =
        switch (capability) {
          case "untrusted" -> capabilities.untrustedInput();
          case "shared" -> capabilities.sharedInstance();
          case "graph" -> capabilities.graph();
          case "cross" -> capabilities.crossLanguage();
          case "backward" -> capabilities.versioningBackward();
          case "forward" -> capabilities.versioningForward();
          default -> throw new IllegalArgumentException(capability);
        };
    assertThat(result.measured()).as(result.evidence()).isEqualTo(Verdict.valueOf(expected));
    assertThat(result.exercised()).isEqualTo(!expected.equals("NOT_TESTED"));
  }

  @Test
  void theAttackAlsoRidesInTheUsersOwnPolymorphicField() throws Exception {
    String slot = "in your polymorphic field Payment.method: ";
    for (String codec : List.of("kryo-registered", "fory-registered")) {
      CapabilityResult result = probed(codec, "Payment").untrustedInput();
      assertThat(result.measured()).isEqualTo(Verdict.PASS);
      assertThat(result.evidence())
          .contains(slot + "the guard refused")
          .contains("Gadget$Payment_Method");
    }
    for (String codec : List.of("fst", "fst-registered", "jdk", "fory")) {
      CapabilityResult result = probed(codec, "Payment").untrustedInput();
      assertThat(result.measured()).isEqualTo(Verdict.FAIL);
      assertThat(result.evidence()).contains(slot + "decoding created Gadget$Payment_Method");
    }
    assertThat(probed("kryo-registered", "CoffeeOrder").untrustedInput().evidence())
        .as("a model without a polymorphic field is attacked in the envelope only")
        .doesNotContain("polymorphic field");
  }

  @Test
  void noVersioningVerdictOnANestedTypeIsNotTested() throws Exception {
    for (String codec : List.of("fst", "fst-registered", "fory", "fory-registered", "kryo")) {
      Capabilities order = probed(codec, "CoffeeOrder");
      assertThat(order.versioningBackward().measured())
          .as(codec + ": " + order.versioningBackward().evidence())
          .isNotEqualTo(Verdict.NOT_TESTED);
      assertThat(order.evolutions()).hasSize(SchemaChange.values().length);
    }
  }

  @Test
  void theUnchangedVariantsOfAGeneratedShapeRoundTripForEveryCodecThatCarriesTheModel()
      throws Exception {
    for (String codec : List.of("jackson-json", "gson", "kryo", "fory")) {
      Capabilities deployment = probed(codec, "Deployment");
      assertThat(deployment.evolutions()).as(codec).hasSize(SchemaChange.values().length);
      for (Evolution evolution : deployment.evolutions()) {
        assertThat(evolution.evidence()).as(codec).doesNotContain("does not round-trip");
        assertThat(evolution.backward())
            .as(codec + ": " + evolution.evidence())
            .isNotEqualTo(Evolution.Outcome.NOT_TESTED);
      }
    }
  }

  private static synchronized Capabilities probed(String codec, String model) throws Exception {
    List<Capabilities> all = PROBED.get(codec);
    if (all == null) {
      all = TestProbes.probeAll(codec, MODELS);
      PROBED.put(codec, all);
    }
    return all.stream()
        .filter(c -> c.model().substring(c.model().lastIndexOf('.') + 1).equals(model))
        .findFirst()
        .orElseThrow();
  }
}
