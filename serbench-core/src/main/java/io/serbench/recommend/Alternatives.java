package io.serbench.recommend;

import io.serbench.codec.Versioning;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.Capabilities;
import io.serbench.result.CapabilityResult;
import io.serbench.result.CodecResult;
import io.serbench.result.Criteria;
import io.serbench.result.Evolution;
import io.serbench.result.Recommendation;
import io.serbench.result.Requirement;
import io.serbench.result.SampleResult;
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
    return new TradeOffs(capabilities(pick), alternatives(), current().orElse(null));
  }

  /** The codec's capabilities, each the worst verdict over the model classes. */
  List<TradeOffs.CapabilityCell> capabilities(String codec) {
    List<Capabilities> measured = results.capabilitiesOf(codec);
    Set<SchemaChange> changes = SchemaChange.Required.FIELDS.changes();
    List<TradeOffs.CapabilityCell> cells = new ArrayList<>();
    cells.add(cell("graph", measured, Capabilities::graph));
    cells.add(cell("versioning (backward)", measured, c -> versioning(c, true, changes)));
    cells.add(cell("versioning (forward)", measured, c -> versioning(c, false, changes)));
    cells.add(cell("cross-language", measured, Capabilities::crossLanguage));
    cells.add(cell("untrusted input", measured, Capabilities::untrustedInput));
    if (measured.stream().anyMatch(c -> c.nextJdk() != null)) {
      cells.add(cell("next JDK", measured, Capabilities::nextJdkVerdict));
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
   * the pick of the other objectives, where it differs.
   */
  private List<TradeOffs.Alternative> alternatives() {
    List<TradeOffs.Alternative> alternatives = new ArrayList<>();
    for (UnsetConstraint question : UnsetConstraint.ALL) {
      if (asked(question.requirement()) || neverProbed(question.requirement())) {
        continue;
      }
      Criteria with = criteria.withConstraints(merge(question.asked()));
      Eligibility.Outcome outcome = Eligibility.check(results, with);
      Optional<Recommendation.Exclusion> own =
          outcome.exclusions().stream()
              .filter(e -> e.codec().equals(pick) && e.requirement() == question.requirement())
              .findFirst();
      if (own.isEmpty()) {
        continue;
      }
      String reason = Evidence.stripRequired(own.get().reason());
      // a check that was not exercised shows nothing either way: the pick is not shown to keep
      // the capability, which is not the same as giving it up
      String givesUp =
          pick
              + (Evidence.untested(reason) ? " was not tested for " : " gives up ")
              + question.capability()
              + " ("
              + Evidence.shorten(reason)
              + ")";
      if (outcome.eligible().isEmpty()) {
        alternatives.add(
            new TradeOffs.Alternative(
                question.requirement(),
                null,
                question.condition(),
                null,
                null,
                null,
                null,
                givesUp
                    + "; "
                    + question.condition()
                    + ": "
                    + Unmet.why(question.requirement(), outcome, pick, results.leftOut())));
        continue;
      }
      String codec = new Ranking(results, outcome.eligible(), ranking.looks()).rank(with).winner();
      alternatives.add(
          against(
              question.requirement(),
              null,
              question.condition(),
              codec,
              givesUp + "; " + question.condition() + ": "));
    }
    for (Criteria.Objective objective :
        List.of(Criteria.Objective.SPEED, Criteria.Objective.SIZE)) {
      if (criteria.objective() == objective) {
        continue;
      }
      String codec = ranking.rank(criteria.withObjective(objective)).winner();
      if (!codec.equals(pick)) {
        String condition = "for " + objective.id() + " alone";
        alternatives.add(against(null, objective.id(), condition, codec, condition + ": "));
      }
    }
    return alternatives;
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
      Requirement requirement, String objective, String condition, String codec, String lead) {
    TradeOffs.Ratio time = time(codec, pick);
    double size = ranking.geoSize(codec) / ranking.geoSize(pick);
    String cost = RatioWords.time(time, "slower", "faster") + ", " + RatioWords.size(size);
    return new TradeOffs.Alternative(
        requirement, objective, condition, codec, time, size, cost, lead + codec + ", " + cost);
  }

  /**
   * The switch from the current codec: its time and size against the pick's, the capabilities
   * gained and lost, and the samples it does not carry.
   */
  private Optional<TradeOffs.Switch> current() {
    Criteria.Current current = criteria.current();
    if (current == null || current.codec() == null) {
      return Optional.empty();
    }
    String codec = current.codec();
    if (results.codec(codec).isEmpty()) {
      return Optional.empty();
    }
    String from =
        current.guessedFrom() == null
            ? "from " + codec
            : "from " + codec + " (a guess: " + current.guessedFrom() + "; set <current> to say)";
    if (codec.equals(pick)) {
      return Optional.of(
          new TradeOffs.Switch(
              codec,
              current.guessedFrom(),
              null,
              null,
              List.of(),
              List.of(),
              List.of(),
              "no switch " + from + ": it is the pick"));
    }
    List<String> cannotCarry = new ArrayList<>();
    for (SampleResult sample : messages.samples()) {
      Optional<CodecResult> result = sample.result(codec);
      if (result.isEmpty() || !result.get().passed()) {
        cannotCarry.add(
            sample.name() + ": " + result.map(r -> firstClause(r.failure())).orElse("not run"));
      }
    }
    boolean measured =
        results.samples().stream()
            .allMatch(
                s ->
                    s.result(codec)
                        .map(r -> r.passed() && !Double.isNaN(r.totalNs()))
                        .orElse(false));
    List<TradeOffs.CapabilityCell> pickCells = capabilities(pick);
    List<TradeOffs.CapabilityCell> currentCells = capabilities(codec);
    List<String> gained = new ArrayList<>();
    List<String> lost = new ArrayList<>();
    List<String> lostWhy = new ArrayList<>();
    List<String> uncompared = new ArrayList<>();
    for (int i = 0; i < pickCells.size(); i++) {
      TradeOffs.CapabilityCell mine = pickCells.get(i);
      TradeOffs.CapabilityCell theirs = currentCells.get(i);
      if (mine.verdict() == Verdict.PASS && theirs.verdict() == Verdict.FAIL) {
        gained.add(mine.capability());
      } else if (mine.verdict() == Verdict.FAIL && theirs.verdict() == Verdict.PASS) {
        lost.add(mine.capability());
        lostWhy.add(mine.capability() + " (" + Evidence.shorten(mine.detail()) + ")");
      } else if (mine.verdict() != theirs.verdict()) {
        // one side was not tested: the evidence cannot say what the switch gains or loses
        uncompared.add(
            mine.capability()
                + " ("
                + (theirs.verdict() == Verdict.NOT_TESTED ? codec : pick)
                + " not tested)");
      }
    }
    StringBuilder text = new StringBuilder("switching " + from + " to " + pick + ": ");
    TradeOffs.Ratio time = null;
    Double size = null;
    if (measured) {
      Ranking both = ranking.with(codec);
      time = ratio(both.compareTime(codec, pick));
      size = both.geoSize(codec) / both.geoSize(pick);
      text.append(RatioWords.time(time, "faster", "slower"))
          .append(", ")
          .append(RatioWords.size(1 / size));
    } else if (messages.samples().stream()
        .map(sample -> sample.result(codec))
        .noneMatch(r -> r.isPresent() && r.get().roundTrip() == CodecResult.RoundTrip.FAIL)) {
      // a setup conflict of its jars: not the codec's failure, and nothing measured to compare
      text.append(codec)
          .append(" was not tested on your model: ")
          .append(String.join("; ", cannotCarry))
          .append(carried(codec));
    } else {
      text.append(codec)
          .append(" loses data on your model: it cannot carry ")
          .append(String.join("; ", cannotCarry))
          .append(carried(codec));
      if (current.guessedFrom() != null
          && !io.serbench.codec.ConfiguredId.isConfigured(codec)
          && io.serbench.codec.ConfiguredId.takesProjectInstance(
              results.codec(codec).get().library())) {
        // serbench's own setup of a guessed codec is not the team's configured instance
        text.append(" (with serbench's setup of ")
            .append(codec)
            .append("; if your project configures its own, with mix-ins, modules or registrations,")
            .append(" name it: -Dserbench.current=")
            .append(codec)
            .append("=com.acme.YourFactory#method)");
      }
    }
    text.append(gained.isEmpty() ? "" : "; gains " + String.join(", ", gained));
    if (!lost.isEmpty()) {
      text.append("; gives up ").append(String.join(", ", lostWhy));
    } else if (uncompared.isEmpty()) {
      text.append("; gives up no measured capability");
    }
    if (!uncompared.isEmpty()) {
      text.append(lost.isEmpty() ? "; gives up nothing measured on both" : "")
          .append("; cannot compare ")
          .append(String.join(", ", uncompared));
    }
    return Optional.of(
        new TradeOffs.Switch(
            codec, current.guessedFrom(), time, size, gained, lost, cannotCarry, text.toString()));
  }

  /**
   * On the messages the current codec does carry, the pick's time against it, from the figures per
   * message (point estimates: a fork each).
   */
  private String carried(String codec) {
    List<String> on = new ArrayList<>();
    for (SampleResult sample : messages.samples()) {
      double own = sample.result(codec).map(CodecResult::totalNs).orElse(Double.NaN);
      double picked = sample.result(pick).map(CodecResult::totalNs).orElse(Double.NaN);
      if (!Double.isNaN(own) && !Double.isNaN(picked)) {
        on.add(
            "on "
                + sample.name()
                + ", which it carries, "
                + pick
                + " is about "
                + RatioWords.ratio(own / picked, "faster", "slower")
                + " (point estimates of the figures per message)");
      }
    }
    return on.isEmpty() ? "" : "; " + String.join("; ", on);
  }

  /** A failure's first clause, without the remedy: the report's tables have the rest. */
  private static String firstClause(String failure) {
    if (failure == null) {
      return "failed";
    }
    int fix = failure.indexOf("; fix:");
    String text = fix > 0 ? failure.substring(0, fix) : failure;
    return text.length() <= 120 ? text : text.substring(0, 117) + "...";
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
