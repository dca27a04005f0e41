package io.serbench.probe.crosslanguage;

import io.serbench.model.ModelTypes;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/** Matches an XML document read by the JDK's DOM parser against the sample. */
final class XmlMatcher {
  private XmlMatcher() {}

  /**
   * Matches an XML element against the sample. XML has no types, so a scalar matches by its text (a
   * number by value, an enum by name); a list is the element's children, whatever they are called
   * (Jackson repeats the property name, XStream names the element type); a map is either children
   * named by key or {@code <entry>} pairs of key and value (XStream's layout); an object's fields
   * are child elements by name.
   */
  static void xml(
      Object expected, org.w3c.dom.Element reading, String path, FieldMatch match, int depth) {
    if (expected == null || depth > FieldMatch.MAX_DEPTH || !match.step()) {
      return;
    }
    org.w3c.dom.Element element = GenericReaders.resolve(reading);
    match.visit(
        expected, reading, element, path, () -> xmlValue(expected, element, path, match, depth));
  }

  private static void xmlValue(
      Object expected, org.w3c.dom.Element element, String path, FieldMatch match, int depth) {
    if (element == null) {
      if (!FieldMatch.isDefault(expected)) {
        match.wrong(path, "missing");
      }
      return;
    }
    String text = element.getTextContent();
    if (expected instanceof String || expected instanceof Character) {
      recordText(text.equals(expected.toString()), path, "the string", text, match);
    } else if (expected instanceof Boolean || expected instanceof Enum<?>) {
      String name = expected instanceof Enum<?> e ? e.name() : expected.toString();
      recordText(text.trim().equals(name), path, name, text, match);
    } else if (expected instanceof Number number) {
      boolean same;
      try {
        same =
            expected instanceof Double || expected instanceof Float
                ? Double.parseDouble(text.trim()) == number.doubleValue()
                    || Double.isNaN(number.doubleValue()) && text.trim().equals("NaN")
                : new java.math.BigDecimal(text.trim())
                        .compareTo(new java.math.BigDecimal(expected.toString()))
                    == 0;
      } catch (NumberFormatException e) {
        same = false;
      }
      recordText(same, path, "the number " + expected, text, match);
    } else if (expected instanceof byte[] bytes) {
      recordText(bytes.length == 0 || !text.isBlank(), path, "bytes", text, match);
    } else if (expected.getClass().isArray() || expected instanceof Collection<?>) {
      List<Object> items = FieldMatch.elements(expected);
      List<org.w3c.dom.Element> children = children(element);
      if (children.size() != items.size()) {
        match.wrong(path, "expected a list of " + items.size() + ", found " + children.size());
        return;
      }
      for (int i = 0; i < items.size(); i++) {
        xml(items.get(i), children.get(i), path + "[" + i + "]", match, depth + 1);
      }
    } else if (expected instanceof Map<?, ?> map) {
      List<org.w3c.dom.Element> children = children(element);
      boolean entries =
          !children.isEmpty()
              && children.stream()
                  .allMatch(c -> c.getTagName().equals("entry") && children(c).size() == 2);
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        String key =
            entry.getKey() instanceof Enum<?> e ? e.name() : String.valueOf(entry.getKey());
        org.w3c.dom.Element value = null;
        for (org.w3c.dom.Element child : children) {
          if (entries && children(child).get(0).getTextContent().equals(key)) {
            value = children(child).get(1);
          } else if (!entries && child.getTagName().equals(key)) {
            value = child;
          }
        }
        xml(entry.getValue(), value, path + "[" + key + "]", match, depth + 1);
      }
    } else if (FieldMatch.isObject(expected)) {
      for (Field field : FieldMatch.fields(expected.getClass())) {
        xml(
            ModelTypes.read(field, expected),
            child(element, field.getName()),
            path + "." + field.getName(),
            match,
            depth + 1);
      }
    } else {
      recordText(!text.isBlank() || element.hasChildNodes(), path, "a value", text, match);
    }
  }

  private static List<org.w3c.dom.Element> children(org.w3c.dom.Element element) {
    List<org.w3c.dom.Element> children = new ArrayList<>();
    for (org.w3c.dom.Node n = element.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof org.w3c.dom.Element child) {
        children.add(child);
      }
    }
    return children;
  }

  private static org.w3c.dom.Element child(org.w3c.dom.Element element, String name) {
    return children(element).stream()
        .filter(c -> c.getTagName().equals(name))
        .findFirst()
        .orElse(null);
  }

  private static void recordText(
      boolean same, String path, String expected, String found, FieldMatch match) {
    if (same) {
      match.ok();
    } else {
      String shown = found.length() > 40 ? found.substring(0, 40) + "..." : found;
      match.wrong(path, "expected " + expected + ", found text '" + shown + "'");
    }
  }
}
