/**
 * Reading and writing results.json ({@code ResultsFile}, with the frozen schema versions it reads),
 * results.csv ({@code ResultsCsv}) and the CI-history files ({@code CiHistory}: bencher.json and
 * benchmark-action.json, named by sample, codec and operation only). It stands on the schema in
 * {@code io.serbench.result}, which knows nothing of it.
 */
package io.serbench.result.io;
