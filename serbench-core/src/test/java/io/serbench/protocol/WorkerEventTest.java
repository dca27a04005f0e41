package io.serbench.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.InvalidConfigurationException;
import io.serbench.SerbenchException;
import io.serbench.WorkerFailedException;
import org.junit.jupiter.api.Test;

class WorkerEventTest {
  @Test
  void aLogEventCrossesOnOneLineAndComesBackTheSame() {
    WorkerEvent.Log sent = new WorkerEvent.Log(WorkerEvent.Level.WARN, "two\nlines");

    String line = sent.line();

    assertThat(line).startsWith(WorkerEvent.PREFIX).doesNotContain("\n");
    assertThat(WorkerEvent.parse(line)).contains(sent);
  }

  @Test
  void aUserErrorComesBackAsTheSameTypedError() {
    SerbenchException sent =
        new InvalidConfigurationException("codecs", "kryoo", "no codec kryoo; did you mean kryo?");

    SerbenchException received =
        ((WorkerEvent.Failure) WorkerEvent.parse(WorkerEvent.Failure.of(sent).line()).orElseThrow())
            .toException();

    assertThat(received).isInstanceOf(InvalidConfigurationException.class);
    assertThat(received.isUserError()).isTrue();
    assertThat(received.element()).contains("codecs");
    assertThat(received.value()).contains("kryoo");
    assertThat(received.getMessage()).isEqualTo(sent.getMessage());
  }

  @Test
  void aWorkerFailureIsNotTheUsersToFix() {
    WorkerEvent.Failure failure =
        WorkerEvent.Failure.of(new WorkerFailedException("worker failed: boom", null));

    SerbenchException received =
        ((WorkerEvent.Failure) WorkerEvent.parse(failure.line()).orElseThrow()).toException();

    assertThat(received).isInstanceOf(WorkerFailedException.class);
    assertThat(received.isUserError()).isFalse();
    assertThat(received.getMessage()).isEqualTo("worker failed: boom");
  }

  @Test
  void ordinaryOutputIsNoEvent() {
    assertThat(WorkerEvent.parse("# Warmup Iteration   1: 1918.088 ns/op")).isEmpty();
    assertThat(WorkerEvent.parse(WorkerEvent.PREFIX + "{not json")).isEmpty();
  }
}
