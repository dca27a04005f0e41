package io.serbench.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Whether a sample holds a cycle: an object that reaches itself again through the fields of the
 * user's classes, the elements of collections and arrays, or the keys and values of maps. A shared
 * object reached twice on different paths is no cycle. Such a sample round-trips only through a
 * codec that tracks references; one that writes a tree recurses until the stack overflows.
 */
public final class ObjectCycles {
  /** Objects walked at most: a sample of any size costs bounded time. */
  private static final int MAX_WALKED = 1_000_000;

  private ObjectCycles() {}

  /** Whether an object of the sample reaches itself again; depth-first, iteratively. */
  public static boolean hasCycle(Object root) {
    if (root == null) {
      return false;
    }
    // on the path: entered and not yet left; done: left, so met again only through sharing
    Map<Object, Boolean> onPath = new IdentityHashMap<>();
    Deque<Iterator<Object>> path = new ArrayDeque<>();
    Deque<Object> owners = new ArrayDeque<>();
    onPath.put(root, Boolean.TRUE);
    owners.push(root);
    path.push(children(root).iterator());
    int walked = 1;
    while (!path.isEmpty() && walked < MAX_WALKED) {
      Iterator<Object> next = path.peek();
      if (!next.hasNext()) {
        path.pop();
        onPath.put(owners.pop(), Boolean.FALSE);
        continue;
      }
      Object child = next.next();
      Boolean state = onPath.get(child);
      if (Boolean.TRUE.equals(state)) {
        return true;
      }
      if (state == null) {
        walked++;
        onPath.put(child, Boolean.TRUE);
        owners.push(child);
        path.push(children(child).iterator());
      }
    }
    return false;
  }

  private static List<Object> children(Object value) {
    List<Object> children = new ArrayList<>();
    try {
      if (value instanceof Object[] items) {
        for (Object item : items) {
          add(children, item);
        }
      } else if (value instanceof java.util.Collection<?> items) {
        items.forEach(item -> add(children, item));
      } else if (value instanceof Map<?, ?> map) {
        map.forEach(
            (k, v) -> {
              add(children, k);
              add(children, v);
            });
      } else if (!value.getClass().isArray() && !ModelTypes.isPlatform(value.getClass())) {
        ModelTypes.instanceFields(value.getClass())
            .filter(f -> !f.getType().isPrimitive())
            .forEach(f -> add(children, ModelTypes.read(f, value)));
      }
    } catch (RuntimeException e) {
      // a collection whose iterator or a field that cannot be read: nothing found through it
    }
    return children;
  }

  private static void add(List<Object> children, Object value) {
    if (value != null && !(value instanceof String) && !(value instanceof Number)) {
      children.add(value);
    }
  }
}
