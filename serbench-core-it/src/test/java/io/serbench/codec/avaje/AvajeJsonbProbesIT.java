package io.serbench.codec.avaje;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import io.serbench.probe.CapabilityProbes;
import io.serbench.probe.common.ModelInput;
import io.serbench.result.Capabilities;
import io.serbench.result.Evolution;
import io.serbench.result.Verdict;
import io.serbench.sample.SampleSpec;
import io.serbench.settings.GeneratorSettings;
import java.io.File;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The capability probes on a codec whose adapters the build generated: the versioning probe's
 * variants would run the adapters compiled for the original classes, which a real change
 * regenerates, so its verdicts say NOT_TESTED (never FAIL or PASS), and the other probes still
 * measure.
 */
class AvajeJsonbProbesIT {
  @Test
  void versioning_ofAdaptersCompiledForTheOriginalClasses_isNotTested_notFailed(@TempDir Path dir)
      throws Exception {
    try (URLClassLoader build = AvajeJsonbTest.compile(dir)) {
      Class<?> invoice = build.loadClass("com.acme.Invoice");
      List<String> names = List.of("com.acme.Invoice", "com.acme.Line");
      String classpath =
          System.getProperty("java.class.path") + File.pathSeparator + dir.resolve("classes");

      Capabilities probed =
          new CapabilityProbes(classpath, GeneratorSettings.DEFAULT)
              .probe(
                  CodecCatalog.standard().find("avaje-jsonb").orElseThrow().info(),
                  List.of(
                      new ModelInput(
                          invoice,
                          SampleSpec.generated(invoice, GeneratorSettings.DEFAULT, null, names),
                          null)),
                  names)
              .get(0);

      for (Evolution evolution : probed.evolutions()) {
        assertThat(evolution.backward()).isNotIn(Evolution.Outcome.FAIL, Evolution.Outcome.PASS);
        assertThat(evolution.forward()).isNotIn(Evolution.Outcome.FAIL, Evolution.Outcome.PASS);
      }
      assertThat(probed.versioningBackward().evidence())
          .contains("avaje-jsonb binds Invoice through code the build generated");
      assertThat(probed.versioningBackward().measured()).isEqualTo(Verdict.NOT_TESTED);
      assertThat(probed.versioningForward().measured()).isEqualTo(Verdict.NOT_TESTED);
      // the shared-instance probe needs no variant: it measures
      assertThat(probed.sharedInstance().measured()).isEqualTo(Verdict.PASS);
    }
  }
}
