package io.serbench.config;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.type.TypeFactory;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * One setting of a benchmark run, declared once, as JMH names each option once for its builder, its
 * defaults and its command line: the name the Maven goal, usage.md and serbench's errors give it
 * (its element), the command line's option, its default, the parser that reads what a user wrote
 * into a {@code T} (failing with one line that names the element and the fix), and the text of the
 * goal's parameter and of the command line's help. The declarations are in {@link Settings}; both
 * front ends fill a {@link RawSettings} through them, the Maven goals' parameters are generated
 * from them ({@link GoalParametersProcessor}), and {@link RequestTranslator} parses every value
 * into the request's {@link SettingValues}, where a stage reads it: {@code
 * request.get(RunSettings.FRESH)}.
 *
 * @param <T> the parsed value's type
 */
public final class Setting<T> {
  /** How a front end takes the value. */
  public enum Kind {
    /** A switch: a {@code boolean} parameter, an option without a value. */
    FLAG,
    /** One value. */
    VALUE,
    /** Comma-separated entries; the command line's option is repeatable. */
    LIST
  }

  /**
   * The parsed value of what a user wrote.
   *
   * @param <T> the value's type
   */
  @FunctionalInterface
  public interface Parser<T> {
    /**
     * Reads {@code text}, trimmed and never blank.
     *
     * @throws io.serbench.InvalidConfigurationException naming {@code element} and the fix
     */
    T parse(String element, String text);
  }

  /**
   * An element of the goal's configuration that holds nested forms of settings ({@code
   * <constraints><graph>}), each of which a user property of its own overrides.
   */
  public enum Holder {
    /** {@code <generator>}: how generated samples are filled. */
    GENERATOR,
    /** {@code <constraints>}: capabilities the recommended codec must have. */
    CONSTRAINTS;

    /** The holder's element in the goal's configuration. */
    public String element() {
      return name().toLowerCase(Locale.ROOT);
    }

    /** The type of the goal's parameter that holds the nested forms. */
    public String mavenType() {
      return this == GENERATOR ? "Generator" : "java.util.Map<String, String>";
    }

    /** The goal's documentation of the holder. */
    public String description() {
      String text =
          switch (this) {
            case GENERATOR ->
                """
                How generated samples are filled: {@code seed}, {@code collectionSize}, {@code
                stringLength}, {@code alphabet} and {@code implementations}, concrete classes
                for abstract or interface-typed fields, such as {@code <implementations>
                <com.acme.Shape>com.acme.Circle</com.acme.Shape></implementations>}. Each but
                the last can also be given as a user property, which wins.""";
            case CONSTRAINTS ->
                """
                Capabilities the recommended codec must have, as measured on the project's
                classes: {@code <graph>true</graph>}, {@code <crossLanguage>true</crossLanguage>},
                {@code <versioning>full</versioning>} (none, backward, forward, full), {@code
                <versioningChanges>append</versioningChanges>} (fields, the default, append or
                renames), {@code <untrustedInput>true</untrustedInput>} and {@code
                <nextJdk>true</nextJdk>}. Each can also be given as a user property, which
                wins.""";
          };
      return text.replaceAll("\\s+", " ");
    }
  }

  private final Builder<T> declared;

  private Setting(Builder<T> declared) {
    this.declared = declared;
  }

  /** A switch, off unless set. */
  static Builder<Boolean> flag(String element, String option) {
    return new Builder<>(element, option, Kind.FLAG, Parsers.FLAG, Boolean.class)
        .defaultValue(false, "false");
  }

  /** A setting of one value. */
  static <T> Builder<T> value(String element, String option, Class<?> type, Parser<T> parser) {
    return new Builder<>(element, option, Kind.VALUE, parser, type);
  }

  /** A setting of one of an enum's constants, as users write them ({@code coldStart}). */
  static <E extends Enum<E>> Builder<E> choice(String element, String option, Class<E> type) {
    return value(element, option, type, Parsers.choice(type));
  }

  /** A setting of comma-separated entries, each kept as written, trimmed. */
  static Builder<List<String>> list(String element, String option) {
    return listOf(element, option, List.class, Parsers.ENTRIES)
        .type(Parsers.listOf(String.class))
        .defaultValue(List.of(), null);
  }

  /** A setting of comma-separated entries read into one value. */
  static <T> Builder<T> listOf(String element, String option, Class<?> type, Parser<T> parser) {
    return new Builder<>(element, option, Kind.LIST, parser, type);
  }

  /** The name in the goal's configuration, usage.md and errors; empty for a command-line fact. */
  public Optional<String> element() {
    return Optional.ofNullable(declared.element);
  }

  /** The command line's option ({@code --name}); the first of {@link #options()}. */
  public String option() {
    if (declared.options.isEmpty()) {
      throw new IllegalStateException(declared.element + " has no command-line option");
    }
    return declared.options.get(0);
  }

  /** Every command-line option that fills it; empty for a setting of the Maven goal alone. */
  public List<String> options() {
    return declared.options;
  }

  /** How a front end takes it. */
  public Kind kind() {
    return declared.kind;
  }

  /** The default, as the goal's annotation and usage.md write it; empty when it has none. */
  public Optional<String> defaultValue() {
    return Optional.ofNullable(declared.defaultText);
  }

  /**
   * The default of the goal's parameter when it is Maven's own expression, else {@link
   * #defaultValue()}.
   */
  public Optional<String> mavenDefault() {
    return Optional.ofNullable(declared.mavenDefault).or(this::defaultValue);
  }

  /** The value when a user set nothing; {@code null} for a setting that is unset by default. */
  public T unset() {
    return declared.defaultValue;
  }

  /** What the command line's help calls its value, such as {@code N}. */
  public String argument() {
    return declared.argument;
  }

  /** The command line's help line. */
  public String help() {
    return declared.help;
  }

  /** The goal's documentation of the parameter ({@code mvn serbench:help -Ddetail}). */
  public String description() {
    return declared.description;
  }

  /** Whether the goal has a parameter of its own for it, besides any nested form. */
  public boolean hasParameter() {
    return declared.element != null && declared.parameter;
  }

  /** The holder of its nested form, if it has one. */
  public Optional<Holder> holder() {
    return Optional.ofNullable(declared.holder);
  }

  /** The type of the goal's parameter. */
  public String mavenType() {
    if (declared.mavenType != null) {
      return declared.mavenType;
    }
    return switch (declared.kind) {
      case FLAG -> "boolean";
      case VALUE -> "String";
      case LIST -> "java.util.List<String>";
    };
  }

  /** Whether the report's {@code runIfMissing} takes it, as the benchmark goal does. */
  public boolean inReport() {
    return declared.inReport;
  }

  /** The parsed value's type, for request.json. */
  JavaType type() {
    return declared.type;
  }

  /**
   * Parses what a user wrote; {@code null} or blank gives {@link #unset()}.
   *
   * @throws io.serbench.InvalidConfigurationException naming the element and the fix
   */
  public T parse(String raw) {
    if (raw == null || raw.isBlank()) {
      return declared.defaultValue;
    }
    // a command-line fact has no element: its errors name its option
    return declared.parser.parse(element().orElseGet(this::option), raw.trim());
  }

  @Override
  public String toString() {
    return element().orElseGet(() -> "--" + option());
  }

  /**
   * A declaration under way: each part has its own method, so that a declaration reads as what it
   * says.
   *
   * @param <T> the parsed value's type
   */
  static final class Builder<T> {
    private final String element;
    private final List<String> options;
    private final Kind kind;
    private final Parser<T> parser;
    private JavaType type;
    private T defaultValue;
    private String defaultText;
    private String mavenDefault;
    private String argument = "";
    private String help = "";
    private String description = "";
    private Holder holder;
    private String mavenType;
    private boolean inReport;
    private boolean parameter = true;

    private Builder(String element, String option, Kind kind, Parser<T> parser, Class<?> type) {
      this.element = element;
      this.options = option == null ? List.of() : List.of(option);
      this.kind = kind;
      this.parser = Objects.requireNonNull(parser);
      this.type = TypeFactory.defaultInstance().constructType(type);
    }

    /** The value when nothing is set, and how usage.md and the goal's annotation write it. */
    Builder<T> defaultValue(T value, String text) {
      defaultValue = value;
      defaultText = text;
      return this;
    }

    /** The goal's default when it is one of Maven's expressions. */
    Builder<T> mavenDefault(String expression) {
      mavenDefault = expression;
      return this;
    }

    /** The parsed value's generic type, for request.json, such as a list's elements. */
    Builder<T> type(JavaType value) {
      type = value;
      return this;
    }

    /** The command line's help: what its value is called and what the option does. */
    Builder<T> help(String argumentName, String line) {
      argument = argumentName;
      help = line;
      return this;
    }

    /** The command line's help of a switch. */
    Builder<T> help(String line) {
      return help("", line);
    }

    /** The goal's documentation of the parameter. */
    Builder<T> describe(String text) {
      description = text.strip().replaceAll("\\s+", " ");
      return this;
    }

    /** Has a nested form in {@code holder}, such as {@code <constraints><graph>}. */
    Builder<T> nestedIn(Holder value) {
      holder = value;
      return this;
    }

    /** Has only a nested form, in {@code holder}, such as {@code <generator><implementations>}. */
    Builder<T> onlyIn(Holder value) {
      holder = value;
      parameter = false;
      return this;
    }

    /** The goal's parameter has its own type, such as a list of {@code <sample>}s. */
    Builder<T> mavenType(String value) {
      mavenType = value;
      return this;
    }

    /** The report's {@code runIfMissing} takes it too. */
    Builder<T> inReport() {
      inReport = true;
      return this;
    }

    Setting<T> declare() {
      return new Setting<>(this);
    }
  }
}
