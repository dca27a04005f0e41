/**
 * The Maven plugin: thin adapters between Maven and serbench-core's host side. The goals ({@code
 * BenchmarkMojo}, {@code ReportMojo}, {@code CompareMojo}, {@code AggregateMojo}) extend
 * superclasses whose parameters are generated from the settings' declarations ({@code
 * io.serbench.config.GoalParametersProcessor}), so plugin.xml documents every setting. {@code
 * MavenRequests} reads them into core's {@code RawSettings} with Maven's precedence (a user
 * property over its nested element); {@code MavenLauncher} resolves the worker's class path and the
 * JDKs ({@code JdkToolchains} for {@code <jvms>}; the worker and its forks run on the project's
 * JDK, the toolchain maven-toolchains-plugin selected, else Maven's), then runs core's {@code
 * Launcher}; {@code MavenExceptions} is the one place that turns core's exceptions into Maven's,
 * naming the POM element. Logic belongs in core, where plain unit tests reach it; {@code
 * PluginArchitectureTest} lets the plugin use only core's base rooms and its host-side doors, and
 * no optional library.
 */
package io.serbench.maven;
