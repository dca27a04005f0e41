/**
 * The graph and shared-instance probes, each a sample probe on the model's own instance: whether a
 * codec keeps cycles and shared references (with a built-in model for classes that cannot form a
 * cycle), and whether one codec instance serves two threads at once. It stands on {@code
 * probe.common} only.
 */
package io.serbench.probe.graph;
