package io.serbench.result;

import java.util.List;

/**
 * Every codec's result on one named sample.
 *
 * @param name the sample's name: the factory reference, or {@code generated(class)}
 * @param modelClass the sample's class
 * @param series the scaling series the sample belongs to (the factory reference or {@code
 *     generated(class)}); samples of one series differ only in {@code size}
 * @param size the size argument of a scaling series, or {@code null}
 * @param notes fields the generator could not fill, with the reason
 * @param results one entry per codec, in catalog order
 */
public record SampleResult(
    String name,
    String modelClass,
    String series,
    Integer size,
    List<String> notes,
    List<CodecResult> results) {
  public SampleResult {
    notes = notes == null ? List.of() : List.copyOf(notes);
    results = List.copyOf(results);
  }

  public SampleResult withResults(List<CodecResult> value) {
    return new SampleResult(name, modelClass, series, size, notes, value);
  }

  public java.util.Optional<CodecResult> result(String codec) {
    return results.stream().filter(r -> r.codec().equals(codec)).findFirst();
  }
}
