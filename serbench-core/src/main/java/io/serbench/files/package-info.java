/**
 * Where every output lives and how it is written. {@code OutputLayout} holds every output file's
 * name (results.json, results.csv, bencher.json, benchmark-action.json, index.html, summary.md,
 * jmh-result.json, jmh.log, worker.log, request.json, baseline.json, the multi-JDK pages, ...).
 * {@code AtomicFiles} writes a file to a temporary file and moves it into place, so a crash never
 * leaves half a report. This room stands on nothing of serbench's.
 */
package io.serbench.files;
