package io.serbench.model;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;

/**
 * Finds the public static instances of given types that a project's classes hand out: a public
 * static method without parameters ({@code io.swagger.v3.core.util.Json#mapper}) or a public static
 * final field ({@code com.stripe.net.ApiResource#GSON}) whose declared type is one of the types or
 * extends one ({@code JsonMapper} extends {@code ObjectMapper}). It reads class files with ASM,
 * headers and member signatures only, and loads no class: a model's jar of a few thousand classes
 * costs tens of milliseconds.
 */
public final class StaticInstances {
  private static final int PUBLIC_STATIC = Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC;

  /** The types asked for, by internal name, and what each declared type resolves to. */
  private final Set<String> targets;

  private final ClassLoader loader;
  private final Map<String, Optional<String>> resolved = new HashMap<>();

  /**
   * One member that holds or returns an instance.
   *
   * @param owner the class's binary name, {@code io.swagger.v3.core.util.Json}
   * @param member the method's or the field's name
   * @param field whether the member is a field
   * @param declaredType the member's declared type, {@code
   *     com.fasterxml.jackson.databind.json.JsonMapper}
   * @param type the type asked for that it is or extends, {@code
   *     com.fasterxml.jackson.databind.ObjectMapper}
   */
  public record Found(
      String owner, String member, boolean field, String declaredType, String type) {
    /** The member as a setting writes it: {@code Class#member}. */
    public String reference() {
      return owner + "#" + member;
    }
  }

  private StaticInstances(Set<String> types, ClassLoader loader) {
    this.targets = Set.copyOf(types.stream().map(t -> t.replace('.', '/')).toList());
    this.loader = loader;
  }

  /**
   * The members of the classes under {@code roots} (class directories and jars) that hand out an
   * instance of one of {@code types}, in the order of the roots, then by class and member name.
   *
   * @param types binary class names, {@code com.google.gson.Gson}
   * @param loader where the supertypes of a declared type are read from, as class files
   */
  public static List<Found> find(List<Path> roots, Set<String> types, ClassLoader loader) {
    StaticInstances scan = new StaticInstances(types, loader);
    List<Found> found = new ArrayList<>();
    for (Path root : roots) {
      List<Found> inRoot = new ArrayList<>();
      try {
        if (Files.isDirectory(root)) {
          scan.directory(root, inRoot);
        } else if (Files.isRegularFile(root) && root.toString().endsWith(".jar")) {
          scan.jar(root, inRoot);
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read " + root + ": " + e.getMessage(), e);
      }
      inRoot.sort(
          java.util.Comparator.comparing(Found::owner)
              .thenComparing(Found::field)
              .thenComparing(Found::member));
      found.addAll(inRoot);
    }
    return found;
  }

  private void directory(Path root, List<Found> found) throws IOException {
    List<Path> classes;
    try (Stream<Path> walk = Files.walk(root)) {
      classes = walk.filter(p -> p.toString().endsWith(".class")).sorted().toList();
    }
    for (Path file : classes) {
      try (InputStream in = Files.newInputStream(file)) {
        read(in, found);
      }
    }
  }

  private void jar(Path root, List<Found> found) throws IOException {
    try (ZipFile zip = new ZipFile(root.toFile())) {
      var entries = zip.entries();
      while (entries.hasMoreElements()) {
        ZipEntry entry = entries.nextElement();
        String name = entry.getName();
        if (name.endsWith(".class")
            && !name.startsWith("META-INF/")
            && !name.endsWith("module-info.class")) {
          try (InputStream in = zip.getInputStream(entry)) {
            read(in, found);
          }
        }
      }
    }
  }

  private void read(InputStream in, List<Found> found) throws IOException {
    ClassReader reader;
    try {
      reader = new ClassReader(in);
    } catch (IllegalArgumentException e) {
      // a class file of a newer format than this ASM reads: its members cannot be asked
      return;
    }
    if ((reader.getAccess() & Opcodes.ACC_PUBLIC) == 0
        || (reader.getAccess() & (Opcodes.ACC_SYNTHETIC | Opcodes.ACC_ANNOTATION)) != 0) {
      return;
    }
    String owner = reader.getClassName().replace('/', '.');
    // the member tables read by hand: only a public static member's descriptor becomes a String
    char[] buffer = new char[reader.getMaxStringLength()];
    int at = reader.header + 6;
    at += 2 + 2 * reader.readUnsignedShort(at);
    for (boolean fields : new boolean[] {true, false}) {
      int count = reader.readUnsignedShort(at);
      at += 2;
      for (int i = 0; i < count; i++) {
        int access = reader.readUnsignedShort(at);
        if (isPublicStatic(access) && (!fields || (access & Opcodes.ACC_FINAL) != 0)) {
          String descriptor = reader.readUTF8(at + 4, buffer);
          String type = fields ? descriptor : returned(descriptor);
          if (type != null) {
            String name = reader.readUTF8(at + 2, buffer);
            matched(type).ifPresent(t -> found.add(found(owner, name, fields, type, t)));
          }
        }
        int attributes = reader.readUnsignedShort(at + 6);
        at += 8;
        for (int a = 0; a < attributes; a++) {
          at += 6 + reader.readInt(at + 2);
        }
      }
    }
  }

  /** The object type a method without parameters returns, or null. */
  private static String returned(String descriptor) {
    return descriptor.startsWith("()L") ? descriptor.substring(2) : null;
  }

  private static boolean isPublicStatic(int access) {
    return (access & PUBLIC_STATIC) == PUBLIC_STATIC
        && (access & (Opcodes.ACC_SYNTHETIC | Opcodes.ACC_BRIDGE)) == 0;
  }

  private static Found found(
      String owner, String member, boolean field, String descriptor, String type) {
    return new Found(owner, member, field, internal(descriptor).replace('/', '.'), type);
  }

  /** The type asked for that a field or return descriptor is or extends, if any. */
  private Optional<String> matched(String descriptor) {
    if (!descriptor.startsWith("L") || descriptor.startsWith("Ljava/")) {
      return Optional.empty();
    }
    return resolve(internal(descriptor)).map(t -> t.replace('/', '.'));
  }

  private static String internal(String descriptor) {
    return descriptor.substring(1, descriptor.length() - 1);
  }

  /** Walks the superclasses through their class files, each read once per scan. */
  private Optional<String> resolve(String type) {
    Optional<String> known = resolved.get(type);
    if (known != null) {
      return known;
    }
    Optional<String> answer;
    if (targets.contains(type)) {
      answer = Optional.of(type);
    } else if (type.startsWith("java/")) {
      answer = Optional.empty();
    } else {
      answer = superName(type).flatMap(this::resolve);
    }
    resolved.put(type, answer);
    return answer;
  }

  private Optional<String> superName(String type) {
    try (InputStream in = loader.getResourceAsStream(type + ".class")) {
      if (in == null) {
        return Optional.empty();
      }
      return Optional.ofNullable(new ClassReader(in).getSuperName());
    } catch (IOException | IllegalArgumentException e) {
      return Optional.empty();
    }
  }
}
