/**
 * What is derived from results.json without changing its schema, so that {@code compare} reads it
 * from any run: the probes' time per codec and capability ({@code ProbeTimes}) and the A/B of two
 * versions of one codec's library ({@code VersionPairs}, from the per-round fork means with {@code
 * stats.Paired}).
 */
package io.serbench.result.analysis;
