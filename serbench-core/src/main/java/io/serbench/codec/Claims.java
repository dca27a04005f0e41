package io.serbench.codec;

/**
 * What a codec's documentation (or common wisdom) says about the capabilities that serbench then
 * measures: schema evolution, readers in other languages, and decoding untrusted bytes. The graph
 * claim is {@link CodecInfo#structure()}.
 *
 * @param wireFormat the wire format by name, such as {@code json}, {@code cbor}, {@code msgpack},
 *     {@code protobuf}, {@code kryo}; it selects the independent decoder of the cross-language
 *     probe (see {@link WireFormat})
 * @param versioning which schema changes are claimed to work
 * @param rejectsUnlistedClasses whether decoding is claimed to refuse classes outside the model,
 *     such as Kryo's {@code registrationRequired}
 * @param note what the library documents about these claims, in one sentence, or empty
 */
public record Claims(
    String wireFormat, Versioning versioning, boolean rejectsUnlistedClasses, String note) {

  public Claims {
    wireFormat = wireFormat == null || wireFormat.isBlank() ? "custom" : wireFormat;
    versioning = versioning == null ? Versioning.NONE : versioning;
    note = note == null ? "" : note;
  }

  /** No claims: a private format, no versioning, no class filter. */
  public static Claims none(String wireFormat) {
    return new Claims(wireFormat, Versioning.NONE, false, "");
  }
}
