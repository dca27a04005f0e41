package io.serbench.probe.crosslanguage;

import io.serbench.codec.Codec;
import io.serbench.codec.SchemaResolvingCodec;
import io.serbench.codec.WireFormat;
import io.serbench.probe.common.SampleProbe;
import io.serbench.result.CapabilityResult;
import io.serbench.text.Errors;
import java.util.List;
import java.util.Optional;

/**
 * Reads a codec's bytes with a decoder that is not the codec and does not know the Java classes
 * ({@link IndependentDecoder}), and matches the reading against the sample field by field: each
 * field's name (or, for protobuf, its tag number) must lead to its value, with its type: a string
 * to a string, an integer to an integer, a list to a list of the same length, an object to an
 * object. The protobuf wire format is read with the field numbering protostuff's runtime schema
 * uses (declaration order from 1). Formats without such a decoder are Java only, or not tested when
 * other languages read them.
 */
public final class CrossLanguageProbe {
  private static final int MAX_LISTED = 3;

  private CrossLanguageProbe() {}

  /**
   * The probe as a {@link SampleProbe}: the codec writes the sample, and the format's independent
   * decoder reads it; a format without one is Java only, whatever the sample.
   */
  public static CapabilityResult onSample(SampleProbe.Subject subject, boolean claimed)
      throws Exception {
    if (!hasDecoder(subject.wireFormat())) {
      return check(subject.wireFormat(), claimed, null, null);
    }
    Object sample = subject.sample().get();
    Codec codec = subject.codecFor(sample);
    byte[] bytes;
    try {
      bytes = codec.encode(sample);
    } catch (Exception | StackOverflowError e) {
      return CapabilityResult.notTested(
          claimed, "not tested: the codec could not encode the sample: " + Errors.oneLine(e));
    }
    return check(
        subject.wireFormat(),
        claimed,
        bytes,
        sample,
        codec instanceof SchemaResolvingCodec resolving ? resolving.writerSchema() : null);
  }

  /** Whether serbench has an independent decoder for the format. */
  public static boolean hasDecoder(String wireFormat) {
    return IndependentDecoder.of(wireFormat).isPresent();
  }

  /**
   * Decodes {@code bytes} with the format's independent decoder and matches every field of the
   * sample against what it read.
   */
  public static CapabilityResult check(
      String wireFormat, boolean claimed, byte[] bytes, Object sample) {
    return check(wireFormat, claimed, bytes, sample, null);
  }

  /**
   * Decodes {@code bytes} with the format's independent decoder and matches every field of the
   * sample against what it read; {@code writerSchema} is the schema the bytes were written with,
   * for formats whose bytes cannot be read without it (Avro), else null.
   */
  public static CapabilityResult check(
      String wireFormat, boolean claimed, byte[] bytes, Object sample, String writerSchema) {
    Optional<IndependentDecoder> found = IndependentDecoder.of(wireFormat);
    if (found.isEmpty()) {
      return withoutDecoder(wireFormat, claimed);
    }
    IndependentDecoder decoder = found.get();
    if (decoder.checksByDescriptor()) {
      return GenericReaders.byDescriptor(claimed, bytes, sample);
    }
    if (decoder.needsWriterSchema() && writerSchema == null) {
      return CapabilityResult.notTested(
          claimed, "not tested: the codec did not hand over the schema its bytes need");
    }
    if (decoder.readsDocuments()) {
      return document(decoder, wireFormat, claimed, bytes, sample);
    }
    FieldMatch match = new FieldMatch();
    try {
      decoder.match(sample, bytes, writerSchema, match);
    } catch (Exception | StackOverflowError e) {
      return unreadable(wireFormat, claimed, e);
    }
    return verdict(decoder, wireFormat, claimed, match, IndependentDecoder.root(sample));
  }

  private static CapabilityResult unreadable(String wireFormat, boolean claimed, Throwable e) {
    return CapabilityResult.fail(
        claimed,
        "a generic " + wireFormat + " decoder could not read the bytes: " + Errors.oneLine(e));
  }

  /**
   * A self-describing document is judged on what the bytes are: a tree that the format's generic
   * reader reads as the specification says, with no Java class names in it. The names and shapes
   * are the binding's to choose ({@code @SerializedName}, {@code @JsonProperty}, a naming strategy,
   * a type that writes itself as a string, an any-setter map flattened into its parent): other
   * languages' clients read the document as written. The field-by-field match against the Java
   * classes still fails a value that is lost or changed, a list of another length, an object
   * written as a list of values without names, and a reference or a cycle it did not find.
   */
  private static CapabilityResult document(
      IndependentDecoder decoder, String wireFormat, boolean claimed, byte[] bytes, Object sample) {
    FieldMatch match = new FieldMatch();
    com.fasterxml.jackson.databind.JsonNode document;
    try {
      document = decoder.document(bytes);
      TreeMatcher.tree(sample, document, IndependentDecoder.root(sample), match);
    } catch (Exception | StackOverflowError e) {
      return unreadable(wireFormat, claimed, e);
    }
    List<String> javaNames = JavaTypeNames.in(document, sample.getClass().getClassLoader(), sample);
    if (!javaNames.isEmpty()) {
      return CapabilityResult.fail(
          claimed,
          decoder.description()
              + " read the bytes, but they carry Java type information that only a JVM reader"
              + " with these classes can use: "
              + String.join("; ", javaNames));
    }
    if (match.mismatches.isEmpty() || match.ownShape.size() < match.mismatches.size()) {
      return verdict(decoder, wireFormat, claimed, match, IndependentDecoder.root(sample));
    }
    List<String> own = match.ownShape;
    return CapabilityResult.pass(
        claimed,
        decoder.description()
            + " read standard "
            + wireFormat
            + " with no Java type information; "
            + match.matched
            + " fields of "
            + IndependentDecoder.root(sample)
            + " matched by their Java name and type, "
            + own.size()
            + " are written the binding's own way ("
            + String.join("; ", own.subList(0, Math.min(MAX_LISTED, own.size())))
            + (own.size() > MAX_LISTED ? " and " + (own.size() - MAX_LISTED) + " more" : "")
            + "), as other languages read them; also read in "
            + String.join(", ", WireFormat.languages(wireFormat)));
  }

  private static CapabilityResult withoutDecoder(String wireFormat, boolean claimed) {
    if (WireFormat.crossLanguage(wireFormat)) {
      return CapabilityResult.notTested(
          claimed,
          "not tested: "
              + wireFormat
              + " is read in "
              + String.join(", ", WireFormat.languages(wireFormat))
              + ", but serbench has no independent "
              + wireFormat
              + " decoder to check these bytes with");
    }
    return CapabilityResult.fail(
        claimed,
        "Java only: no implementation outside Java reads the "
            + wireFormat
            + " format, so serbench has no independent decoder for it");
  }

  private static CapabilityResult verdict(
      IndependentDecoder decoder,
      String wireFormat,
      boolean claimed,
      FieldMatch match,
      String root) {
    if (match.mismatches.isEmpty()) {
      return CapabilityResult.pass(
          claimed,
          decoder.description()
              + (match.steps > FieldMatch.MAX_STEPS ? " matched the first " : " matched all ")
              + match.matched
              + " fields of "
              + root
              + decoder.matchedBy()
              + "; also read in "
              + String.join(", ", WireFormat.languages(wireFormat)));
    }
    List<String> listed = match.mismatches;
    return CapabilityResult.fail(
        claimed,
        decoder.description()
            + " matched "
            + match.matched
            + " of "
            + (match.matched + listed.size())
            + " fields; "
            + String.join("; ", listed.subList(0, Math.min(MAX_LISTED, listed.size())))
            + (listed.size() > MAX_LISTED ? " and " + (listed.size() - MAX_LISTED) + " more" : ""));
  }
}
