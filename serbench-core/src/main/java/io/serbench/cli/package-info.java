/**
 * The command line, for builds without Maven: the same settings as the Maven goal, as options built
 * from the settings' declarations (an option is the element in kebab case, with the exceptions
 * running-without-maven.md lists), into the same {@code RawSettings}, {@code RequestTranslator} and
 * {@code host.Launcher}. Errors name the option, with close matches. {@code CompareCommand}
 * compares existing results.json files. It may use jopt-simple, which the worker class path brings
 * with JMH, and never the worker.
 */
package io.serbench.cli;
