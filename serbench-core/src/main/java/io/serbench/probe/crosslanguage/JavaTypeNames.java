package io.serbench.probe.crosslanguage;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The Java type information in a document: names and values that are the names of Java classes
 * ({@code "@class":"com.acme.Dog"}, {@code ["java.util.ArrayList",[...]]}, Jackson's minimal {@code
 * ".Dog"}), which only a JVM reader with those classes can act on. A logical type name that the
 * model declares ({@code "type":"Dog"}) is not one: any language reads it as written.
 */
final class JavaTypeNames {
  /** Names looked at, at most: a document of any size is scanned in bounded time. */
  private static final int MAX_STEPS = 100_000;

  /** Found, at most, for the evidence. */
  private static final int MAX_FOUND = 3;

  private static final Pattern QUALIFIED =
      Pattern.compile("[A-Za-z_$][\\w$]*(\\.[A-Za-z_$][\\w$]*)+(\\[])*");

  private final ClassLoader loader;
  private final List<String> packages;
  private final List<String> found = new ArrayList<>();
  private int steps;

  private JavaTypeNames(ClassLoader loader, List<String> packages) {
    this.loader = loader;
    this.packages = packages;
  }

  /**
   * Where the document names a Java class, as {@code path: "name"}, at most three.
   *
   * @param loader the model's loader, in which a class name must resolve to count
   * @param sample the sample whose classes' packages resolve Jackson's minimal names ({@code
   *     ".Dog"})
   */
  static List<String> in(JsonNode document, ClassLoader loader, Object sample) {
    List<String> packages = new ArrayList<>();
    for (Class<?> type : io.serbench.model.ModelTypes.reachableClasses(sample)) {
      if (!type.getPackageName().isEmpty() && !packages.contains(type.getPackageName())) {
        packages.add(type.getPackageName());
      }
    }
    JavaTypeNames names = new JavaTypeNames(loader, packages);
    names.scan(document, "$");
    return List.copyOf(names.found);
  }

  private void scan(JsonNode node, String path) {
    if (node == null || found.size() >= MAX_FOUND || ++steps > MAX_STEPS) {
      return;
    }
    if (node.isTextual()) {
      check(node.textValue(), path);
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        scan(node.get(i), path + "[" + i + "]");
      }
    } else if (node.isObject()) {
      for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> field = it.next();
        check(field.getKey(), path + " name");
        scan(field.getValue(), path + "." + field.getKey());
      }
    }
  }

  private void check(String text, String path) {
    if (found.size() < MAX_FOUND && names(text)) {
      found.add(path + ": \"" + text + "\"");
    }
  }

  /** Whether the text is a class's name: qualified, or minimal (a dot and a model package's). */
  private boolean names(String text) {
    if (text.length() > 300) {
      return false;
    }
    if (text.startsWith(".") && text.length() > 1) {
      String simple = text.substring(1);
      return QUALIFIED.matcher("x." + simple).matches()
          && packages.stream().anyMatch(p -> loads(p + "." + simple));
    }
    return QUALIFIED.matcher(text).matches() && loads(text);
  }

  private boolean loads(String name) {
    String element = name.replace("[]", "");
    try {
      Class.forName(element, false, loader);
      return true;
    } catch (ClassNotFoundException | LinkageError | IllegalArgumentException e) {
      return false;
    }
  }
}
