/**
 * The samples: factory methods ({@code FactoryMethod}), fixture files ({@code FixtureFile}) and the
 * seeded generator ({@code SampleGenerator}), with the message mix ({@code MessageMix}) and the
 * varied copies a benchmark's ring holds ({@code VariedCopies}). A sample crosses into an isolated
 * loader or a generated benchmark as a {@code SampleSpec}. The generator draws each field's value
 * from a stream keyed by the field's name, so adding, removing or reordering fields changes no
 * other value: a field marked {@code Widened} gets the value its {@code int} predecessor had, and
 * one marked {@code Renamed} the value it had under its old name, which is what the versioning
 * probe compares across versions.
 */
package io.serbench.sample;
