/**
 * The versioning probe: the model's classes changed one schema change at a time, each version in
 * class loaders of its own, and the matrix of which version reads which one's bytes, in both
 * directions, with the team's own samples carried across. It stands on {@code probe.common} and on
 * the bytecode that makes the versions ({@code versioning.bytecode}).
 */
package io.serbench.probe.versioning;
