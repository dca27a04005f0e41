/**
 * One run, decided once and handed to every stage: the {@link io.serbench.run.RunPlan} (the codecs
 * selected and left out, each codec's library version, the forks' JVM options, whether the cold
 * start is ranked, whether every class is timed) and the {@link io.serbench.run.RunContext} (the
 * plan, the listener, the clock, the output layout). The host decides what it can know in {@code
 * io.serbench.host.HostPlan}; the worker completes the plan in {@code
 * io.serbench.worker.RunPlanner}; nothing downstream decides any of these again.
 */
package io.serbench.run;
