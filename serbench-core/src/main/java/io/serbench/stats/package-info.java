/**
 * The statistics, and nothing else. The fork is the unit: a fork's steady mean is one observation
 * ({@code ForkSeries} classifies a fork over {@code Changepoints} and keeps its steady part), and
 * every figure, interval and comparison is computed over fork means ({@code ForkStatistics}: an
 * estimate and its t-interval on log fork means, the pooled spread; {@code Paired}: same-round
 * comparisons). JMH's own statistics pool iterations across forks, so they are not used for
 * figures.
 *
 * <p>One decision rule: the race's leaving and the report's top group are the same test, each codec
 * against the leader, adjusted for the leader's being chosen by the same data and for every look
 * ({@code Paired.againstTheBest}). {@code DecisionRulesSimulationTest} drives it on seeded
 * synthetic forks and asserts its error rates; a change to any rule keeps that test green. One run
 * effect: {@code ForkStatistics.RUN_SPREAD} is the one place the between-run component lives; the
 * baseline gate allows for it and a printed interval is widened by it into the figure's range
 * across runs. The methodology page gives the measurements behind each.
 */
package io.serbench.stats;
