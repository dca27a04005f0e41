package com.acme;

import com.google.protobuf.util.JsonFormat;
import com.google.rpc.ErrorInfo;
import com.google.rpc.Help;
import com.google.rpc.LocalizedMessage;
import com.google.rpc.Status;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The error of Google's AIP-193 example (a zone without capacity) as a google.rpc.Status in its
 * proto3 JSON mapping, parsed with JsonFormat and a type registry for the Any details.
 */
public final class Samples {
  private Samples() {}

  public static Status status() {
    JsonFormat.TypeRegistry types =
        JsonFormat.TypeRegistry.newBuilder()
            .add(ErrorInfo.getDescriptor())
            .add(LocalizedMessage.getDescriptor())
            .add(Help.getDescriptor())
            .build();
    try (InputStream in = Samples.class.getResourceAsStream("/status.json");
        Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
      Status.Builder status = Status.newBuilder();
      JsonFormat.parser().usingTypeRegistry(types).merge(reader, status);
      return status.build();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
