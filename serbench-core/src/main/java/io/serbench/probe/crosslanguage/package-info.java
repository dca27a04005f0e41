/**
 * The cross-language probe and its matchers: a codec's bytes read by a decoder that knows nothing
 * of Java (a generic tree, XML, protobuf or Avro reader), matched field by field against the model,
 * and the Java type names a document would need. It stands on {@code probe.common} only.
 */
package io.serbench.probe.crosslanguage;
