package io.serbench.recommend;

import io.serbench.codec.Versioning;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.Criteria;
import io.serbench.result.Evolution;
import io.serbench.result.Recommendation;
import io.serbench.result.Requirement;
import io.serbench.result.SchemaChange;
import io.serbench.result.TradeOffs;
import io.serbench.result.Verdict;
import io.serbench.stats.Paired;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Builds the {@link io.serbench.result.TradeOffs} of a recommendation: recommends again under each
 * constraint that was not set and that the pick does not meet, under the other objectives, and from
 * the codec the team uses now. Every figure comes from the run's own measurements, and every time
 * ratio from same-round fork pairs, with its interval.
 */
final class Alternatives {
  private final BenchmarkResults results;
  private final BenchmarkResults messages;
  private final Criteria criteria;
  private final Ranking ranking;
  private final String pick;

  /**
   * @param results the samples the ranking stands on (the mix's, when the mix decides)
   * @param messages every sample, message by message, for what the current codec cannot carry
   */
  Alternatives(
      BenchmarkResults results,
      BenchmarkResults messages,
      Criteria criteria,
      Ranking ranking,
      String pick) {
    this.results = results;
    this.messages = messages;
    this.criteria = criteria;
    this.ranking = ranking;
    this.pick = pick;
  }

  TradeOffs write() {
    List<FirstLines.Cell> cells = cells(pick);
    List<TradeOffs.Line> failing = new ArrayList<>();
    List<TradeOffs.Line> holding = new ArrayList<>();
    List<TradeOffs.Alternative> alternatives = alternatives(cells, failing, holding);
    Optional<Switching.Outcome> current =
        new Switching(results, messages, criteria, ranking, pick).write(this::capabilities);
    // the answer first: the switch from what the team uses now, what the pick gives up with the
    // remedy for each, then what it keeps
    List<TradeOffs.Line> lines = new ArrayList<>();
    current.ifPresent(c -> lines.add(c.line()));
    lines.addAll(failing);
    lines.addAll(holding);
    return new TradeOffs(
        cells.stream().map(FirstLines.Cell::cell).toList(),
        alternatives,
        current.map(Switching.Outcome::current).orElse(null),
        lines);
  }

  /** The codec's capabilities, each the worst verdict over the model classes. */
  List<TradeOffs.CapabilityCell> capabilities(String codec) {
    return cells(codec).stream().map(FirstLines.Cell::cell).toList();
  }

  /** The codec's capabilities, each with the requirement it answers. */
  private List<FirstLines.Cell> cells(String codec) {
    List<Capabilities> measured = results.capabilitiesOf(codec);
    Set<SchemaChange> changes = SchemaChange.Required.FIELDS.changes();
    List<FirstLines.Cell> cells = new ArrayList<>();
    cells.add(
        new FirstLines.Cell(Requirement.GRAPH, null, cell("graph", measured, Capabilities::graph)));
    cells.add(
        new FirstLines.Cell(
            Requirement.VERSIONING,
            "backward",
            cell("versioning (backward)", measured, c -> versioning(c, true, changes))));
    cells.add(
        new FirstLines.Cell(
            Requirement.VERSIONING,
            "forward",
            cell("versioning (forward)", measured, c -> versioning(c, false, changes))));
    cells.add(
        new FirstLines.Cell(
            Requirement.CROSS_LANGUAGE,
            null,
            cell("cross-language", measured, Capabilities::crossLanguage)));
    cells.add(
        new FirstLines.Cell(
            Requirement.UNTRUSTED_INPUT,
            null,
            cell("untrusted input", measured, Capabilities::untrustedInput)));
    if (measured.stream().anyMatch(c -> c.nextJdk() != null)) {
      cells.add(
          new FirstLines.Cell(
              Requirement.NEXT_JDK,
              null,
              cell("next JDK", measured, Capabilities::nextJdkVerdict)));
    }
    return cells;
  }

  private static CapabilityResult versioning(
      Capabilities capabilities, boolean backward, Set<SchemaChange> changes) {
    CapabilityResult stored =
        backward ? capabilities.versioningBackward() : capabilities.versioningForward();
    return capabilities.evolutions().isEmpty()
        ? stored
        : Evolution.verdict(stored.claimed(), backward, changes, capabilities.evolutions());
  }

  private static TradeOffs.CapabilityCell cell(
      String name, List<Capabilities> measured, Function<Capabilities, CapabilityResult> check) {
    if (measured.isEmpty()) {
      return new TradeOffs.CapabilityCell(
          name, Verdict.NOT_TESTED, "its capabilities were not probed");
    }
    String untested = null;
    for (Capabilities capabilities : measured) {
      CapabilityResult result = check.apply(capabilities);
      String model = simpleName(capabilities.model());
      if (result.measured() == Verdict.FAIL) {
        return new TradeOffs.CapabilityCell(
            name,
            Verdict.FAIL,
            model + ": " + (result.silent() ? "silently: " : "") + result.evidence());
      }
      if (result.measured() == Verdict.NOT_TESTED && untested == null) {
        untested = model + ": " + result.evidence();
      }
    }
    return untested != null
        ? new TradeOffs.CapabilityCell(name, Verdict.NOT_TESTED, untested)
        : new TradeOffs.CapabilityCell(name, Verdict.PASS, "held on every model class");
  }

  /**
   * For each constraint the team did not set and the pick does not meet, the pick under it; then
   * the pick of the other objectives, where it differs. Each requirement's first-screen line goes
   * to {@code failing} when the pick gives it up, else to {@code holding}.
   */
  private List<TradeOffs.Alternative> alternatives(
      List<FirstLines.Cell> cells, List<TradeOffs.Line> failing, List<TradeOffs.Line> holding) {
    List<TradeOffs.Alternative> alternatives = new ArrayList<>();
    for (UnsetConstraint question : UnsetConstraint.ALL) {
      if (cells.stream().noneMatch(c -> c.requirement() == question.requirement())) {
        continue;
      }
      Optional<FirstLines.Remedy> remedy = remedy(question);
      TradeOffs.Line line =
          question.requirement() == Requirement.NEXT_JDK
              ? NextJdkWords.line(question, cells, remedy.orElse(null), results, pick)
              : FirstLines.line(question, cells, remedy.orElse(null));
      (line.verdict() == Verdict.PASS ? holding : failing).add(line);
      if (remedy.isEmpty()) {
        continue;
      }
      FirstLines.Remedy r = remedy.get();
      String text = FirstLines.text(line);
      alternatives.add(
          r.codec() == null
              ? new TradeOffs.Alternative(
                  question.requirement(), null, question.condition(), null, null, null, null, text)
              : against(question.requirement(), null, question.condition(), r.codec(), text));
    }
    for (Criteria.Objective objective :
        List.of(Criteria.Objective.SPEED, Criteria.Objective.SIZE)) {
      if (criteria.objective() == objective) {
        continue;
      }
      String codec = ranking.rank(criteria.withObjective(objective)).winner();
      if (!codec.equals(pick)) {
        String condition = "for " + objective.id() + " alone";
        alternatives.add(
            against(
                null,
                objective.id(),
                condition,
                codec,
                condition + ": " + codec + ", " + againstCost(codec)));
      }
    }
    return alternatives;
  }

  /**
   * The remedy for a requirement that the team did not set and the pick does not meet: the pick
   * under it, or why no codec of the run meets it; empty when the pick meets it or it was asked.
   */
  private Optional<FirstLines.Remedy> remedy(UnsetConstraint question) {
    if (asked(question.requirement()) || neverProbed(question.requirement())) {
      return Optional.empty();
    }
    Criteria with = criteria.withConstraints(merge(question.asked()));
    Eligibility.Outcome outcome = Eligibility.check(results, with);
    Optional<Recommendation.Exclusion> own =
        outcome.exclusions().stream()
            .filter(e -> e.codec().equals(pick) && e.requirement() == question.requirement())
            .findFirst();
    if (own.isEmpty()) {
      return Optional.empty();
    }
    String reason = Evidence.stripRequired(own.get().reason());
    if (outcome.eligible().isEmpty()) {
      return Optional.of(
          new FirstLines.Remedy(
              question,
              reason,
              null,
              null,
              Unmet.of(question.requirement(), teamEligible(outcome), pick, results)));
    }
    String codec = new Ranking(results, outcome.eligible(), ranking.looks()).rank(with).winner();
    return Optional.of(new FirstLines.Remedy(question, reason, codec, againstCost(codec), null));
  }

  /**
   * The outcome with only the exclusions of codecs that the team's own constraints left eligible: a
   * codec they exclude is no answer whatever its verdict on the asked requirement, which a run need
   * not have probed (the constraints are checked in a fixed order, so it may be excluded by the
   * asked one first).
   */
  private Eligibility.Outcome teamEligible(Eligibility.Outcome outcome) {
    return new Eligibility.Outcome(
        outcome.eligible(),
        outcome.exclusions().stream().filter(e -> ranking.eligible().contains(e.codec())).toList(),
        outcome.elimination());
  }

  /** Whether no verdict of this run answers the requirement (a run before the next-JDK probe). */
  private boolean neverProbed(Requirement requirement) {
    return requirement == Requirement.NEXT_JDK
        && results.capabilities().stream().allMatch(c -> c.nextJdk() == null);
  }

  private boolean asked(Requirement requirement) {
    Criteria.Constraints c = criteria.constraints();
    return switch (requirement) {
      case GRAPH -> c.graph();
      case CROSS_LANGUAGE -> c.crossLanguage();
      case VERSIONING -> c.versioning() == Versioning.FULL;
      case UNTRUSTED_INPUT -> c.untrustedInput();
      case NEXT_JDK -> c.nextJdk();
      default -> true;
    };
  }

  /** The team's constraints plus the asked one. */
  private Criteria.Constraints merge(Criteria.Constraints asked) {
    Criteria.Constraints c = criteria.constraints();
    return new Criteria.Constraints(
        c.graph() || asked.graph(),
        c.crossLanguage() || asked.crossLanguage(),
        asked.versioning() != Versioning.NONE ? asked.versioning() : c.versioning(),
        c.versioningChanges(),
        c.untrustedInput() || asked.untrustedInput(),
        c.nextJdk() || asked.nextJdk());
  }

  private TradeOffs.Alternative against(
      Requirement requirement, String objective, String condition, String codec, String text) {
    TradeOffs.Ratio time = time(codec, pick);
    double size = ranking.geoSize(codec) / ranking.geoSize(pick);
    return new TradeOffs.Alternative(
        requirement, objective, condition, codec, time, size, againstCost(codec), text);
  }

  /** The codec's time and size against the pick's, in words. */
  private String againstCost(String codec) {
    return RatioWords.time(time(codec, pick), "slower", "faster")
        + ", "
        + RatioWords.size(ranking.geoSize(codec) / ranking.geoSize(pick));
  }

  private TradeOffs.Ratio time(String codec, String against) {
    return ratio(ranking.compareTime(codec, against));
  }

  private static TradeOffs.Ratio ratio(Paired.Difference d) {
    return new TradeOffs.Ratio(d.ratio(), d.low(), d.high(), d.low() != null && d.separated());
  }

  private static String simpleName(String className) {
    return className.substring(className.lastIndexOf('.') + 1);
  }
}
