package io.serbench.config;

import io.serbench.result.io.ResultsFile;
import java.io.IOException;
import java.nio.file.Path;

/** {@code request.json}: the request the host writes and the worker reads, as JSON. */
public final class RequestFile {
  private RequestFile() {}

  /** Writes the request for the worker. */
  public static void write(BenchmarkRequest request, Path file) throws IOException {
    ResultsFile.mapper().writeValue(file.toFile(), request);
  }

  /** Reads the request the host wrote. */
  public static BenchmarkRequest read(Path file) throws IOException {
    return ResultsFile.mapper().readValue(file.toFile(), BenchmarkRequest.class);
  }
}
