package io.serbench.testing;

import io.serbench.BenchmarkListener;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecProvider;
import io.serbench.config.BenchmarkRequest;
import io.serbench.run.Lineup;
import io.serbench.run.PhaseClock;
import io.serbench.run.RunContext;
import io.serbench.run.RunPlan;
import io.serbench.run.Selection;
import java.util.List;
import java.util.Map;

/** Plans and contexts of a run for the tests of one stage, without the stages before it. */
public final class TestPlans {
  private TestPlans() {}

  /** A complete plan of these codecs and library versions, with the request's current codec. */
  public static RunPlan plan(
      BenchmarkRequest request, List<CodecProvider> codecs, Map<String, String> versions) {
    return new RunPlan(
        request,
        new Lineup(
            new Selection(CodecCatalog.standard(), codecs, List.of()),
            request.criteria().current(),
            List.of()),
        versions,
        List.of());
  }

  /** The context of a run with this plan, on this class path's loader. */
  public static <P> RunContext<P> context(
      BenchmarkRequest request, P plan, BenchmarkListener listener) {
    return new RunContext<>(
        request, plan, listener, new PhaseClock(), TestPlans.class.getClassLoader());
  }
}
