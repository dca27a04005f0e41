/**
 * What the JVMs say to each other, and nothing else: the worker's entry point and exit statuses
 * ({@link io.serbench.protocol.WorkerContract}), the typed events the worker prints on stdout
 * ({@link io.serbench.protocol.WorkerEvent}) and every system property one serbench JVM sets for
 * another ({@link io.serbench.protocol.SystemProperty}: the worker, its JMH forks and the probes'
 * child JVMs). It stands on nothing of serbench's but the API's exceptions, so that both sides, and
 * the forks' codec loaders in the lowest rooms, can read it. {@code request.json} is the request's
 * own file form ({@code config.RequestFile}); {@code results.json}'s schema is {@code
 * io.serbench.result}.
 */
package io.serbench.protocol;
