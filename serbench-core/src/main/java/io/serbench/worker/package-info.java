/**
 * The worker JVM's engine and the stages it sequences (stage 3, verification, and stage 4, the
 * probes, have rooms of their own below). {@code WorkerMain} reads request.json and runs {@code
 * BenchmarkEngine}, which only wires the stages: each is a class with one job and a typed result
 * ({@code ModelStage}, {@code ResolvedModel}; {@code SampleStage}; the measurement in {@code
 * io.serbench.measure}; {@code OutputStage}). The records the measurement reads or makes live in
 * {@code measure}, below the engine, so that the measurement never reaches up into the worker.
 *
 * <p>{@code RunPlanner} is the worker's half of the run's plan, in phases that are types: it
 * selects from the worker's catalog ({@code run.Selection}; the catalog that runs, and the only
 * place the rule "a selection starts from the default set" is read), adds the codecs the model
 * calls for after the samples ({@code run.Lineup}, so that a factory's or a fixture's class
 * counts), and, once verified, gives each codec its library version and the forks' JVM options
 * ({@code run.RunPlan}). {@code ProjectBinding} is read once, there: the binding the model's
 * classes show ({@code codec.ModelBinding}: generated messages, Jackson's or Gson's annotations, by
 * name) and the configured instances that the project's classes and the jars holding model classes
 * hand out ({@code model.StaticInstances}, read with ASM without loading a class). The binding's
 * codec joins a default selection. Without {@code current}, {@code recommend.CurrentCodec.guess}
 * picks the current codec (binding, then instances of one library, then the one library on the
 * class path), and the planner adds a guessed instance to the run, so that it is verified, probed
 * and timed; {@code OutputStage} no longer guesses.
 *
 * <p>{@code IndicativeOutput} writes index.html and summary.md after each round of the race, marked
 * indicative, with the output stage's own renderers; results.json is written only at the end, and a
 * failure there only warns. {@code AdoptionCosts} reads what adopting a codec brings from the
 * worker's class path alone (each jar's coordinates, its POM beside it or embedded, the parents'
 * dependencies and licenses), so it needs no Maven API and the command line gets it too; a codec's
 * setup libraries join its library's closure.
 *
 * <p>Nothing a model or a codec does stops the run: a stage catches each codec's failure and gives
 * it a verdict with the reason. When the probe stage or the measurement fails for a reason that is
 * not the configuration, the engine still writes the report from what was done, says what failed,
 * and fails the run. {@code HostileModelsIT} holds this: the whole catalog on a hostile corpus in a
 * worker with a small heap, and again with each codec's own JVM flags only, which must give the
 * same verdicts. {@code protocol.SystemProperty.SKIP_PROBES} is a switch for serbench's own tests
 * only.
 */
package io.serbench.worker;
