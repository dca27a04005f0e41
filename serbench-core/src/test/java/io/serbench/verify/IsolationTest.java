package io.serbench.verify;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.sample.SampleSpec;
import io.serbench.testmodel.Order;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A codec that hangs or overflows the stack is reported, and the others still complete. */
class IsolationTest {
  @BeforeEach
  void shortTimeout() {
    System.setProperty("serbench.roundTripTimeout", "2");
  }

  @AfterEach
  void defaultTimeout() {
    System.clearProperty("serbench.roundTripTimeout");
  }

  private static RoundTripOutcome verify(String codec) throws Exception {
    return IsolatedVerification.verify(
            codec,
            List.of(Order.class.getName()),
            List.of(SampleSpec.generated(Order.class, 1)),
            System.getProperty("java.class.path"))
        .get(0);
  }

  @Test
  void hangingCodec_timesOutWithThePhase_andTheNextCodecStillPasses() throws Exception {
    RoundTripOutcome hang = verify("test-hang");
    RoundTripOutcome kryo = verify("kryo");

    assertThat(hang.passed()).isFalse();
    assertThat(hang.phase()).as(hang.failure()).isEqualTo(RoundTripOutcome.Phase.ENCODE);
    assertThat(hang.failure()).startsWith("encode timed out after 2 s; the codec may loop forever");
    assertThat(kryo.passed()).isTrue();
  }

  @Test
  void stackOverflow_isAFailureNotACrash() throws Exception {
    RoundTripOutcome deep = verify("test-deep");

    assertThat(deep.phase()).isEqualTo(RoundTripOutcome.Phase.DECODE);
    assertThat(deep.failure())
        .startsWith("decode failed: StackOverflowError; fix: ")
        .contains("raise -Xss");
    assertThat(verify("jdk").passed()).isTrue();
  }
}
