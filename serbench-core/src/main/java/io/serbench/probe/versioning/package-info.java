/**
 * The versioning probe: the model's classes changed one schema change at a time, each version in
 * class loaders of its own, and the matrix of which version reads which one's bytes, in both
 * directions, with the team's own samples carried across. It stands on {@code probe.common} and on
 * the bytecode that makes the versions ({@code versioning.bytecode}).
 *
 * <p>The matrix runs on the host side of the loaders: {@code VersionJobs} sends its steps in, and
 * {@code VersionSteps} runs them inside ({@code CatchAllMaps} leaves unknown properties kept in a
 * catch-all map out of the comparison; a field the writer lacked is not compared). {@code
 * TeamSamples} swaps in the team's sample where a class cannot carry its generated one, and {@code
 * RenamedValues} carries that sample's renamed fields into the renamed version. {@code
 * VersionCells} turns a change's steps into a cell; serbench's own setup failures are NOT_TESTED,
 * and a step that fails with an {@code IncompatibleClassChangeError} is a stale, not-tested cell.
 * The base loader, then one loader per schema change, are opened and closed one at a time, so old
 * and new meet as in two deployments; {@code VariantLoaders} gives them one parent holding the
 * library where that is proven safe. A codec made there is told it is probing, so Fory runs its
 * interpreter instead of compiling serializers in each loader.
 */
package io.serbench.probe.versioning;
