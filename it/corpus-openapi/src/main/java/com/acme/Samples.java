package com.acme;

import io.swagger.v3.core.util.Json;
import io.swagger.v3.oas.models.OpenAPI;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The OpenAPI Initiative's petstore-expanded example (examples/v3.0/petstore-expanded.json of
 * OAI/learn.openapis.org), read with swagger-core's own mapper as its users read a document.
 */
public final class Samples {
  private Samples() {}

  public static OpenAPI petstore() {
    try (InputStream in = Samples.class.getResourceAsStream("/petstore-expanded.json")) {
      return Json.mapper().readValue(in, OpenAPI.class);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
