package io.serbench.probe.versioning.bytecode;

import java.util.Map;
import java.util.Set;

/**
 * One field change that code outside the changed class must follow: a field removed, renamed or
 * given another type, with its accessors. {@link EditedReferences} rewrites every instruction that
 * reaches the field or its accessors, in the changed class and in the classes around it (its
 * builder, its subclasses).
 *
 * @param kind what happened to the field
 * @param owners the internal names an instruction may name the field by: the class and its
 *     subclasses in the model
 * @param field the field's name before the change
 * @param desc the field's descriptor before the change
 * @param newName the field's name after the change (null when removed)
 * @param newDesc the field's descriptor after the change (null when removed)
 * @param methods accessor {@code name+desc} before the change to {@code name+desc} after it, or to
 *     the empty string where the change removed the accessor
 */
public record FieldEdit(
    Kind kind,
    Set<String> owners,
    String field,
    String desc,
    String newName,
    String newDesc,
    Map<String, String> methods) {

  /** What happened to the field. */
  enum Kind {
    REMOVED,
    RENAMED,
    RETYPED
  }

  /** The same edit, matched on more owners (the changed class's subclasses). */
  public FieldEdit withOwners(Set<String> more) {
    Set<String> all = new java.util.LinkedHashSet<>(owners);
    all.addAll(more);
    return new FieldEdit(kind, Set.copyOf(all), field, desc, newName, newDesc, methods);
  }
}
