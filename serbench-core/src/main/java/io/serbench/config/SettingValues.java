package io.serbench.config;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.io.IOException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

/**
 * Every setting's parsed value, keyed by its declaration, as {@link RequestTranslator} read them:
 * what a stage reads with {@code request.get(RunSettings.FRESH)}. request.json holds it as one
 * object by element, each value in its declaration's type, so that a new setting needs no new field
 * in the request or the protocol.
 */
@JsonSerialize(using = SettingValues.Writer.class)
@JsonDeserialize(using = SettingValues.Reader.class)
public record SettingValues(Map<Setting<?>, Object> values) {
  /** Every setting at its default. */
  public static final SettingValues DEFAULTS = new SettingValues(Map.of());

  /** The values set; a setting left out has its default. */
  public SettingValues {
    values = Map.copyOf(values);
  }

  /** Parses every setting the user set; the others keep their declared default. */
  static SettingValues parse(RawSettings raw) {
    Map<Setting<?>, Object> values = new HashMap<>();
    for (Setting<?> setting : Settings.ALL) {
      Optional<String> given = raw.get(setting);
      if (given.isPresent()) {
        Object value = setting.parse(given.get());
        if (value != null) {
          values.put(setting, value);
        }
      }
    }
    return new SettingValues(values);
  }

  /** The same values with one replaced, such as a path resolved against the project. */
  <T> SettingValues with(Setting<T> setting, T value) {
    Map<Setting<?>, Object> copy = new HashMap<>(values);
    if (value == null) {
      copy.remove(setting);
    } else {
      copy.put(setting, value);
    }
    return new SettingValues(copy);
  }

  /** The setting's value: as set, else its default ({@code null} for one unset by default). */
  @SuppressWarnings("unchecked")
  public <T> T get(Setting<T> setting) {
    Object value = values.get(setting);
    return value != null ? (T) value : setting.unset();
  }

  /** Writes the values set, by key. */
  static final class Writer extends JsonSerializer<SettingValues> {
    @Override
    public void serialize(SettingValues value, JsonGenerator json, SerializerProvider provider)
        throws IOException {
      json.writeStartObject();
      for (Setting<?> setting : Settings.ALL) {
        Object set = value.values.get(setting);
        if (set != null) {
          provider.defaultSerializeField(Settings.key(setting), set, json);
        }
      }
      json.writeEndObject();
    }
  }

  /** Reads each value into its declaration's type; a key no declaration has is left out. */
  static final class Reader extends JsonDeserializer<SettingValues> {
    @Override
    public SettingValues deserialize(JsonParser json, DeserializationContext context)
        throws IOException {
      JsonNode tree = json.readValueAsTree();
      Map<Setting<?>, Object> values = new HashMap<>();
      for (Iterator<Map.Entry<String, JsonNode>> it = tree.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> field = it.next();
        Optional<Setting<?>> setting = Settings.ofKey(field.getKey());
        if (setting.isPresent()) {
          values.put(
              setting.get(), context.readTreeAsValue(field.getValue(), setting.get().type()));
        }
      }
      return new SettingValues(values);
    }
  }
}
