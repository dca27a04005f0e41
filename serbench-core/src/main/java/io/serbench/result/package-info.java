/**
 * results.json's schema: the records written, verdicts included. It knows nothing of reading and
 * writing the file ({@code result.io}) or of what is derived from it ({@code result.analysis}).
 * Values that several layers share live here, below them: a verdict ({@code Verdict}, {@code
 * Capabilities}, {@code Evolution}, {@code SchemaChange}) is a result the probes produce, and
 * {@code Criteria} is part of what results.json records.
 *
 * <p>A verdict says whether its check ran: {@code PASS}, {@code FAIL} or {@code NOT_TESTED}, and
 * only {@code PASS} meets a constraint. The mix is a sample: its figures are a {@code SampleResult}
 * named {@code mix} in the shape of every other, so the race, the statistics, the recommender, the
 * gate and the report treat it like any sample ({@code BenchmarkResults.rankedSamples} says whether
 * the ranking stands on it). A {@code Score} keeps every fork's iterations, so any figure can be
 * computed again from results.json, and {@code Score.printable} decides once whether its interval
 * is printed. The schema's versions are listed on results-schema.md.
 */
package io.serbench.result;
