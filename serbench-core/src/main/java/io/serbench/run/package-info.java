/**
 * One run, decided once and handed to every stage: the {@link io.serbench.run.RunContext} (the
 * request, the plan, the listener, the clock, the project's loader), made before stage 1, and the
 * plan's phases, each a type that adds what a stage made known: {@link io.serbench.run.Selection}
 * (the catalog, loaded once, and the request's codecs), {@link io.serbench.run.Lineup} (after the
 * model scan: the codecs the model calls for, the current codec, the project's instances) and
 * {@link io.serbench.run.RunPlan} (after verification: each codec's library version, the forks' JVM
 * options). The host decides what it can know in {@code io.serbench.host.HostPlan}; the worker
 * plans in {@code io.serbench.worker.RunPlanner}; nothing downstream decides any of these again.
 */
package io.serbench.run;
