/**
 * What the next JDK costs in speed: after the race and the probes for the answer, the codecs that
 * pass the next-JDK probe are timed on that JDK with {@code sun.misc.Unsafe}'s memory access denied
 * and under the JDK's default, in JMH forks set up as the race's, the two settings back to back in
 * each round. {@link io.serbench.measure.nextjdk.NextJdkSpeedChoice} decides whether it runs and
 * for which codecs, {@link io.serbench.measure.nextjdk.NextJdkPairs} runs one codec's rounds, and
 * {@link io.serbench.measure.nextjdk.NextJdkSpeedStage} conducts.
 */
package io.serbench.measure.nextjdk;
