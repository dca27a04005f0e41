package io.serbench.probe.versioning.bytecode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AnnotationNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * A class's own conventions, read from its fields and accessors, for a member a versioning variant
 * adds or changes: the visibility its fields share, whether they are reached through accessors, the
 * annotations most of them carry (with the per-field values, a name or a number, made anew for the
 * new member), and which methods are a field's accessors.
 */
final class Neighbours {
  private Neighbours() {}

  /** The accessors of a field, found by the bean and fluent naming rules and by what they touch. */
  record Accessors(List<MethodNode> getters, List<MethodNode> setters) {
    List<MethodNode> all() {
      List<MethodNode> all = new ArrayList<>(getters);
      all.addAll(setters);
      return all;
    }
  }

  /**
   * The field's getters ({@code getX()}, {@code isX()}, {@code x()} returning its type) and setters
   * ({@code setX(T)}, {@code withX(T)}, {@code x(T)}), each of which must read or write the field.
   */
  static Accessors accessors(ClassNode owner, FieldNode field) {
    String cap = capitalised(field.name);
    List<MethodNode> getters = new ArrayList<>();
    List<MethodNode> setters = new ArrayList<>();
    for (MethodNode method : owner.methods) {
      if ((method.access & Opcodes.ACC_STATIC) != 0 || method.name.startsWith("<")) {
        continue;
      }
      boolean getterName =
          method.name.equals("get" + cap)
              || method.name.equals("is" + cap)
              || method.name.equals(field.name);
      boolean setterName =
          method.name.equals("set" + cap)
              || method.name.equals("with" + cap)
              || method.name.equals(field.name);
      if (getterName && method.desc.equals("()" + field.desc) && touches(method, owner, field)) {
        getters.add(method);
      } else if (setterName
          && method.desc.startsWith("(" + field.desc + ")")
          && touches(method, owner, field)) {
        setters.add(method);
      }
    }
    return new Accessors(getters, setters);
  }

  /**
   * True when most of the fields have a getter: the class is a JavaBean, read through accessors.
   */
  static boolean throughAccessors(ClassNode owner, List<FieldNode> fields) {
    long withGetters =
        fields.stream().filter(f -> !accessors(owner, f).getters().isEmpty()).count();
    return withGetters > 0 && withGetters * 2 >= fields.size();
  }

  /** The visibility most of the fields have. */
  static int visibility(List<FieldNode> fields) {
    Map<Integer, Integer> counts = new LinkedHashMap<>();
    int mask = Opcodes.ACC_PUBLIC | Opcodes.ACC_PRIVATE | Opcodes.ACC_PROTECTED;
    fields.forEach(f -> counts.merge(f.access & mask, 1, Integer::sum));
    return counts.entrySet().stream()
        .max(Map.Entry.comparingByValue())
        .map(Map.Entry::getKey)
        .orElse(Opcodes.ACC_PRIVATE);
  }

  /**
   * The annotations a new member named {@code name} carries, as its neighbours carry them: each
   * runtime annotation that at least half of them have, with each value they share copied, a value
   * that differs per member made anew (a name becomes the new member's name, a number the next one
   * after theirs, as {@code @JsonProperty(index)} or protostuff's {@code @Tag} would be), and any
   * other per-member value left to the annotation's default.
   *
   * @param neighbours each neighbour's annotations, null for none
   * @param names each neighbour's field name, in the same order
   */
  static List<AnnotationNode> like(
      List<List<AnnotationNode>> neighbours, List<String> names, String name) {
    Map<String, List<Integer>> carriers = new LinkedHashMap<>();
    for (int i = 0; i < neighbours.size(); i++) {
      if (neighbours.get(i) != null) {
        for (AnnotationNode annotation : neighbours.get(i)) {
          carriers.computeIfAbsent(annotation.desc, d -> new ArrayList<>()).add(i);
        }
      }
    }
    List<AnnotationNode> made = new ArrayList<>();
    carriers.forEach(
        (desc, who) -> {
          if (who.size() * 2 < neighbours.size() || isSerbenchMarker(desc)) {
            return;
          }
          AnnotationNode first = find(neighbours.get(who.get(0)), desc);
          AnnotationNode copy = new AnnotationNode(desc);
          if (first.values != null) {
            for (int v = 0; v < first.values.size(); v += 2) {
              String key = (String) first.values.get(v);
              List<Object> values = new ArrayList<>();
              for (int i : who) {
                values.add(valueOf(find(neighbours.get(i), desc), key));
              }
              Object value = anew(values, names, who, name);
              if (value != null) {
                copy.visit(key, value);
              }
            }
          }
          made.add(copy);
        });
    return made;
  }

  private static Object anew(
      List<Object> values, List<String> names, List<Integer> who, String name) {
    Object first = values.get(0);
    // a name on the wire ({@code @JsonProperty("name")}, {@code
    // @SerializedName("amount_received")})
    // follows its field's name, even where a single neighbour makes every value look shared
    List<String> carriers = who.stream().map(names::get).toList();
    java.util.Optional<NameStyle> style = NameStyle.of(values, carriers);
    if (style.isPresent()) {
      return style.get().apply(name);
    }
    if (values.stream().allMatch(v -> Objects.deepEquals(v, first))
        && !(first instanceof List<?>)
        && !(first instanceof AnnotationNode)) {
      return first;
    }
    if (first instanceof String) {
      return name;
    }
    if (values.stream().allMatch(v -> v instanceof Integer)) {
      return values.stream().mapToInt(v -> (Integer) v).max().orElse(0) + 1;
    }
    if (values.stream().allMatch(v -> v instanceof Long)) {
      return values.stream().mapToLong(v -> (Long) v).max().orElse(0) + 1;
    }
    return null;
  }

  private static boolean isSerbenchMarker(String desc) {
    return desc.startsWith("Lio/serbench/");
  }

  private static AnnotationNode find(List<AnnotationNode> annotations, String desc) {
    return annotations.stream().filter(a -> a.desc.equals(desc)).findFirst().orElseThrow();
  }

  private static Object valueOf(AnnotationNode annotation, String key) {
    if (annotation.values == null) {
      return null;
    }
    for (int i = 0; i < annotation.values.size(); i += 2) {
      if (annotation.values.get(i).equals(key)) {
        return annotation.values.get(i + 1);
      }
    }
    return null;
  }

  /**
   * Replaces, in the annotations given, every string value equal to {@code from} (a name the member
   * is known by on the wire, as in {@code @JsonProperty("name")}) with {@code to}.
   */
  static void rename(List<AnnotationNode> annotations, String from, String to) {
    if (annotations == null) {
      return;
    }
    for (AnnotationNode annotation : annotations) {
      if (annotation.values == null) {
        continue;
      }
      for (int i = 1; i < annotation.values.size(); i += 2) {
        Object value = annotation.values.get(i);
        if (from.equals(value)) {
          annotation.values.set(i, to);
        } else if (value instanceof List<?> list) {
          List<Object> replaced = new ArrayList<>();
          for (Object item : list) {
            replaced.add(from.equals(item) ? to : item);
          }
          annotation.values.set(i, replaced);
        }
      }
    }
  }

  static String capitalised(String name) {
    return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  /** The name an accessor gets when its field is renamed: its field's name in it, replaced. */
  static String renamedAccessor(String method, String from, String to) {
    if (method.equals(from)) {
      return to;
    }
    String cap = capitalised(from);
    return method.substring(0, method.length() - cap.length()) + capitalised(to);
  }

  private static boolean touches(MethodNode method, ClassNode owner, FieldNode field) {
    for (var insn : method.instructions) {
      if (insn instanceof org.objectweb.asm.tree.FieldInsnNode access
          && access.owner.equals(owner.name)
          && access.name.equals(field.name)) {
        return true;
      }
      // a setter that delegates to another (withX calling setX) touches the field through it
      if (insn instanceof MethodInsnNode call
          && call.owner.equals(owner.name)
          && call.name.endsWith(capitalised(field.name))) {
        return true;
      }
    }
    return false;
  }

  /**
   * How a class spells its fields' names on the wire: as the field is named, or in snake, kebab or
   * upper snake case, as a naming annotation on each of them shows.
   */
  enum NameStyle {
    SAME,
    SNAKE,
    KEBAB,
    UPPER_SNAKE;

    /** The style every value follows for its carrier's field name, if one does. */
    static java.util.Optional<NameStyle> of(List<Object> values, List<String> fields) {
      if (values.isEmpty() || !values.stream().allMatch(v -> v instanceof String)) {
        return java.util.Optional.empty();
      }
      for (NameStyle style : values()) {
        boolean all = true;
        for (int i = 0; i < values.size() && all; i++) {
          all = values.get(i).equals(style.apply(fields.get(i)));
        }
        if (all) {
          return java.util.Optional.of(style);
        }
      }
      return java.util.Optional.empty();
    }

    /** The field name in this style. */
    String apply(String field) {
      String words = field.replaceAll("([a-z0-9])([A-Z])", "$1_$2");
      return switch (this) {
        case SAME -> field;
        case SNAKE -> words.toLowerCase(java.util.Locale.ROOT);
        case KEBAB -> words.toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        case UPPER_SNAKE -> words.toUpperCase(java.util.Locale.ROOT);
      };
    }
  }
}
