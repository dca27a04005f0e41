package io.serbench.probe.common;

import io.serbench.sample.SampleSpec;

/**
 * What the probes need to know about one model class: every capability's probe reads it, so it sits
 * here, below them, not in the dispatcher that hands it over.
 *
 * @param model the model class
 * @param sample its sample (the team's own where there is one)
 * @param skipReason why the codec cannot even round-trip it, so that it is not probed; null when it
 *     is probed
 */
public record ModelInput(Class<?> model, SampleSpec sample, String skipReason) {}
