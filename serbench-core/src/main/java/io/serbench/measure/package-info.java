/**
 * Stage 5, the measurement, as a short conductor ({@code MeasurementStage}) of named collaborators,
 * and the records the stages hand it and get back ({@code Samples}, {@code PreparedSample}, {@code
 * Verified}, {@code Raced}, {@code Timings}). The methodology page says why it measures as it does;
 * this says where.
 *
 * <ul>
 *   <li>Only what round-tripped is measured: a benchmark's codecs are those that round-tripped its
 *       sample (on the mix, every sample), so no fork time goes to a codec known to fail.
 *   <li>{@code MixPlan}: the message mix's weights as counts per pass (at least 64 calls, shuffled
 *       with a fixed seed), and the mix as a verified sample.
 *   <li>{@code GeneratedSources} writes and compiles the JMH classes ({@code CompiledSources}: one
 *       per model class, the mix's, the cold-start classes) through {@code jmh}.
 *   <li>{@code MeasurementPlanner} sets the race's limits ({@code ForkCosts} estimates a codec's
 *       forks from its verification; {@code PlanLog} prints the plan), {@code ColdStartBudget} the
 *       share of a time budget the cold start holds.
 *   <li>{@code RaceRunner} and {@code Race}: rounds of one fork per benchmark, each a JMH
 *       invocation of its own, in a seeded shuffled order; {@code RaceRules} decides who leaves
 *       (the round-1 screen, then the ranking's own test against the leader); {@code
 *       SettledEvidence} keeps a codec from being screened out on still-compiling forks alone;
 *       {@code SentinelForks} adds the host's sentinel to each round; {@code RaceProgress} logs the
 *       time left ({@code RunEstimate}) and hands an {@code Interim} to the engine's indicative
 *       answer.
 *   <li>{@code Figures} turns forks into scores with {@code io.serbench.stats}: a fork's steady
 *       mean is one observation, and figures stand on fork means.
 *   <li>{@code MixOutcome} and {@code PerMessagePhase}: one fork per message and operation for the
 *       top group on the mix, and for codecs out of the mix on the messages they carry.
 *   <li>{@code ColdStartPass}: one single shot per fork, no warm-up, from bytes the worker wrote
 *       beforehand, so that no codec runs before the shot.
 *   <li>{@code MeasuredSetup}: how the race measured each codec, for the next JDK's pass ({@code
 *       measure.nextjdk}), which times the same benchmarks the same way.
 * </ul>
 *
 * Every JMH invocation's JSON is added to one jmh-result.json, which the measurement clears when it
 * starts.
 */
package io.serbench.measure;
