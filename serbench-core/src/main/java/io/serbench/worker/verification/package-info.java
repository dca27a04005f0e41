/**
 * Stage 3 of the worker, verification: every codec's round trip of every sample in a class loader
 * of its own, run in parallel, and those loaders kept for the probes. It reaches neither the engine
 * nor the probe stage above it.
 */
package io.serbench.worker.verification;
