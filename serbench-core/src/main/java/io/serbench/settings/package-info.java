/**
 * The settings' values, as the stages read them ({@code Measurement}, {@code JmhSettings}, {@code
 * GeneratorSettings}, {@code Alphabet}, {@code Operation}), and {@code Defaults}: every setting's
 * default and what each preset sets, in one place, which the settings' declarations, the command
 * line's help, the measurement planner and usage.md's tables read. These are values: they read
 * words and throw the API's exception, and stand on nothing else of serbench's. What a user wrote
 * is parsed in {@code io.serbench.config}, not here.
 */
package io.serbench.settings;
