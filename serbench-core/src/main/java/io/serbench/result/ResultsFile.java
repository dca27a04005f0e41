package io.serbench.result;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Path;

/** Reads and writes {@code results.json}; writes go to a temporary file that is then moved. */
public final class ResultsFile {

  private static final ObjectMapper MAPPER =
      new ObjectMapper()
          .enable(SerializationFeature.INDENT_OUTPUT)
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  private ResultsFile() {}

  public static void write(BenchmarkResults results, Path file) throws IOException {
    AtomicFiles.writeString(file, MAPPER.writeValueAsString(results));
  }

  public static BenchmarkResults read(Path file) throws IOException {
    return MAPPER.readValue(file.toFile(), BenchmarkResults.class);
  }

  /** The shared mapper, for other JSON that serbench exchanges with its worker. */
  public static ObjectMapper mapper() {
    return MAPPER;
  }
}
