package io.serbench.probe.untrusted;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.result.CapabilityResult;
import io.serbench.result.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The resource attacks in their child JVM, on real codecs and on a test codec that believes every
 * length it reads.
 */
class ResourceAttacksIT {
  private static final ResourceAttacks ATTACKS =
      new ResourceAttacks(System.getProperty("java.class.path"));

  private static ResourceAttackMain.Outcome outcome(ResourceAttacks.Result result, String attack) {
    return result.outcomes().stream()
        .filter(o -> o.attack().startsWith(attack))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no attack " + attack + " in " + result));
  }

  @Test
  void aDecoderThatAllocatesTheClaimedLength_failsWithOutOfMemoryError() {
    ResourceAttacks.Result greedy = ATTACKS.attack("test-greedy");

    assertThat(greedy.failed()).as(greedy.describe()).isTrue();
    for (String kind : List.of("a string", "a byte array", "a list", "a map")) {
      ResourceAttackMain.Outcome outcome = outcome(greedy, kind + " claiming");
      assertThat(outcome.verdict()).as(outcome.evidence()).isEqualTo(Verdict.FAIL);
      assertThat(outcome.attack()).contains("a big-endian int at byte");
      assertThat(outcome.evidence()).startsWith("OutOfMemoryError");
    }
    // it cannot write a chain: that attack is not delivered, and says so
    assertThat(outcome(greedy, "nesting").verdict()).isEqualTo(Verdict.NOT_TESTED);
  }

  @Test
  void kryo_believesAClaimedByteArray_andRecursesPastTheStack_andTheEvidenceNamesItsSetting() {
    ResourceAttacks.Result kryo = ATTACKS.attack("kryo");

    assertThat(outcome(kryo, "a byte array claiming").evidence()).startsWith("OutOfMemoryError");
    assertThat(outcome(kryo, "nesting").evidence()).startsWith("StackOverflowError");
    CapabilityResult combined =
        ResourceAttacks.combine(
            CapabilityResult.pass(false, "as the root: refused"),
            kryo,
            "com.esotericsoftware:kryo");
    assertThat(combined.measured()).isEqualTo(Verdict.FAIL);
    assertThat(combined.evidence())
        .startsWith("resource attacks (budget 1 s and 64 MB, heap 256 MB): ")
        .contains("kryo.setMaxDepth")
        .endsWith("class attacks: as the root: refused");
  }

  @Test
  void theEvidence_namesWhatFailedFirst_soThatAShortenedLineStillSaysIt() {
    ResourceAttacks.Result mixed =
        new ResourceAttacks.Result(
            List.of(
                new ResourceAttackMain.Outcome(
                    "a string claiming 9", Verdict.NOT_TESTED, "not delivered: no length"),
                new ResourceAttackMain.Outcome("a map claiming 9", Verdict.PASS, "refused in 1 ms"),
                new ResourceAttackMain.Outcome(
                    "a byte array claiming 9", Verdict.FAIL, "OutOfMemoryError after 95 ms"),
                new ResourceAttackMain.Outcome(
                    "nesting 9 deep", Verdict.FAIL, "StackOverflowError after 20 ms")),
            null);

    assertThat(mixed.describe())
        .isEqualTo(
            "resource attacks (budget 1 s and 64 MB, heap 256 MB): FAIL on a byte array claiming"
                + " 9: OutOfMemoryError after 95 ms; FAIL on nesting 9 deep: StackOverflowError"
                + " after 20 ms; a map claiming 9: refused in 1 ms; a string claiming 9: not"
                + " delivered: no length");
  }

  @Test
  void jacksonAndFory_refuseNestingAtTheirLimits_andEveryClaimWithinTheBudget() {
    ResourceAttacks.Result jackson = ATTACKS.attack("jackson-cbor");
    ResourceAttacks.Result fory = ATTACKS.attack("fory-registered");

    assertThat(jackson.failed()).as(jackson.describe()).isFalse();
    assertThat(outcome(jackson, "nesting").evidence())
        .startsWith("refused in ")
        .contains("StreamConstraintsException");
    assertThat(outcome(jackson, "a list claiming").evidence()).startsWith("refused in ");
    assertThat(fory.failed()).as(fory.describe()).isFalse();
    assertThat(outcome(fory, "nesting").evidence()).contains("max depth");
    CapabilityResult combined =
        ResourceAttacks.combine(
            CapabilityResult.pass(true, "as the root: refused"), fory, "org.apache.fory:fory-core");
    assertThat(combined.measured()).isEqualTo(Verdict.PASS);
    assertThat(combined.evidence()).startsWith("as the root: refused; resource attacks");
  }

  @Test
  void lengthFields_areFoundInEachEncoding_andClaimHuge() {
    byte[] varint300 = {9, (byte) 0xAC, 0x02, 'x', 'x'};
    byte[] varint301 = {9, (byte) 0xAD, 0x02, 'x', 'x', 'x'};
    LengthField varint = LengthField.find(varint300, varint301, 300).orElseThrow();
    byte[] cbor300 = {(byte) 0xA1, (byte) 0x99, 0x01, 0x2C, 1};
    byte[] cbor301 = {(byte) 0xA1, (byte) 0x99, 0x01, 0x2D, 1};
    LengthField cbor = LengthField.find(cbor300, cbor301, 300).orElseThrow();
    // Kryo writes a length plus one
    byte[] kryo300 = {1, (byte) 0xAD, 0x02, 7};
    byte[] kryo301 = {1, (byte) 0xAE, 0x02, 7};

    assertThat(varint.encoding()).isEqualTo(LengthField.Encoding.VARINT);
    assertThat(varint.offset()).isEqualTo(1);
    assertThat(varint.claimHuge(varint300, 300, 16))
        .startsWith(9, (byte) 0xE0, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07, 'x', 'x');
    assertThat(cbor.encoding()).isEqualTo(LengthField.Encoding.BE16_TYPED);
    // the type byte widens to 32 bits: 0x99 (array, 2 bytes) to 0x9a (array, 4 bytes)
    assertThat(cbor.claimHuge(cbor300, 300, 16)).startsWith((byte) 0xA1, (byte) 0x9A, 0x7F);
    assertThat(LengthField.find(kryo300, kryo301, 300))
        .get()
        .extracting(LengthField::bias)
        .isEqualTo(1);
    assertThat(LengthField.find(new byte[] {1, 2, 3}, new byte[] {1, 2, 4}, 300)).isEmpty();
  }
}
