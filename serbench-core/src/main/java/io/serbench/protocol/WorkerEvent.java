package io.serbench.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.serbench.InvalidConfigurationException;
import io.serbench.SerbenchException;
import io.serbench.WorkerFailedException;
import java.io.IOException;
import java.util.Locale;
import java.util.Optional;

/**
 * One event the worker reports to its launcher: a stdout line that starts with {@link #PREFIX}
 * followed by a JSON object. Every other line is library or JMH output.
 */
public sealed interface WorkerEvent permits WorkerEvent.Log, WorkerEvent.Failure {
  /** What starts an event line. */
  String PREFIX = "@@serbench ";

  /** The event as one stdout line. */
  String line();

  /** How loud a log event is. */
  enum Level {
    INFO,
    WARN,
    DEBUG
  }

  /**
   * A progress or warning message for the build's log.
   *
   * @param level how loud it is
   * @param message the message, on one line
   */
  record Log(Level level, String message) implements WorkerEvent {
    @Override
    public String line() {
      ObjectNode node = Mapper.JSON.createObjectNode();
      node.put("level", level.name().toLowerCase(Locale.ROOT));
      node.put("message", message);
      return PREFIX + node.toString().replace("\n", " ");
    }
  }

  /**
   * Why the worker failed: the typed error that the host raises again.
   *
   * @param message what failed
   * @param element the configuration element at fault, if the user can fix it
   * @param value the value given for it
   * @param userError whether the user can fix it
   */
  record Failure(String message, String element, String value, boolean userError)
      implements WorkerEvent {
    /** The failure a typed exception reports. */
    public static Failure of(SerbenchException error) {
      return new Failure(
          error.getMessage(),
          error.element().orElse(null),
          error.value().orElse(null),
          error.isUserError());
    }

    /** The typed exception the worker reported, rebuilt on the host. */
    public SerbenchException toException() {
      return userError
          ? new InvalidConfigurationException(element, value, message)
          : new WorkerFailedException(message, null);
    }

    @Override
    public String line() {
      ObjectNode node = Mapper.JSON.createObjectNode();
      node.put("level", "error");
      node.put("message", message);
      node.put("element", element);
      node.put("value", value);
      node.put("userError", userError);
      return PREFIX + node.toString();
    }
  }

  /** Parses an event line, or returns empty for ordinary output. */
  static Optional<WorkerEvent> parse(String line) {
    if (!line.startsWith(PREFIX)) {
      return Optional.empty();
    }
    JsonNode node;
    try {
      node = Mapper.JSON.readTree(line.substring(PREFIX.length()));
    } catch (IOException e) {
      return Optional.empty();
    }
    String message = node.path("message").asText("");
    return Optional.of(
        switch (node.path("level").asText("info")) {
          case "error" ->
              new Failure(
                  node.path("message").asText("the worker failed"),
                  text(node, "element"),
                  text(node, "value"),
                  node.path("userError").asBoolean(false));
          case "warn" -> new Log(Level.WARN, message);
          case "debug" -> new Log(Level.DEBUG, message);
          default -> new Log(Level.INFO, message);
        });
  }

  private static String text(JsonNode node, String field) {
    return node.path(field).isNull() ? null : node.path(field).asText(null);
  }

  /** The events' JSON: flat objects of strings, which need none of results.json's settings. */
  final class Mapper {
    static final ObjectMapper JSON = new ObjectMapper();

    private Mapper() {}
  }
}
