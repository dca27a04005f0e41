/**
 * The cross-language probe and its matchers: a codec's bytes read by a decoder that knows nothing
 * of Java (a generic tree, XML, protobuf or Avro reader), matched field by field against the model,
 * and the Java type names a document would need. It stands on {@code probe.common} only.
 *
 * <p>One {@code IndependentDecoder} per wire format; {@code GenericReaders} read the bytes, and
 * {@code TreeMatcher}, {@code XmlMatcher} and {@code ProtobufMatcher} match them over one {@code
 * FieldMatch}, which tracks identity. A document format is judged on its bytes: strict, no Java
 * type names ({@code JavaTypeNames}), the binding's own shape allowed ({@code
 * FieldMatch.ownShape}). A schema-resolving codec hands its writer's schema to Avro's generic
 * reader.
 */
package io.serbench.probe.crosslanguage;
