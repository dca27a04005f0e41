package io.serbench.worker;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.serbench.InvalidConfigurationException;
import io.serbench.SerbenchException;
import io.serbench.WorkerFailedException;
import io.serbench.result.ResultsFile;
import java.util.Optional;

/**
 * The worker reports to its launcher through stdout lines that start with {@link #PREFIX} followed
 * by a JSON object; every other line is library or JMH output.
 */
public final class WorkerProtocol {
  static final String PREFIX = "@@serbench ";

  private WorkerProtocol() {}

  static String event(String level, String message) {
    ObjectNode node = ResultsFile.mapper().createObjectNode();
    node.put("level", level);
    node.put("message", message);
    return PREFIX + node.toString().replace("\n", " ");
  }

  static String error(SerbenchException error) {
    ObjectNode node = ResultsFile.mapper().createObjectNode();
    node.put("level", "error");
    node.put("message", error.getMessage());
    node.put("element", error.element().orElse(null));
    node.put("value", error.value().orElse(null));
    node.put("userError", error.isUserError());
    return PREFIX + node.toString();
  }

  /** Parses an event line, or returns empty for ordinary output. */
  public static Optional<JsonNode> parse(String line) {
    if (!line.startsWith(PREFIX)) {
      return Optional.empty();
    }
    try {
      return Optional.of(ResultsFile.mapper().readTree(line.substring(PREFIX.length())));
    } catch (java.io.IOException e) {
      return Optional.empty();
    }
  }

  /** Rebuilds the typed exception the worker reported. */
  public static SerbenchException toException(JsonNode error) {
    String element = error.path("element").isNull() ? null : error.path("element").asText(null);
    String value = error.path("value").isNull() ? null : error.path("value").asText(null);
    String message = error.path("message").asText("the worker failed");
    if (error.path("userError").asBoolean(false)) {
      return new InvalidConfigurationException(element, value, message);
    }
    return new WorkerFailedException(message, null);
  }
}
