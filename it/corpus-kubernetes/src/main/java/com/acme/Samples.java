package com.acme;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** A Deployment as {@code kubectl get deployment web -o json} prints it, read as fabric8's users do. */
public final class Samples {
  private Samples() {}

  public static Deployment deployment() {
    try (InputStream in = Samples.class.getResourceAsStream("/deployment.json")) {
      return new ObjectMapper().readValue(in, Deployment.class);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
