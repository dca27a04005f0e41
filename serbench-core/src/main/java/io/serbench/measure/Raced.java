package io.serbench.measure;

import io.serbench.jmh.JmhRunner;
import io.serbench.result.SampleResult;
import java.util.List;

/**
 * The race as it ended, with what it ran on, for the phases after it (the mix's figures and the
 * per-message forks).
 *
 * @param samples the prepared samples
 * @param verified each sample as verified, in the same order
 * @param sources the compiled benchmark sources
 * @param race the race's outcome
 * @param planned the measurement plan the race followed
 * @param runner the JMH runner the race used, for more forks with the same options
 * @param costs what a fork of each codec is estimated to cost
 */
record Raced(
    Samples samples,
    List<SampleResult> verified,
    CompiledSources sources,
    Race.Result race,
    MeasurementPlanner.Plan planned,
    JmhRunner runner,
    ForkCosts costs) {}
