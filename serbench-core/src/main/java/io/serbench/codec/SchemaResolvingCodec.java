package io.serbench.codec;

/**
 * A codec whose bytes can only be read with the writer's schema at hand, as in Avro's binary
 * encoding: the reader resolves the writer's schema against its own (fields added with a default,
 * fields removed, ints widened to longs). In production the writer's schema travels beside the
 * data, in a file header or through a schema registry; serbench hands it over itself, so the
 * versioning probe measures the library's schema resolution, and the cross-language probe reads the
 * bytes with a generic reader of that schema.
 */
public interface SchemaResolvingCodec extends Codec {
  /** The schema this codec writes with, as the library prints it (Avro: JSON). */
  String writerSchema();

  /**
   * A codec that reads bytes written with {@code writerSchema} into this codec's own type, through
   * the library's schema resolution.
   */
  Codec readingFrom(String writerSchema) throws Exception;
}
