package io.serbench.testmodel;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A model shaped like code generated from a JSON Schema (jsonschema2pojo, OpenAPI generators):
 * private fields reached through annotated accessors, a property order, and a catch-all map for
 * unknown properties, initialised in its declaration and served by {@code @JsonAnySetter}. Its
 * {@link Strategy} is immutable, with a {@code @JsonCreator} constructor and a Lombok-style
 * builder.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"name", "replicas", "image", "ports", "strategy"})
public class Deployment implements java.io.Serializable {
  @JsonProperty("name")
  private String name;

  @JsonProperty("replicas")
  private int replicas;

  @JsonProperty("image")
  private String image;

  @JsonProperty("ports")
  private List<Integer> ports;

  @JsonProperty("strategy")
  private Strategy strategy;

  // what jsonschema2pojo generates for "additionalProperties": {"type": "string"}
  @JsonIgnore private Map<String, String> additionalProperties = new LinkedHashMap<>();

  @JsonProperty("name")
  public String getName() {
    return name;
  }

  @JsonProperty("name")
  public void setName(String name) {
    this.name = name;
  }

  @JsonProperty("replicas")
  public int getReplicas() {
    return replicas;
  }

  @JsonProperty("replicas")
  public void setReplicas(int replicas) {
    this.replicas = replicas;
  }

  @JsonProperty("image")
  public String getImage() {
    return image;
  }

  @JsonProperty("image")
  public void setImage(String image) {
    this.image = image;
  }

  @JsonProperty("ports")
  public List<Integer> getPorts() {
    return ports;
  }

  @JsonProperty("ports")
  public void setPorts(List<Integer> ports) {
    this.ports = ports;
  }

  @JsonProperty("strategy")
  public Strategy getStrategy() {
    return strategy;
  }

  @JsonProperty("strategy")
  public void setStrategy(Strategy strategy) {
    this.strategy = strategy;
  }

  @JsonAnyGetter
  public Map<String, String> getAdditionalProperties() {
    return additionalProperties;
  }

  @JsonAnySetter
  public void setAdditionalProperty(String name, String value) {
    this.additionalProperties.put(name, value);
  }

  @Override
  public String toString() {
    return "Deployment " + name + " x" + getReplicas() + " of " + image;
  }

  /** An immutable value with a creator and a builder, as Lombok's {@code @Value @Builder}. */
  public static final class Strategy implements java.io.Serializable {
    private final String type;
    private final int maxSurge;
    private final String maxUnavailable;

    @com.fasterxml.jackson.annotation.JsonCreator
    public Strategy(
        @JsonProperty("type") String type,
        @JsonProperty("maxSurge") int maxSurge,
        @JsonProperty("maxUnavailable") String maxUnavailable) {
      this.type = type;
      this.maxSurge = maxSurge;
      this.maxUnavailable = maxUnavailable;
    }

    public String getType() {
      return type;
    }

    public int getMaxSurge() {
      return maxSurge;
    }

    public String getMaxUnavailable() {
      return maxUnavailable;
    }

    public static Builder builder() {
      return new Builder();
    }

    public Builder toBuilder() {
      return new Builder().type(type).maxSurge(maxSurge).maxUnavailable(maxUnavailable);
    }

    /** What Lombok's {@code @Builder} generates. */
    public static final class Builder {
      private String type;
      private int maxSurge;
      private String maxUnavailable;

      Builder() {}

      public Builder type(String type) {
        this.type = type;
        return this;
      }

      public Builder maxSurge(int maxSurge) {
        this.maxSurge = maxSurge;
        return this;
      }

      public Builder maxUnavailable(String maxUnavailable) {
        this.maxUnavailable = maxUnavailable;
        return this;
      }

      public Strategy build() {
        return new Strategy(type, maxSurge, maxUnavailable);
      }
    }
  }
}
