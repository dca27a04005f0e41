package io.serbench.probe.crosslanguage;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.result.CapabilityResult;
import io.serbench.result.Verdict;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The cross-language verdict matches field by field, types included. */
class CrossLanguageProbeTest {
  static class Line {
    String sku = "A-1";
    int quantity = 3;
    boolean gift = true;
    List<Integer> codes = List.of(7, 9);
  }

  private static CapabilityResult json(String text) {
    return CrossLanguageProbe.check(
        "json", true, text.getBytes(StandardCharsets.UTF_8), new Line());
  }

  @Test
  void everyFieldUnderItsNameWithItsType_passes() {
    CapabilityResult result =
        json("{\"sku\":\"A-1\",\"quantity\":3,\"gift\":true,\"codes\":[7,9]}");

    assertThat(result.measured()).as(result.evidence()).isEqualTo(Verdict.PASS);
    assertThat(result.evidence()).contains("matched all 5 fields of Line by name and type");
  }

  @Test
  void valuesUnderTheWrongNames_fail_eventhoughEveryValueIsSomewhere() {
    CapabilityResult result =
        json("{\"sku\":\"A-1\",\"quantity\":7,\"gift\":true,\"codes\":[3,9]}");

    assertThat(result.measured()).isEqualTo(Verdict.FAIL);
    assertThat(result.evidence())
        .contains("Line.quantity: expected an integer, found number 7")
        .contains("Line.codes[0]: expected an integer, found number 3");
  }

  @Test
  void aValueOfAnotherType_fails() {
    CapabilityResult result =
        json("{\"sku\":\"A-1\",\"quantity\":\"3\",\"gift\":\"true\",\"codes\":[7,9]}");

    assertThat(result.measured()).isEqualTo(Verdict.FAIL);
    assertThat(result.evidence())
        .contains("Line.quantity: expected an integer, found string \"3\"")
        .contains("Line.gift: expected a boolean");
  }

  @Test
  void aMissingFieldOrAListOfAnotherLength_fails() {
    CapabilityResult result = json("{\"sku\":\"A-1\",\"gift\":true,\"codes\":[7]}");

    assertThat(result.measured()).isEqualTo(Verdict.FAIL);
    assertThat(result.evidence())
        .contains("Line.quantity: missing")
        .contains("Line.codes: expected a list of 2");
  }

  private static CapabilityResult xml(String text) {
    return CrossLanguageProbe.check("xml", true, text.getBytes(StandardCharsets.UTF_8), new Line());
  }

  @Test
  void xml_elementsByNameWithTheirText_pass_inJacksonsAndXStreamsListLayouts() {
    CapabilityResult jackson =
        xml(
            "<Line><sku>A-1</sku><quantity>3</quantity><gift>true</gift>"
                + "<codes><codes>7</codes><codes>9</codes></codes></Line>");
    CapabilityResult xstream =
        xml(
            "<x.Line><sku>A-1</sku><quantity>3</quantity><gift>true</gift>"
                + "<codes class=\"java.util.ImmutableCollections$List12\"><int>7</int><int>9</int>"
                + "</codes></x.Line>");

    assertThat(jackson.measured()).as(jackson.evidence()).isEqualTo(Verdict.PASS);
    assertThat(jackson.evidence()).contains("the JDK's DOM parser matched all 5 fields of Line");
    assertThat(xstream.measured()).as(xstream.evidence()).isEqualTo(Verdict.PASS);
  }

  @Test
  void xml_aWrongTextOrAMissingElement_fails() {
    CapabilityResult result =
        xml("<Line><sku>A-2</sku><gift>true</gift><codes><c>7</c><c>8</c></codes></Line>");

    assertThat(result.measured()).isEqualTo(Verdict.FAIL);
    assertThat(result.evidence())
        .contains("Line.sku: expected the string, found text 'A-2'")
        .contains("Line.quantity: missing")
        .contains("Line.codes[1]: expected the number 9, found text '8'");
  }

  /** A tree of 1 + 4 + 16 + 64 nodes whose children point back to their parents. */
  private static io.serbench.testmodel.TreeNode cyclicTree() {
    io.serbench.testmodel.TreeNode root = new io.serbench.testmodel.TreeNode("root");
    java.util.List<io.serbench.testmodel.TreeNode> level = java.util.List.of(root);
    for (int depth = 0; depth < 3; depth++) {
      java.util.List<io.serbench.testmodel.TreeNode> next = new java.util.ArrayList<>();
      for (io.serbench.testmodel.TreeNode parent : level) {
        for (int i = 0; i < 4; i++) {
          io.serbench.testmodel.TreeNode child = new io.serbench.testmodel.TreeNode("n" + i);
          parent.add(child);
          next.add(child);
        }
      }
      level = next;
    }
    return root;
  }

  private static CapabilityResult throughCatalog(String codecId, Object sample) throws Exception {
    io.serbench.codec.CodecProvider provider =
        io.serbench.codec.CodecCatalog.load(CrossLanguageProbeTest.class.getClassLoader())
            .find(codecId)
            .orElseThrow();
    io.serbench.codec.Codec codec =
        provider.create(
            new io.serbench.codec.CodecContext(
                sample.getClass(),
                io.serbench.model.ModelTypes.knownClasses(java.util.List.of(sample.getClass()))));
    return CrossLanguageProbe.check(
        provider.info().claims().wireFormat(), true, codec.encode(sample), sample);
  }

  @Test
  void hessianOnACyclicTree_followsItsReferences_insteadOfUnrollingTheCycle() throws Exception {
    CapabilityResult result = throughCatalog("hessian", cyclicTree());

    assertThat(result.measured()).as(result.evidence()).isEqualTo(Verdict.PASS);
    // every value matched within the match's budget: an unrolled cycle would exhaust it
    assertThat(result.evidence())
        .contains("matched all")
        .doesNotContain("matched the first")
        .contains("fields of TreeNode");
  }

  @Test
  void xstreamOnACyclicTree_followsItsXPathReferences() throws Exception {
    CapabilityResult result = throughCatalog("xstream", cyclicTree());

    assertThat(result.measured()).as(result.evidence()).isEqualTo(Verdict.PASS);
  }

  @Test
  void aCycleWrittenAsACopy_isAMismatch_notAnEndlessWalk() {
    io.serbench.testmodel.TreeNode root = new io.serbench.testmodel.TreeNode("r");
    root.add(new io.serbench.testmodel.TreeNode("c"));
    // the child's parent written out as a fresh object instead of a reference back to the root
    CapabilityResult result =
        json2(
            "{\"name\":\"r\",\"parent\":null,\"children\":[{\"name\":\"c\",\"parent\":"
                + "{\"name\":\"r\",\"parent\":null,\"children\":[]},\"children\":[]}]}",
            root);

    assertThat(result.measured()).isEqualTo(Verdict.FAIL);
    assertThat(result.evidence())
        .contains(
            "TreeNode.children[0].parent: the cycle back to an enclosing object was not kept");
  }

  private static CapabilityResult json2(String text, Object sample) {
    return CrossLanguageProbe.check("json", true, text.getBytes(StandardCharsets.UTF_8), sample);
  }

  @Test
  void aSharedObjectThatComesBackAsTwoObjectsWithTheSameValues_matchesBothCopies() {
    Line shared = new Line();
    List<Line> twice = new java.util.ArrayList<>(List.of(shared, shared));
    String line = "{\"sku\":\"A-1\",\"quantity\":3,\"gift\":true,\"codes\":[7,9]}";

    CapabilityResult result =
        CrossLanguageProbe.check(
            "json", true, ("[" + line + "," + line + "]").getBytes(StandardCharsets.UTF_8), twice);

    // JSON has no references: a copy of a shared (not cyclic) object is readable, so it passes
    assertThat(result.measured()).as(result.evidence()).isEqualTo(Verdict.PASS);
  }

  /** An amount that its own serializer writes as one string, as Kubernetes' Quantity does. */
  static class Quantity {
    String amount = "1";
    String format = "Gi";
  }

  enum Status {
    REQUIRES_ACTION
  }

  static class Payment {
    long amountReceived = 25;
    Quantity memory = new Quantity();
    Status status = Status.REQUIRES_ACTION;
    java.util.Map<String, Object> additionalProperties = new java.util.LinkedHashMap<>();

    Payment() {
      additionalProperties.put("x-trace", "abc");
    }
  }

  @Test
  void aBindingsOwnNamesScalarsAndFlattenedMaps_pass_asTheDocumentOtherLanguagesRead() {
    CapabilityResult result =
        json2(
            "{\"amount_received\":25,\"memory\":\"1Gi\",\"status\":\"requires_action\","
                + "\"x-trace\":\"abc\"}",
            new Payment());

    assertThat(result.measured()).as(result.evidence()).isEqualTo(Verdict.PASS);
    assertThat(result.evidence())
        .contains("read standard json with no Java type information")
        .contains("Payment.amountReceived: missing")
        .contains("Payment.memory: an object written as the value string \"1Gi\"");
  }

  @Test
  void javaClassNamesInTheDocument_fail_evenWhereEveryFieldMatches() {
    String type = Line.class.getName();
    CapabilityResult result =
        json(
            "{\"@class\":\""
                + type
                + "\",\"sku\":\"A-1\",\"quantity\":3,\"gift\":true,"
                + "\"codes\":[\"java.util.ImmutableCollections$List12\",[7,9]]}");

    assertThat(result.measured()).isEqualTo(Verdict.FAIL);
    assertThat(result.evidence())
        .contains("Java type information")
        .contains("$.@class: \"" + type + "\"");
  }

  @Test
  void aLogicalTypeNameTheModelDeclares_isNotJavaTypeInformation() {
    CapabilityResult result =
        json("{\"type\":\"Line\",\"sku\":\"A-1\",\"quantity\":3,\"gift\":true,\"codes\":[7,9]}");

    assertThat(result.measured()).as(result.evidence()).isEqualTo(Verdict.PASS);
  }

  @Test
  void nonStandardJsonOrAnObjectWrittenAsAList_fails() {
    CapabilityResult nan =
        json2("{\"amount_received\":NaN,\"memory\":\"1Gi\",\"status\":\"x\"}", new Payment());
    CapabilityResult positional = json("[\"A-1\",3,true,[7,9]]");

    assertThat(nan.measured()).isEqualTo(Verdict.FAIL);
    assertThat(nan.evidence()).contains("could not read the bytes");
    assertThat(positional.measured()).isEqualTo(Verdict.FAIL);
    assertThat(positional.evidence()).contains("expected an object with named fields, found array");
  }
}
