/**
 * Stage 4 of the worker, the capability probes: which codecs and capabilities each pass probes (the
 * constraints' before the race, the answer's after it), the probe cache and the verdicts it holds,
 * the inputs each codec is probed on, and where a codec's probes run. It stands on the verification
 * stage, whose loaders the probes start warm in, never on the engine above it.
 */
package io.serbench.worker.probes;
