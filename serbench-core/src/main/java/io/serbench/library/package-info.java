/**
 * The codecs' library versions, on both sides of the JVM boundary: what a build tool resolves for a
 * versioned codec ({@code jackson-json@2.18.2}) and the error without a resolver; the modules
 * aligned to the version of a library family the project has; the classpath of each versioned codec
 * and the check that it loads the version it names; a codec that meets a setup conflict run again
 * over serbench's own jars; and where each codec's version came from, read from the jar that was
 * loaded. It sits below the request, which carries its records, and reaches only the checks, the
 * results' records, the codecs and the base.
 */
package io.serbench.library;
