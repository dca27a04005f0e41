/**
 * What a caller of serbench-core sees: its exceptions ({@code SerbenchException}, {@code
 * InvalidConfigurationException}, which names the setting's element, and {@code
 * WorkerFailedException}) and {@code BenchmarkListener}, where progress and warnings go. A build
 * tool starts a run through {@code io.serbench.host.Launcher}; architecture.md on the site draws
 * the rest.
 */
package io.serbench;
