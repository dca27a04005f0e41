/**
 * The codecs' library versions, on both sides of the JVM boundary: what a build tool resolves for a
 * versioned codec ({@code jackson-json@2.18.2}) and the error without a resolver; the modules
 * aligned to the version of a library family the project has; the classpath of each versioned codec
 * and the check that it loads the version it names; a codec that meets a setup conflict run again
 * over serbench's own jars; and where each codec's version came from, read from the jar that was
 * loaded. It sits below the request, which carries its records, and reaches only the checks, the
 * results' records, the codecs and the base.
 *
 * <p>Why a family follows the project's core: dropping serbench's jackson-core for the project's
 * 2.15 would leave serbench's jackson-dataformat-cbor 2.23 over it, and a linkage error that is
 * serbench's. {@code LibraryFamilies} names the families (Jackson 2 by {@code jackson-databind},
 * Jackson 3, protobuf-java) and proposes the versions that match the project's core; the build tool
 * resolves the first that exists. What moved, and serbench's own jars that the project's replaced,
 * travel in the request ({@code WorkerLibraries}). A codec whose every sample met a setup conflict
 * over the project's jars (msgpack-jackson 0.9.11, built against Jackson 2.18, over a project's
 * 2.15) runs again over serbench's own jars as a versioned codec ({@code SerbenchJarsFallback}), so
 * its verdict is the codec's, not the conflict's. {@code LibraryOrigins} gives every codec's
 * descriptor the source of its version, from the jar its version class really came from.
 */
package io.serbench.library;
