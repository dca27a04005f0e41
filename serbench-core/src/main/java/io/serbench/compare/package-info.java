/**
 * Comparisons of runs from existing results.json files, with no measurement. Whatever compares runs
 * (the baseline gate {@code BaselineGate}, the multi-JDK run, {@code serbench:compare} and the
 * command line's {@code compare}) goes through {@code Comparisons}: rows per sample and codec,
 * {@code Rule} checks with Welch's t-test on the fork means every {@code Score} keeps, the
 * environment's differences ({@code Environments}) and where the recommendation flips. So the
 * statistics, the environment check and the wording exist once. {@code CompareRun} reads the files
 * and writes index.html, summary.md and comparison.json.
 */
package io.serbench.compare;
