package io.serbench.result.io;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.serbench.files.AtomicFiles;
import io.serbench.result.BenchmarkResults;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads and writes {@code results.json}; writes go to a temporary file that is then moved. Every
 * schema version is frozen (results-schema.md): this reader reads versions 1 to 4 and refuses any
 * other.
 */
public final class ResultsFile {

  private static final ObjectMapper MAPPER =
      new ObjectMapper()
          .enable(SerializationFeature.INDENT_OUTPUT)
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  private ResultsFile() {}

  public static void write(BenchmarkResults results, Path file) throws IOException {
    AtomicFiles.writeString(file, MAPPER.writeValueAsString(results));
  }

  /**
   * Reads a results.json of a readable schema version: 9; 8 and older, which have no host's
   * sentinel (it reads as null); 6; 5 and 4, which have no version sources and no collectors (they
   * read as null and empty); 3, which has no {@code baseline.inconclusive} (it reads as false); 2,
   * which also has no trade-offs and no current codec (they read as null); or 1, which also has no
   * roles and no mix (a schema 1 file reads with {@code models} empty and {@code mix} null, and
   * ranks on its samples as it did when it was written).
   *
   * @throws IOException when the file cannot be read or parsed, or holds another schema version
   */
  public static BenchmarkResults read(Path file) throws IOException {
    JsonNode tree = MAPPER.readTree(file.toFile());
    int version = tree.path("schemaVersion").asInt(-1);
    if (!BenchmarkResults.READABLE.contains(version)) {
      throw new IOException(
          file
              + " was written with results schema "
              + (version < 0 ? "(none)" : version)
              + "; this serbench reads schemas 1 to "
              + BenchmarkResults.SCHEMA_VERSION);
    }
    return MAPPER.treeToValue(tree, BenchmarkResults.class);
  }

  /** The shared mapper, for other JSON that serbench exchanges with its worker. */
  public static ObjectMapper mapper() {
    return MAPPER;
  }
}
