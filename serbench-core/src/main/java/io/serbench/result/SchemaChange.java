package io.serbench.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One change of a model class that the versioning probe makes, as a deployment would: each is
 * tested in both directions (a new reader with old bytes, an old reader with new bytes).
 */
public enum SchemaChange {
  /** A String field added after the existing ones. */
  ADD_LAST("add-last"),
  /** A String field added before the existing ones: shifts field-order formats. */
  ADD_FIRST("add-first"),
  /**
   * A field with others after it removed (the middle one; the first when there are two): shifts
   * field-order formats.
   */
  REMOVE_MIDDLE("remove-middle"),
  /** The last field removed. */
  REMOVE_LAST("remove-last"),
  /**
   * The first {@code int} field widened to {@code long}, values still in range; reported but never
   * required.
   */
  WIDEN_INT_LONG("widen-int-long");

  private final String id;

  SchemaChange(String id) {
    this.id = id;
  }

  /** The change's name in results.json and in the report, such as {@code add-first}. */
  @JsonValue
  public String id() {
    return id;
  }

  /** Parses {@link #id()}. */
  @JsonCreator
  public static SchemaChange of(String id) {
    return Arrays.stream(values())
        .filter(c -> c.id.equals(id))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("unknown schema change " + id));
  }

  /** Which changes the versioning constraint requires to survive. */
  public enum Required {
    /** Fields added and removed anywhere in a class: the default. */
    FIELDS(EnumSet.of(ADD_LAST, ADD_FIRST, REMOVE_MIDDLE, REMOVE_LAST)),
    /**
     * Fields added and removed at the end only: the rule users of field-order formats live with.
     */
    APPEND(EnumSet.of(ADD_LAST, REMOVE_LAST));

    private final Set<SchemaChange> changes;

    Required(Set<SchemaChange> changes) {
      this.changes = changes;
    }

    /** The changes that must survive. */
    public Set<SchemaChange> changes() {
      return changes;
    }

    /** The changes' ids, such as {@code add-last, remove-last}. */
    public String describe() {
      return changes.stream().map(SchemaChange::id).collect(Collectors.joining(", "));
    }
  }
}
