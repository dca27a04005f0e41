/**
 * The request, and the one place where what a user wrote becomes a value. Every setting is one
 * typed declaration, a {@code Setting} in {@code ModelSettings}, {@code MeasureSettings}, {@code
 * PickSettings} or {@code RunSettings}: its element (the POM name, which errors use too), its
 * command-line option, its default ({@code settings.Defaults}), its parser ({@code Parsers}) and
 * its help text. The goals' Maven parameters are generated from the declarations ({@code
 * GoalParametersProcessor}, an annotation processor the plugin's compiler runs), and the command
 * line builds its options from them.
 *
 * <p>Both front ends only copy what the user wrote into {@code RawSettings} (for Maven, a user
 * property wins over its nested form). {@code RequestTranslator} parses every value through its
 * declaration into {@code SettingValues}, resolves paths against the project ({@code ProjectFacts})
 * and makes the groups the stages read (criteria, measurement, generator, {@code WorkerSettings})
 * into an immutable {@code BenchmarkRequest}, which crosses to the worker as request.json with each
 * value in its declared type. Every {@code InvalidConfigurationException} names the element; the
 * plugin prints it as {@code <element> (-Dserbench.<element>)}, the command line as its option.
 *
 * <p>Some entries are read where their facts are, but still here: the codec patterns ({@code
 * CodecPatterns}, {@code CodecEntries}), read against the catalog's ids wherever a catalog is
 * loaded (the host's plan reads them for the codecs' JVM flags and leaves a pattern that fails
 * there for the worker to report); a {@code samples} entry ({@code SampleEntries}), found with the
 * project's class loader in the worker; and the mix's names, matched against the samples as soon as
 * the samples exist, so that a typo costs no verification or probe time. The compare goal's runs
 * and rules are read by {@code CompareEntries}. Virtual threads ({@code threads=Nv}) become JMH's
 * own switch, {@code -Djmh.executor=VIRTUAL}, in the forks' options; the engine refuses them before
 * Java 21.
 */
package io.serbench.config;
