package io.serbench.jmh;

import java.util.List;

/**
 * What a generated benchmark class declares before its body: its name, the imports it needs beside
 * JMH's, its Javadoc, and how JMH measures it.
 *
 * @param simpleName the class's simple name, unique among the run's classes
 * @param imports the classes it imports beside JMH's annotations, {@code List} and {@code TimeUnit}
 * @param javadoc the class's Javadoc comment, whole lines ending in a line break
 * @param mode the {@link org.openjdk.jmh.annotations.Mode} constant, such as {@code AverageTime}
 * @param unit the {@link java.util.concurrent.TimeUnit} constant, such as {@code NANOSECONDS}
 */
record ClassHead(
    String simpleName, List<String> imports, String javadoc, String mode, String unit) {}
