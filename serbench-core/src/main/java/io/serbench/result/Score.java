package io.serbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One JMH score: the mean and JMH's 99.9% confidence half-width, in {@link #unit}.
 *
 * @param score the mean
 * @param error the half-width of the 99.9% confidence interval; {@code null} when JMH had too few
 *     iterations to compute one
 * @param unit always {@code ns/op} for average time
 * @param forks forks that produced the score
 * @param iterations measured iterations per fork
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Score(double score, Double error, String unit, int forks, int iterations) {}
