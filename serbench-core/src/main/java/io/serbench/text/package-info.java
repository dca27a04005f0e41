/**
 * How serbench writes: {@code Numbers} (every number, ratio, percentage and duration as the report,
 * the summaries, the reasons and the comparison write it), {@code Words} (enums and counts in
 * prose), {@code Spelling} (close matches for a misspelled name) and {@code Errors} (a library's
 * exception as one line, and a linkage error read as a setup conflict). This room stands on nothing
 * of serbench's.
 */
package io.serbench.text;
