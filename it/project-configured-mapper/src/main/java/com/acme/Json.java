package com.acme;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The project's own mapper: the model stays free of Jackson, a mix-in declares the subtypes. */
public final class Json {
  private Json() {}

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "in")
  @JsonSubTypes({
    @JsonSubTypes.Type(value = QueryParameter.class, name = "query"),
    @JsonSubTypes.Type(value = HeaderParameter.class, name = "header")
  })
  abstract static class ParameterMixIn {}

  /** The same mapper, held in a field as some libraries keep theirs (stripe-java's GSON). */
  public static final ObjectMapper MAPPER = mapper();

  /** The mapper the project reads and writes its API model with. */
  public static ObjectMapper mapper() {
    return new ObjectMapper().addMixIn(Parameter.class, ParameterMixIn.class);
  }
}
