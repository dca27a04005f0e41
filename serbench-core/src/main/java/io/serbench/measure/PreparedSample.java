package io.serbench.measure;

import io.serbench.sample.SampleSpec;
import java.util.List;

/**
 * A sample ready to use.
 *
 * @param spec how the worker, the probes and the JMH state rebuild it
 * @param type its class
 * @param value the instance
 * @param notes what the generator could not fill as asked
 */
public record PreparedSample(SampleSpec spec, Class<?> type, Object value, List<String> notes) {}
