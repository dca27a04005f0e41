/**
 * JMH: the generated benchmark sources, their compilation, and the runs.
 *
 * <p>{@code JmhSourceGenerator} writes one class per model class and one for the message mix from
 * one skeleton ({@code BenchmarkSource}). Each class has one benchmark method per operation ({@code
 * serialize}, {@code deserialize}, {@code roundTrip}), with the codec and the sample as JMH
 * {@code @Param}s, so a run picks its codecs with {@code -p codec=...}; JMH still runs every codec
 * in forks of its own, and javac gets a tenth of the code a method per codec needed. Each input
 * comes from a {@code Ring} of instances built in setup ({@code BenchmarkStates} writes the states;
 * JMH's warm-up iterations warm every fork). A decode is read back through a generated reader
 * ({@code DecodedReader}, {@code FieldReads}, {@code ReadExpressions}) so that lazy codecs do their
 * work. {@code FreshValues} and {@code FreshCopies} time codecs whose values cache their encoding
 * on fresh copies. {@code HostSentinel} is the host's own sentinel benchmark.
 *
 * <p>{@code JmhCompiler} compiles the sources; {@code JmhRunner} runs forks. JMH takes a
 * machine-wide lock for each run and refuses to start without it; {@code MachineLock} waits for it
 * instead, so two builds on one host take turns. {@code ActivityProfiler} (in every measured fork)
 * reports each fork's compilation, collections and its collectors' names from the GC MXBeans, so
 * the environment says what the JVM chose with no JVM started only to ask; {@code
 * AllocationProfiler} reports allocation after warm-up; {@code ForkResults} reads them, and {@code
 * ProgressFormat} keeps what JMH prints per iteration and reads a linkage error in a fork as a
 * setup conflict. {@code PaddingCheckAgent} lets JMH 1.37's forks start with {@code Unsafe} denied,
 * for the next JDK's speed.
 */
package io.serbench.jmh;
