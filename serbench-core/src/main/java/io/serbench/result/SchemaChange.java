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
   * A field renamed (the middle one, the first of two): its accessors and the wire names its
   * annotations spell with the old name follow it. Field-number and field-order formats keep the
   * value; field-name formats do not.
   */
  RENAME_FIELD("rename-field"),
  /**
   * The first {@code int} field widened to {@code long}, values still in range; reported but never
   * required.
   */
  WIDEN_INT_LONG("widen-int-long"),
  /**
   * The first {@code int} field becomes {@code Integer}, as when a value is made optional; values
   * kept; reported but never required.
   */
  INT_TO_INTEGER("int-to-integer");

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
    APPEND(EnumSet.of(ADD_LAST, REMOVE_LAST)),
    /** Fields added, removed and renamed anywhere in a class. */
    RENAMES(EnumSet.of(ADD_LAST, ADD_FIRST, REMOVE_MIDDLE, REMOVE_LAST, RENAME_FIELD));

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
