package io.serbench.probe.versioning;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecInfo;
import io.serbench.probe.common.ModelInput;
import io.serbench.result.Evolution;
import io.serbench.result.SchemaChange;
import io.serbench.sample.SampleSpec;
import io.serbench.settings.GeneratorSettings;
import io.serbench.testmodel.Order;
import io.serbench.testmodel.Parcel;
import io.serbench.verify.Isolation;
import java.lang.management.ManagementFactory;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The proof that sharing a library between the versions of a model changes no verdict: for every
 * default codec whose library {@link VariantLoaders#SHARED} lists, the versioning matrix on a class
 * model (nested classes, an enum, collections, an array) and on a record model is computed with a
 * loader per version and with one parent shared by the versions, and the two are compared cell by
 * cell, evidence included. Sharing must also load fewer classes, or it saves nothing.
 *
 * <p>It runs in the IT tier: two matrices per codec load each library about ten times. To try a
 * library before listing it, run with {@code -Dserbench.variantLoaders.codecs=a,b} (or {@code
 * =default}): those codecs are then compared, shared whatever their library.
 */
class VariantLoadersIT {
  private static final String CLASSPATH = System.getProperty("java.class.path");
  private static final List<Class<?>> MODELS = List.of(Order.class, Parcel.class);
  private static final List<String> NAMES = MODELS.stream().map(Class::getName).toList();
  private static final String TRIED = System.getProperty("serbench.variantLoaders.codecs", "");
  private static final boolean ALL = !TRIED.isBlank();

  static Stream<String> sharedDefaultCodecs() {
    CodecCatalog catalog = CodecCatalog.standard();
    return catalog.defaultIds().stream()
        .filter(
            id ->
                ALL
                    ? TRIED.equals("default") || List.of(TRIED.split(",")).contains(id)
                    : VariantLoaders.SHARED.contains(info(id).library()))
        // serbench's own test codecs (hang, crash, ...) say nothing about a library
        .filter(id -> !info(id).library().startsWith("io.serbench:"));
  }

  @ParameterizedTest
  @MethodSource("sharedDefaultCodecs")
  void probe_versionsShareTheLibrary_everyCellAsWithALoaderEach(String codec) throws Exception {
    Run isolated = run(codec, VariantLoaders.Sharing.NEVER);
    Run shared =
        run(codec, ALL ? VariantLoaders.Sharing.ALWAYS : VariantLoaders.Sharing.BY_LIBRARY);

    System.out.printf(
        "%s: %d of %d cells tested; %d classes loaded and %d ms CPU with a loader per version,"
            + " %d and %d ms shared%n",
        codec,
        isolated.cells().stream().filter(c -> !c.contains("NOT_")).count(),
        isolated.cells().size(),
        isolated.classes(),
        isolated.cpuMillis(),
        shared.classes(),
        shared.cpuMillis());
    assertThat(shared.cells()).as(codec).containsExactlyElementsOf(isolated.cells());
    assertThat(isolated.cells()).as(codec).hasSize(MODELS.size() * SchemaChange.values().length);
    assertThat(shared.classes()).as(codec).isLessThan(isolated.classes());
  }

  /** One codec's matrix on both models, and what computing it cost this JVM. */
  private record Run(List<String> cells, long classes, long cpuMillis) {}

  private static Run run(String codec, VariantLoaders.Sharing sharing) throws Exception {
    CodecInfo info = info(codec);
    VersioningProbe probe =
        new VersioningProbe(
            CLASSPATH, GeneratorSettings.DEFAULT, SchemaChange.Required.FIELDS, sharing);
    List<ModelInput> inputs =
        MODELS.stream()
            .map(
                m ->
                    new ModelInput(
                        m, SampleSpec.generated(m, GeneratorSettings.DEFAULT, null, NAMES), null))
            .toList();
    long classes = ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
    long cpu = processCpuNanos();
    Evolved evolved = probe.evolve(MODELS);
    Map<Class<?>, VersioningProbe.VersioningResult> results;
    try (URLClassLoader removeLast =
        Isolation.loader(CLASSPATH, evolved.classes(SchemaChange.REMOVE_LAST))) {
      results =
          probe.probe(
              new VersioningProbe.Claim(codec, info.library(), true, true),
              evolved,
              inputs,
              NAMES,
              removeLast);
    }
    long loaded = ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount() - classes;
    long cpuMillis = (processCpuNanos() - cpu) / 1_000_000;
    List<String> cells = new ArrayList<>();
    results.forEach((model, result) -> result.evolutions().forEach(e -> cells.add(cell(model, e))));
    return new Run(cells, loaded, cpuMillis);
  }

  /**
   * One cell as the report reads it: model, change, both outcomes and the evidence, without the
   * identity hashes some exception messages print ({@code BoundChecker@468b6bf9}), which differ
   * from one run to the next whatever the loaders.
   */
  private static String cell(Class<?> model, Evolution evolution) {
    return model.getSimpleName()
        + " "
        + evolution.change().id()
        + ": backward "
        + evolution.backward()
        + ", forward "
        + evolution.forward()
        + ": "
        + IDENTITY.matcher(evolution.evidence()).replaceAll("@hash");
  }

  private static final Pattern IDENTITY = Pattern.compile("@[0-9a-f]{4,8}\\b");

  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  private static CodecInfo info(String codec) {
    return CodecCatalog.standard().find(codec).orElseThrow().info();
  }
}
