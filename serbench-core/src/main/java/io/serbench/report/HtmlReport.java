package io.serbench.report;

import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import io.serbench.result.AtomicFiles;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.SampleResult;
import io.serbench.result.Score;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * Renders {@code results.json} into a self-contained {@code index.html} (inline CSS and SVG, no
 * network) with FreeMarker's HTML output format, so every value is auto-escaped.
 */
public final class HtmlReport {

  private static final Configuration FREEMARKER = configuration();

  private HtmlReport() {}

  /** Renders the report to a string. */
  public static String render(BenchmarkResults results, ReproduceInfo reproduce) {
    try {
      Template template = FREEMARKER.getTemplate("index.ftlh");
      StringWriter out = new StringWriter();
      template.process(model(results, reproduce), out);
      return out.toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (TemplateException e) {
      throw new IllegalStateException("report template failed: " + e.getMessage(), e);
    }
  }

  /** Renders another template of the report's family (same escaping and number format). */
  public static String render(String template, Map<String, Object> model) {
    try {
      StringWriter out = new StringWriter();
      FREEMARKER.getTemplate(template).process(model, out);
      return out.toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (TemplateException e) {
      throw new IllegalStateException("report template failed: " + e.getMessage(), e);
    }
  }

  /** Renders and writes the report through a temporary file, so no half-written report remains. */
  public static void write(BenchmarkResults results, ReproduceInfo reproduce, Path file)
      throws IOException {
    AtomicFiles.writeString(file, render(results, reproduce));
  }

  /**
   * How to rerun the measurement by hand.
   *
   * @param sourceDirectory where the generated JMH sources are, relative to the report
   * @param command a command line that reruns JMH on them
   */
  public record ReproduceInfo(String sourceDirectory, String command) {}

  private static Configuration configuration() {
    Configuration configuration = new Configuration(Configuration.VERSION_2_3_34);
    configuration.setClassForTemplateLoading(HtmlReport.class, "");
    configuration.setDefaultEncoding("UTF-8");
    configuration.setLocale(Locale.ROOT);
    configuration.setNumberFormat("0.##");
    configuration.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
    configuration.setLogTemplateExceptions(false);
    configuration.setWrapUncheckedExceptions(true);
    configuration.setFallbackOnNullLoopVariable(false);
    return configuration;
  }

  private static Map<String, Object> model(BenchmarkResults results, ReproduceInfo reproduce) {
    Map<String, Object> model = new LinkedHashMap<>();
    model.put("generatedAt", results.generatedAt());
    model.put("env", results.environment());
    model.put("jmh", results.environment().jmh());
    model.put("recommendation", results.recommendation());
    model.put("criteria", results.criteria());
    model.put("ranking", RankingView.rows(results));
    model.put("codecs", results.codecs());
    model.put("leftOut", results.leftOut());
    model.put("adoption", adoptionView(results));
    model.put("reproduce", reproduce);
    List<Map<String, Object>> samples = new ArrayList<>();
    List<Map<String, Object>> failures = new ArrayList<>();
    for (SampleResult sample : results.samples()) {
      samples.add(sampleView(results, sample));
      if (sample.results().isEmpty()) {
        Map<String, Object> failure = new LinkedHashMap<>();
        failure.put("sample", sample.name());
        failure.put("codec", "every codec");
        failure.put("phase", "SAMPLE");
        failure.put("message", String.join("; ", sample.notes()));
        failure.put("differences", List.of());
        failures.add(failure);
      }
      for (CodecResult r : sample.results()) {
        if (!r.passed() || r.benchmarkFailure() != null) {
          Map<String, Object> failure = new LinkedHashMap<>();
          failure.put("sample", sample.name());
          failure.put("codec", r.codec());
          failure.put("phase", r.passed() ? "BENCHMARK" : r.phase());
          failure.put("message", r.passed() ? r.benchmarkFailure() : r.failure());
          failure.put("differences", r.differences());
          failures.add(failure);
        }
      }
    }
    model.put("samples", samples);
    model.put("failures", failures);
    model.put("fidelity", ReportViews.fidelity(results));
    model.put("charts", ReportViews.scaling(results));
    model.put("capabilities", ReportViews.capabilities(results));
    model.put("evolutions", ReportViews.evolutions(results));
    model.put(
        "gc",
        results.samples().stream()
            .flatMap(s -> s.results().stream())
            .anyMatch(r -> r.allocation() != null));
    model.put("baseline", results.baseline());
    model.put("race", results.environment().race());
    model.put("plan", results.environment().plan() == null ? "" : results.environment().plan());
    model.put("threads", results.environment().threads());
    List<Map<String, Object>> phases = new ArrayList<>();
    results
        .environment()
        .phaseSeconds()
        .forEach(
            (name, seconds) ->
                phases.add(
                    Map.of("name", name, "seconds", String.format(Locale.ROOT, "%.1f", seconds))));
    model.put("phases", phases);
    model.put(
        "overhead", String.format(Locale.ROOT, "%.1f", results.environment().overheadSeconds()));
    return model;
  }

  @SuppressWarnings("unchecked") // the chart views are maps
  private static Map<String, Object> sampleView(BenchmarkResults results, SampleResult sample) {
    OptionalDouble bestTime =
        sample.results().stream()
            .mapToDouble(CodecResult::totalNs)
            .filter(t -> !Double.isNaN(t))
            .min();
    OptionalDouble bestSize =
        sample.results().stream().filter(CodecResult::passed).mapToDouble(r -> r.sizeBytes()).min();
    List<Map<String, Object>> rows = new ArrayList<>();
    for (CodecResult r : sample.results()) {
      CodecDescriptor codec = results.codec(r.codec()).orElse(null);
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("codec", r.codec());
      row.put("effort", codec == null ? "" : codec.effort().name().toLowerCase().replace('_', '-'));
      row.put("format", codec == null ? "" : codec.format().name());
      row.put("pass", r.passed());
      row.put("failure", r.failure() == null ? "" : r.failure());
      row.put("ser", scoreText(r.serializeNs()));
      row.put("deser", scoreText(r.deserializeNs()));
      double total = r.totalNs();
      double totalError = r.totalError();
      row.put(
          "total",
          Double.isNaN(total)
              ? ""
              : ReportViews.format(total)
                  + (totalError > 0 ? " ± " + ReportViews.format(totalError) : ""));
      row.put("totalSort", Double.isNaN(total) ? "" : String.format(Locale.ROOT, "%.3f", total));
      row.put(
          "timeRel",
          Double.isNaN(total) || bestTime.isEmpty()
              ? ""
              : String.format(Locale.ROOT, "%.2fx", total / bestTime.getAsDouble()));
      row.put("rt", scoreText(r.roundTripNs()));
      row.put("alloc", allocText(r.allocation()));
      List<String> notes = new ArrayList<>();
      if (r.sharingLost()) {
        notes.add("shared references copied");
      }
      if (r.noisy()) {
        notes.add("noisy");
      }
      if (r.unsteady()) {
        notes.add("not at steady state †");
      }
      for (Score score : new Score[] {r.serializeNs(), r.deserializeNs()}) {
        if (score != null) {
          score.caveats(ReportViews::format).stream()
              .filter(c -> !notes.contains(c))
              .forEach(notes::add);
        }
      }
      if (r.measuredIn() != null) {
        notes.add(r.measuredIn());
      }
      row.put("notes", String.join(", ", notes));
      row.put(
          "noisy",
          r.noisy()
              || r.unsteady()
              || r.serializeNs() != null && r.serializeNs().inconsistent()
              || r.deserializeNs() != null && r.deserializeNs().inconsistent());
      List<Map<String, String>> profiles = new ArrayList<>();
      r.profiles()
          .forEach(
              (operation, files) ->
                  files.forEach(
                      file ->
                          profiles.add(
                              Map.of(
                                  "href",
                                  // escaped for a URL by the template: JMH's own %23 in a
                                  // factory sample's folder must not read as a #
                                  file.replace('\\', '/'),
                                  "label",
                                  operation + " " + file.substring(file.lastIndexOf('/') + 1)))));
      row.put("profiles", profiles);
      row.put(
          "runs",
          r.serializeNs() == null
              ? ""
              : "up to "
                  + r.serializeNs().iterations()
                  + " iterations per fork"
                  + leftOut("serialize", r.serializeNs())
                  + leftOut("deserialize", r.deserializeNs()));
      row.put("coldSer", r.coldStart() == null ? "" : scoreText(r.coldStart().serializeUs()));
      row.put("coldDeser", r.coldStart() == null ? "" : scoreText(r.coldStart().deserializeUs()));
      row.put(
          "coldFailure",
          r.coldStart() == null || r.coldStart().failure() == null ? "" : r.coldStart().failure());
      row.put("size", r.sizeBytes() == null ? "" : r.sizeBytes().toString());
      row.put("deflated", r.deflatedBytes() == null ? "" : r.deflatedBytes().toString());
      row.put(
          "sizeRel",
          r.sizeBytes() == null || !r.passed() || bestSize.isEmpty()
              ? ""
              : String.format(Locale.ROOT, "%.2fx", r.sizeBytes() / bestSize.getAsDouble()));
      rows.add(row);
    }
    Map<String, Object> view = new LinkedHashMap<>();
    view.put(
        "timeChart",
        ReportViews.bars(
            sample, "total time (ns/op)", CodecResult::totalNs, CodecResult::totalError));
    view.put(
        "sizeChart",
        ReportViews.bars(
            sample,
            "size (bytes)",
            r -> r.passed() && r.sizeBytes() != null ? r.sizeBytes() : Double.NaN,
            r -> 0));
    boolean cold = sample.results().stream().anyMatch(r -> r.coldStart() != null);
    view.put("cold", cold);
    List<Map<String, Object>> charts = new ArrayList<>();
    charts.add((Map<String, Object>) view.get("timeChart"));
    charts.add((Map<String, Object>) view.get("sizeChart"));
    if (cold) {
      charts.add(
          ReportViews.bars(
              sample,
              "cold start: creation, first encode and first decode (µs)",
              r -> r.coldStart() == null ? Double.NaN : r.coldStart().totalUs(),
              r ->
                  r.coldStart() == null
                      ? 0
                      : (r.coldStart().serializeUs() == null
                              ? 0
                              : r.coldStart().serializeUs().halfWidth())
                          + (r.coldStart().deserializeUs() == null
                              ? 0
                              : r.coldStart().deserializeUs().halfWidth())));
    }
    view.put("charts", charts);
    view.put("name", sample.name());
    view.put("modelClass", sample.modelClass());
    view.put("notes", sample.notes());
    view.put("rows", rows);
    return view;
  }

  /** One row per codec: what adopting it brings and asks for. */
  private static List<Map<String, Object>> adoptionView(BenchmarkResults results) {
    List<Map<String, Object>> rows = new ArrayList<>();
    for (CodecDescriptor codec : results.codecs()) {
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("codec", codec.id());
      row.put("jdk", codec.library().equals("java.base"));
      row.put("artifactCount", codec.artifacts().size());
      row.put("megabytes", String.format(Locale.ROOT, "%.2f", codec.artifactBytes() / 1_000_000.0));
      row.put(
          "artifacts",
          codec.artifacts().stream()
              .map(
                  a ->
                      a.coordinates()
                          + " ("
                          + String.format(Locale.ROOT, "%.0f", a.bytes() / 1000.0)
                          + " kB)")
              .toList());
      row.put(
          "licenses",
          codec.licenses().isEmpty() && !codec.artifacts().isEmpty()
              ? "none declared in the POMs"
              : String.join("; ", codec.licenses()));
      // results written before adoption was recorded have no artifacts to show
      row.put("flags", codec.jvmFlags());
      row.put("threads", codec.pooling() == null ? "" : codec.pooling());
      row.put("shared", sharedText(results, codec.id()));
      row.put("registration", codec.registrationList());
      row.put("registered", codec.registeredClasses());
      rows.add(row);
    }
    return rows;
  }

  /** What the shared-instance probe found for the codec over every model class, or empty. */
  private static String sharedText(BenchmarkResults results, String codec) {
    List<io.serbench.result.CapabilityResult> found =
        results.capabilitiesOf(codec).stream()
            .map(io.serbench.result.Capabilities::sharedInstance)
            .filter(java.util.Objects::nonNull)
            .toList();
    return found.stream()
        .filter(r -> r.measured() == io.serbench.result.Verdict.FAIL)
        .findFirst()
        .map(r -> "measured: " + r.evidence())
        .orElse(
            !found.isEmpty()
                    && found.stream().allMatch(r -> r.measured() == io.serbench.result.Verdict.PASS)
                ? "measured: no failure with one instance shared by 2 threads"
                : "");
  }

  private static String allocText(CodecResult.Allocation allocation) {
    if (allocation == null) {
      return "";
    }
    return bytes(allocation.serialize()) + " / " + bytes(allocation.deserialize());
  }

  private static String bytes(Double value) {
    return value == null ? "-" : ReportViews.format(value);
  }

  /** How one operation's forks were classified, for the row's tooltip. */
  private static String leftOut(String operation, Score score) {
    if (score == null || score.perFork().isEmpty()) {
      return "";
    }
    return String.format(
        Locale.ROOT,
        "; %s: %d fork(s): %s; fork means %s",
        operation,
        score.forks(),
        score.kinds(),
        score.forkMeans().stream()
            .map(ReportViews::format)
            .collect(java.util.stream.Collectors.joining(", ")));
  }

  private static String scoreText(Score score) {
    if (score == null) {
      return "";
    }
    return score.text(ReportViews::format);
  }
}
