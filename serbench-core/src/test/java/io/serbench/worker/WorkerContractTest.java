package io.serbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.protocol.WorkerContract;
import org.junit.jupiter.api.Test;

class WorkerContractTest {
  @Test
  void theHostStartsTheWorkersMainClassByItsName() {
    assertThat(WorkerContract.MAIN_CLASS).isEqualTo(WorkerMain.class.getName());
  }
}
