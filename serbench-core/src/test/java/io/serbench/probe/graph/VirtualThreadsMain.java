package io.serbench.probe.graph;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
import io.serbench.model.ModelTypes;
import io.serbench.result.CapabilityResult;
import io.serbench.sample.SampleSpec;
import io.serbench.testmodel.CoffeeOrder;
import java.util.List;

/**
 * The shared-instance probe of one codec on this JVM, printed as {@code VERDICT evidence}: {@link
 * SharedInstanceProbeTest} runs it on a JDK with virtual threads.
 */
public final class VirtualThreadsMain {
  private VirtualThreadsMain() {}

  public static void main(String[] args) throws Exception {
    System.out.println(run(args[0]));
  }

  static String run(String id) throws Exception {
    CodecProvider provider = CodecCatalog.standard().find(id).orElseThrow();
    SampleSpec spec = SampleSpec.generated(CoffeeOrder.class, 42);
    ClassLoader loader = VirtualThreadsMain.class.getClassLoader();
    Object first = spec.instantiate(loader);
    var codec =
        provider.create(
            new CodecContext(
                CoffeeOrder.class, ModelTypes.knownClasses(List.of(CoffeeOrder.class), first)));
    CapabilityResult result =
        SharedInstanceProbe.run(
            provider.info().threadSafe(), codec, () -> spec.instantiate(loader));
    return result.measured() + " " + result.evidence();
  }
}
