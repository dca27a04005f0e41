package io.serbench.report;

import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.CodecResult;
import io.serbench.result.Evolution;
import io.serbench.result.SampleResult;
import io.serbench.result.SchemaChange;
import io.serbench.result.Verdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The report's matrices: fidelity per model class and codec, capabilities, and versioning. */
public final class MatrixViews {
  private MatrixViews() {}

  /**
   * One model class's row of the fidelity matrix.
   *
   * @param modelClass the class
   * @param cells one per codec, in the run's codec order
   */
  public record FidelityRow(String modelClass, List<FidelityCell> cells) {}

  /**
   * One codec on one model class.
   *
   * @param codec the codec id
   * @param pass whether it round-tripped every sample of the class
   * @param text {@code PASS}, the number of differing paths, or {@code error}
   * @param details the first differences, or the error
   */
  public record FidelityCell(String codec, boolean pass, String text, List<String> details) {}

  /** The capabilities of every codec on one model class. */
  public record CapabilityTable(String modelClass, List<CapabilityRow> rows) {}

  /**
   * One codec's capabilities on one model class.
   *
   * @param languages the languages that read its format, or {@code Java only}
   * @param reusedFrom when the verdicts were probed, when this run reused them from the probe
   *     cache; empty when this run probed them
   */
  public record CapabilityRow(
      String codec, List<CapabilityCell> cells, String languages, String reusedFrom) {}

  /**
   * One measured capability.
   *
   * @param name the capability
   * @param verdict {@code PASS}, {@code FAIL} or {@code NOT TESTED}
   * @param css the cell's class: {@code pass}, {@code fail} or {@code na}
   * @param claimed {@code claimed} or {@code not claimed}
   * @param disagrees whether the claim and the measurement disagree
   * @param silent whether a failure lost data without an error
   * @param evidence what the probe saw, or empty
   */
  public record CapabilityCell(
      String name,
      String verdict,
      String css,
      String claimed,
      boolean disagrees,
      boolean silent,
      String evidence) {}

  /** The versioning matrix of one model class: codec x schema change. */
  public record EvolutionTable(String modelClass, List<String> changes, List<EvolutionRow> rows) {}

  /** One codec's row of a versioning matrix. */
  public record EvolutionRow(String codec, List<EvolutionCell> cells) {}

  /**
   * One codec under one schema change: the backward and the forward outcome, with the evidence
   * where a direction did not survive.
   */
  public record EvolutionCell(
      String change,
      String backward,
      String forward,
      String backwardCss,
      String forwardCss,
      String evidence) {}

  /**
   * Model class x codec: PASS when the codec round-tripped every sample of that class; otherwise
   * the number of differing paths (or the failing phase) and the first differences.
   */
  static List<FidelityRow> fidelity(BenchmarkResults results) {
    Map<String, List<SampleResult>> byClass = new LinkedHashMap<>();
    results
        .samples()
        .forEach(s -> byClass.computeIfAbsent(s.modelClass(), k -> new ArrayList<>()).add(s));
    List<FidelityRow> rows = new ArrayList<>();
    for (Map.Entry<String, List<SampleResult>> entry : byClass.entrySet()) {
      List<FidelityCell> cells = new ArrayList<>();
      for (CodecDescriptor codec : results.codecs()) {
        cells.add(fidelityCell(codec.id(), entry.getValue()));
      }
      rows.add(new FidelityRow(entry.getKey(), cells));
    }
    return rows;
  }

  private static FidelityCell fidelityCell(String codec, List<SampleResult> samples) {
    int paths = 0;
    boolean pass = true;
    boolean typeChanged = false;
    String error = null;
    Set<String> details = new LinkedHashSet<>();
    for (SampleResult sample : samples) {
      CodecResult r = sample.result(codec).orElse(null);
      if (r == null || r.passed()) {
        continue;
      }
      pass = false;
      typeChanged |= r.typeChanged();
      if ("COMPARE".equals(r.phase())) {
        paths = Math.max(paths, r.differenceCount());
        details.addAll(r.differences().subList(0, Math.min(3, r.differences().size())));
      } else if (error == null) {
        error = r.failure();
      }
    }
    String text =
        pass
            ? "PASS"
            : paths > 0
                ? paths + (paths == 1 ? " path" : " paths") + (typeChanged ? ", type changed" : "")
                : "error";
    return new FidelityCell(
        codec, pass, text, error != null && paths == 0 ? List.of(error) : List.copyOf(details));
  }

  /**
   * One table per model class: codec x capability, each cell the measured verdict with the claim;
   * cells where claim and measurement disagree carry the evidence that explains why.
   */
  static List<CapabilityTable> capabilities(BenchmarkResults results) {
    List<CapabilityTable> tables = new ArrayList<>();
    byModel(results.capabilities())
        .forEach(
            (model, codecs) -> {
              List<CapabilityRow> rows = new ArrayList<>();
              for (Capabilities codec : codecs) {
                List<CapabilityCell> cells = new ArrayList<>();
                for (Capabilities.Named named : codec.all()) {
                  cells.add(capabilityCell(named.name(), named.result()));
                }
                rows.add(
                    new CapabilityRow(
                        codec.codec(),
                        cells,
                        codec.languages().isEmpty()
                            ? "Java only"
                            : String.join(", ", codec.languages()),
                        codec.reusedFrom() == null ? "" : codec.reusedFrom()));
              }
              tables.add(new CapabilityTable(model, rows));
            });
    return tables;
  }

  private static CapabilityCell capabilityCell(String name, CapabilityResult r) {
    return new CapabilityCell(
        name,
        r.measured() == Verdict.NOT_TESTED ? "NOT TESTED" : r.measured().name(),
        r.measured() == Verdict.PASS ? "pass" : r.measured() == Verdict.FAIL ? "fail" : "na",
        r.claimed() ? "claimed" : "not claimed",
        r.disagrees(),
        r.silent(),
        r.evidence() == null ? "" : r.evidence());
  }

  /**
   * One versioning matrix per model class: codec x schema change, each cell the backward and the
   * forward outcome, with the evidence where a direction did not survive.
   */
  static List<EvolutionTable> evolutions(BenchmarkResults results) {
    List<String> changes = Arrays.stream(SchemaChange.values()).map(SchemaChange::id).toList();
    List<EvolutionTable> tables = new ArrayList<>();
    byModel(results.capabilities().stream().filter(c -> !c.evolutions().isEmpty()).toList())
        .forEach(
            (model, codecs) -> {
              List<EvolutionRow> rows = new ArrayList<>();
              for (Capabilities codec : codecs) {
                List<EvolutionCell> cells = new ArrayList<>();
                for (SchemaChange change : SchemaChange.values()) {
                  cells.add(
                      evolutionCell(
                          change,
                          codec.evolutions().stream()
                              .filter(e -> e.change() == change)
                              .findFirst()
                              .orElse(null)));
                }
                rows.add(new EvolutionRow(codec.codec(), cells));
              }
              tables.add(new EvolutionTable(model, changes, rows));
            });
    return tables;
  }

  private static EvolutionCell evolutionCell(SchemaChange change, Evolution evolution) {
    Evolution.Outcome backward = evolution == null ? null : evolution.backward();
    Evolution.Outcome forward = evolution == null ? null : evolution.forward();
    boolean survived = backward == Evolution.Outcome.PASS && forward == Evolution.Outcome.PASS;
    return new EvolutionCell(
        change.id(),
        outcomeText(backward),
        outcomeText(forward),
        outcomeCss(backward),
        outcomeCss(forward),
        evolution == null || survived ? "" : evolution.evidence());
  }

  /** Capabilities grouped by model class, in the order they came. */
  private static Map<String, List<Capabilities>> byModel(List<Capabilities> capabilities) {
    Map<String, List<Capabilities>> byModel = new LinkedHashMap<>();
    capabilities.forEach(c -> byModel.computeIfAbsent(c.model(), k -> new ArrayList<>()).add(c));
    return byModel;
  }

  private static String outcomeText(Evolution.Outcome outcome) {
    if (outcome == null) {
      return "-";
    }
    return switch (outcome) {
      case NOT_TESTED -> "NOT TESTED";
      case NOT_APPLICABLE -> "n/a";
      default -> outcome.name();
    };
  }

  private static String outcomeCss(Evolution.Outcome outcome) {
    if (outcome == null) {
      return "na";
    }
    return switch (outcome) {
      case PASS -> "pass";
      case FAIL, SILENT -> "fail";
      default -> "na";
    };
  }
}
