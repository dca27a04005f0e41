package com.acme;

import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Results of the Model Context Protocol, read with the SDK's own JSON mapper. */
public final class Samples {
  private Samples() {}

  /** The result of tools/list. */
  public static McpSchema.ListToolsResult toolsList() {
    return read("/tools-list-result.json", McpSchema.ListToolsResult.class);
  }

  /** The result of tools/call: text and image content. */
  public static McpSchema.CallToolResult toolCall() {
    return read("/call-tool-result.json", McpSchema.CallToolResult.class);
  }

  private static <T> T read(String resource, Class<T> type) {
    try (InputStream in = Samples.class.getResourceAsStream(resource)) {
      return McpJsonDefaults.getMapper().readValue(in.readAllBytes(), type);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
