package io.serbench.compare;

import io.serbench.result.BenchmarkResults;

/**
 * A run's results with the name it goes by in a comparison.
 *
 * @param label the run's name, such as a CI runner or JDK
 * @param file where its results.json was read from
 * @param report its own report, relative to the comparison's directory, or {@code null}
 * @param results its results
 */
public record LabeledRun(String label, String file, String report, BenchmarkResults results) {}
