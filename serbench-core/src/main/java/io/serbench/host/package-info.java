/**
 * The host side: what runs in the build tool's JVM. It starts one worker JVM per JDK, relays it,
 * watches it and reads its results; it never loads a worker class, and speaks to the worker only
 * through {@code io.serbench.protocol}.
 *
 * <p>{@code Launcher} is the one front door of the Maven goals and the command line. It checks
 * every JDK home ({@code Jdk}) and makes the run's one {@code HostContext} (the checked JDKs and
 * the one {@code HostPlan}, which Maven also resolves its versioned jars from), runs the request in
 * one {@code WorkerRun} (or one per JDK, {@code MultiJdkRun}, which then compares them with {@code
 * compare.Comparisons}) and returns a {@code RunOutcome}: the results, the report's path and an
 * optional {@code GateFailure} (baseline regression, no recommendation) that each front end words
 * in its own vocabulary.
 *
 * <p>{@code HostPlan} is the host's half of the run's plan (the worker's is {@code
 * worker.RunPlanner}). The host cannot know the model, and the worker's catalog is the one that
 * runs, so the plan has two halves. The host loads the catalog once per run over the project's
 * class path and decides what it must know before the worker starts: the worker's JVM options for
 * the feature version of each JDK the run uses (a codec's flags depend on it: Fory opens {@code
 * java.lang.invoke} on 25; {@code Jdk.featureOf} reads a launcher's {@code release} file), and the
 * versioned codecs a build tool resolves. Selection errors are left to the worker.
 *
 * <p>{@code WorkerRun} stages the baseline, clears the old report, writes request.json, runs {@code
 * java <options> -cp <project> <worker> <jmh/classes> WorkerMain request.json} ({@code
 * WorkerCommand}: the project's classes first, so that the project's own codec versions win) and
 * reads results.json, or maps how the worker ended to a typed exception. A worker that dies of a
 * fatal error ({@code WorkerCrash} reads its {@code hs_err} file) is run again once with each
 * codec's probes in a JVM of its own ({@code probe.ProbeJvm}), so that a library's crash ends that
 * codec's verdicts, not the run. {@code WorkerProcess} holds the process with its event relay (the
 * {@code @@serbench} lines; everything else, JMH and library chatter, goes to worker.log and the
 * build's debug log), its stderr pump, a silence watchdog and a shutdown hook that stops the worker
 * and its forks when the build is stopped.
 */
package io.serbench.host;
