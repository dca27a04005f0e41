package io.serbench.report;

import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import io.serbench.files.AtomicFiles;
import io.serbench.result.BenchmarkResults;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Renders {@code results.json} into a self-contained {@code index.html} (inline CSS and SVG, no
 * network) with FreeMarker's HTML output format, so every value is auto-escaped.
 */
public final class HtmlReport {

  private static final Configuration FREEMARKER = configuration();

  private HtmlReport() {}

  /** Renders the report to a string. */
  public static String render(BenchmarkResults results, ReproduceInfo reproduce) {
    return render(results, reproduce, List.of());
  }

  /** Renders the report with the project's configured instances that the run found. */
  public static String render(
      BenchmarkResults results, ReproduceInfo reproduce, List<Instance> instances) {
    return render(results, reproduce, instances, null);
  }

  /**
   * Renders the report, its first screen marked as an indicative answer when {@code indicative} is
   * not null: the same template as the final report, which replaces it.
   */
  public static String render(
      BenchmarkResults results,
      ReproduceInfo reproduce,
      List<Instance> instances,
      Indicative indicative) {
    try {
      Template template = FREEMARKER.getTemplate("index.ftlh");
      StringWriter out = new StringWriter();
      template.process(ReportModel.of(results, reproduce, instances, indicative), out);
      return out.toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (TemplateException e) {
      throw new IllegalStateException("report template failed: " + e.getMessage(), e);
    }
  }

  /** Renders another template of the report's family (same escaping and number format). */
  public static String render(String template, Object model) {
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
    write(results, reproduce, List.of(), file);
  }

  /** Writes the report with the project's configured instances that the run found. */
  public static void write(
      BenchmarkResults results, ReproduceInfo reproduce, List<Instance> instances, Path file)
      throws IOException {
    write(results, reproduce, instances, null, file);
  }

  /** Writes the report, marked as an indicative answer when {@code indicative} is not null. */
  public static void write(
      BenchmarkResults results,
      ReproduceInfo reproduce,
      List<Instance> instances,
      Indicative indicative,
      Path file)
      throws IOException {
    AtomicFiles.writeString(file, render(results, reproduce, instances, indicative));
  }

  /**
   * A configured serializer instance that the project's classes or its model's jars hand out, found
   * by the run (not part of results.json), with the id that names it in {@code current}.
   *
   * @param id {@code jackson-json=io.swagger.v3.core.util.Json#mapper}
   * @param what {@code a static factory of ObjectMapper}
   */
  public record Instance(String id, String what) {}

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
    try {
      // the same words in every template: holds, fails, not tested
      java.util.Map<String, String> verdicts = new java.util.LinkedHashMap<>();
      for (io.serbench.result.Verdict verdict : io.serbench.result.Verdict.values()) {
        verdicts.put(verdict.name(), ReportWords.verdict(verdict));
      }
      configuration.setSharedVariable("verdictWords", verdicts);
    } catch (freemarker.template.TemplateModelException e) {
      throw new IllegalStateException(e);
    }
    return configuration;
  }
}
