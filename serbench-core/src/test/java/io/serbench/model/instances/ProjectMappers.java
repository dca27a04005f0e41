package io.serbench.model.instances;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.google.gson.Gson;

/** A project's holders of its configured instances, and members that are not such holders. */
public final class ProjectMappers {
  private ProjectMappers() {}

  /** Found: a public static final field. */
  public static final Gson GSON = new Gson();

  /** Not found: not final, so not the one instance the project runs. */
  public static Gson mutable = new Gson();

  /** Not found: private. */
  private static final Gson HIDDEN = new Gson();

  /** Found: a factory whose type extends ObjectMapper. */
  public static JsonMapper json() {
    return JsonMapper.builder().build();
  }

  /** Found: the project's own subclass. */
  public static TeamMapper team() {
    return new TeamMapper();
  }

  /** Not found: takes a parameter. */
  public static ObjectMapper withIndent(boolean indent) {
    return new ObjectMapper();
  }

  /** Not found: not static. */
  public ObjectMapper own() {
    return new ObjectMapper();
  }

  static Gson hidden() {
    return HIDDEN;
  }

  /** The project's subclass of ObjectMapper. */
  public static class TeamMapper extends ObjectMapper {
    private static final long serialVersionUID = 1L;
  }
}
