/**
 * The model's shape. {@code ModelResolver} turns classes and packages into model classes; {@code
 * ModelGraph} decides which are messages (no other model class reaches them) and which are parts,
 * with the field path that reaches each; {@code StaticInstances} reads class files with ASM
 * (headers and member tables only, loading no class) for the instances a project configures.
 *
 * <p>{@code ModelTypes} is the one answer to "is this a JDK class" ({@code isPlatform}: defined in
 * a {@code java.*} or {@code jdk.*} module of the boot layer), which every walker, the sample
 * generator, the probes and the codecs ask; no package prefix is checked anywhere else. It holds
 * the two walks: over declared types ({@code knownClasses}, through {@code namedClasses}) and over
 * a sample's objects ({@code reachableClasses}, by identity). Classes-known codecs register what
 * the samples hold: {@code knownClasses(models, sample)} adds the class of every object in the
 * sample, and every place that creates a codec context passes the sample it has.
 */
package io.serbench.model;
