/**
 * What the two JVMs say to each other, and nothing else: the worker's entry point and exit statuses
 * ({@link io.serbench.protocol.WorkerContract}), {@code request.json} ({@link
 * io.serbench.protocol.RequestFile}) and the typed events the worker prints on stdout ({@link
 * io.serbench.protocol.WorkerEvent}). The host and the worker both depend on this package; it
 * depends on neither. {@code results.json}'s schema is {@code io.serbench.result}, which the report
 * and compare layers below read too.
 */
package io.serbench.protocol;
