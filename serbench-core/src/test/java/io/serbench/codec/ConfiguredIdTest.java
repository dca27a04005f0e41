package io.serbench.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.esotericsoftware.kryo.Kryo;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.InvalidConfigurationException;
import io.serbench.config.CodecPatterns;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A codec id bound to the project's own instance ({@code jackson-json=com.acme.Json#mapper}) runs
 * that instance: a model that serbench's plain mapper cannot carry round-trips through the
 * project's mapper with its mix-in.
 */
class ConfiguredIdTest {
  private static final String FACTORY = ConfiguredIdTest.class.getName() + "#mapper";

  public abstract static class Parameter {
    public String name;
  }

  public static class QueryParameter extends Parameter {
    public boolean required;
  }

  public static class HeaderParameter extends Parameter {
    public String format;
  }

  public static class Operation {
    public List<Parameter> parameters = new ArrayList<>();
  }

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "in")
  @JsonSubTypes({
    @JsonSubTypes.Type(value = QueryParameter.class, name = "query"),
    @JsonSubTypes.Type(value = HeaderParameter.class, name = "header")
  })
  abstract static class ParameterMixIn {}

  /** The project's mapper: subtypes through a mix-in, as OpenAPI models are read. */
  public static ObjectMapper mapper() {
    return new ObjectMapper().addMixIn(Parameter.class, ParameterMixIn.class);
  }

  /** The project's mapper in a public static final field, as stripe-java keeps its Gson. */
  public static final ObjectMapper MAPPER = mapper();

  /** The project's Jackson 3 mapper, with the same mix-in. */
  public static final tools.jackson.databind.json.JsonMapper MAPPER3 =
      tools.jackson.databind.json.JsonMapper.builder()
          .addMixIn(Parameter.class, ParameterMixIn.class)
          .build();

  /** A field that holds nothing yet. */
  public static ObjectMapper unset;

  /** A factory that returns another library's instance. */
  public static Kryo kryo() {
    return new Kryo();
  }

  /** Not static. */
  public ObjectMapper notStatic() {
    return new ObjectMapper();
  }

  private static Operation operation() {
    Operation operation = new Operation();
    QueryParameter query = new QueryParameter();
    query.name = "limit";
    query.required = true;
    HeaderParameter header = new HeaderParameter();
    header.name = "X-Trace";
    header.format = "uuid";
    operation.parameters.add(query);
    operation.parameters.add(header);
    return operation;
  }

  private static Codec codec(String id) throws Exception {
    return CodecCatalog.standard()
        .find(id)
        .orElseThrow()
        .create(new CodecContext(Operation.class, List.of(Operation.class)));
  }

  @Test
  void theProjectsMapper_carriesTheSubtypes_thatSerbenchsPlainMapperLoses() throws Exception {
    Codec project = codec("jackson-json=" + FACTORY);
    Operation back = (Operation) project.decode(project.encode(operation()));

    assertThat(back.parameters)
        .extracting(p -> p.getClass().getSimpleName())
        .containsExactly("QueryParameter", "HeaderParameter");
    assertThat(((HeaderParameter) back.parameters.get(1)).format).isEqualTo("uuid");

    Codec plain = codec("jackson-json");
    byte[] bytes = plain.encode(operation());
    assertThatThrownBy(() -> plain.decode(bytes)).hasMessageContaining("abstract");
  }

  @Test
  void aPublicStaticField_isTakenAsWellAsAMethod_forJackson2And3() throws Exception {
    for (String id :
        List.of(
            "jackson-json=" + ConfiguredIdTest.class.getName() + "#MAPPER",
            "jackson3-json=" + ConfiguredIdTest.class.getName() + "#MAPPER3")) {
      Codec project = codec(id);
      Operation back = (Operation) project.decode(project.encode(operation()));

      assertThat(back.parameters)
          .as(id)
          .extracting(p -> p.getClass().getSimpleName())
          .containsExactly("QueryParameter", "HeaderParameter");
    }
  }

  @Test
  void theConfiguredCodec_keepsTheFormatAndClaims_andSaysTheSetupIsTheProjects() {
    CodecInfo info = CodecCatalog.standard().find("jackson-json=" + FACTORY).orElseThrow().info();
    CodecInfo base = CodecCatalog.standard().find("jackson-json").orElseThrow().info();

    assertThat(info.id()).isEqualTo("jackson-json=" + FACTORY);
    assertThat(info.library()).isEqualTo(base.library());
    assertThat(info.claims()).isEqualTo(base.claims());
    assertThat(info.mode()).startsWith("the project's own instance, from " + FACTORY);
  }

  @Test
  void selection_placesTheConfiguredCodecAfterItsBase_andCurrentAddsIt() {
    List<String> ids =
        CodecPatterns.select(
                CodecCatalog.standard(), List.of("kryo", "jackson-json"), "jackson-json=" + FACTORY)
            .stream()
            .map(p -> p.info().id())
            .toList();

    assertThat(ids).containsExactly("kryo", "jackson-json", "jackson-json=" + FACTORY);
  }

  @Test
  void aMalformedOrUnknownFactory_isAOneLineErrorNamingTheElementAndTheFix() {
    assertThatThrownBy(
            () ->
                CodecPatterns.select(
                    CodecCatalog.standard(), List.of("jackson-json=com.acme.Json.mapper")))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("is not a factory")
        .hasMessageContaining("jackson-json=com.acme.Json#mapper");
    assertThatThrownBy(
            () -> CodecPatterns.select(CodecCatalog.standard(), List.of("jsonish=com.acme.Json#m")))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("unknown codec id 'jsonish'");
    assertThatThrownBy(() -> codec("jackson-json=com.acme.Missing#mapper"))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("there is no class com.acme.Missing")
        .hasMessageContaining(
            "returns your configured com.fasterxml.jackson.databind.ObjectMapper");
    assertThatThrownBy(() -> codec("jackson-json=" + ConfiguredIdTest.class.getName() + "#kryo"))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("returned a com.esotericsoftware.kryo.Kryo")
        .hasMessageContaining("takes a com.fasterxml.jackson.databind.ObjectMapper");
    assertThatThrownBy(
            () -> codec("jackson-json=" + ConfiguredIdTest.class.getName() + "#notStatic"))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("is not static");
    assertThatThrownBy(() -> codec("jackson-json=" + ConfiguredIdTest.class.getName() + "#nothing"))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("has no public method nothing() without parameters")
        .hasMessageContaining("and no public field nothing")
        .hasMessageContaining("or a public static field that holds it")
        .hasMessageNotContaining("\n");
    assertThatThrownBy(() -> codec("jackson-json=" + ConfiguredIdTest.class.getName() + "#unset"))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("#unset holds null");
    assertThatThrownBy(() -> codec("gson=" + ConfiguredIdTest.class.getName() + "#MAPPER"))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("returned a com.fasterxml.jackson.databind.ObjectMapper")
        .hasMessageContaining("takes a com.google.gson.Gson");
    assertThatThrownBy(() -> codec("protostuff-runtime=" + FACTORY))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("cannot take the project's instance");
  }
}
