package io.serbench.model;

import io.serbench.InvalidConfigurationException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/** Turns configured class names and packages into loaded model classes. */
public final class ModelResolver {
  private final ClassLoader loader;
  private final Path classesDirectory;

  /**
   * @param loader loads the project's classes
   * @param classesDirectory the project's compiled classes, scanned for packages
   */
  public ModelResolver(ClassLoader loader, Path classesDirectory) {
    this.loader = loader;
    this.classesDirectory = classesDirectory;
  }

  /** Loads one model class named in {@code element}. */
  public Class<?> load(String element, String className) {
    Class<?> type;
    try {
      type = Class.forName(className.trim(), false, loader);
    } catch (ClassNotFoundException | LinkageError e) {
      throw new InvalidConfigurationException(
          element,
          className,
          "class "
              + className
              + " was not found on the project's classpath; check the name, and run 'mvn compile"
              + " serbench:benchmark' if it is not compiled yet");
    }
    requireConcrete(element, type);
    return type;
  }

  /** Every concrete, non-enum top-level class under the package, subpackages included. */
  public List<Class<?>> scan(String packageName) {
    String trimmed = packageName.trim();
    Path root = classesDirectory.resolve(trimmed.replace('.', '/'));
    List<Class<?>> found = new ArrayList<>();
    if (Files.isDirectory(root)) {
      try (Stream<Path> files = Files.walk(root)) {
        for (String name :
            files.map(this::className).flatMap(Stream::ofNullable).sorted().toList()) {
          Class<?> type = Class.forName(name, false, loader);
          if (isModelCandidate(type)) {
            found.add(type);
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (ClassNotFoundException | LinkageError e) {
        throw new InvalidConfigurationException(
            "packages", trimmed, "cannot load a class of package " + trimmed + ": " + e);
      }
    }
    if (found.isEmpty()) {
      throw new InvalidConfigurationException(
          "packages",
          trimmed,
          "package "
              + trimmed
              + " has no concrete classes with fields under "
              + classesDirectory
              + "; check the package name or compile the project first");
    }
    return found;
  }

  /** Resolves both lists, without duplicates, classes first. */
  public List<Class<?>> resolve(List<String> classes, List<String> packages) {
    Set<Class<?>> all = new LinkedHashSet<>();
    for (String name : classes) {
      all.add(load("classes", name));
    }
    for (String pkg : packages) {
      all.addAll(scan(pkg));
    }
    return List.copyOf(all);
  }

  private String className(Path file) {
    String relative = classesDirectory.relativize(file).toString().replace('\\', '/');
    if (!relative.endsWith(".class")
        || relative.contains("$")
        || relative.endsWith("-info.class")) {
      return null;
    }
    return relative.substring(0, relative.length() - ".class".length()).replace('/', '.');
  }

  private static boolean isModelCandidate(Class<?> type) {
    int modifiers = type.getModifiers();
    return !type.isInterface()
        && !type.isEnum()
        && !type.isAnnotation()
        && !Modifier.isAbstract(modifiers)
        && ModelTypes.instanceFields(type).findAny().isPresent();
  }

  private static void requireConcrete(String element, Class<?> type) {
    String kind =
        type.isEnum()
            ? "an enum"
            : type.isInterface()
                ? "an interface"
                : Modifier.isAbstract(type.getModifiers()) ? "an abstract class" : null;
    if (kind != null) {
      throw new InvalidConfigurationException(
          element,
          type.getName(),
          type.getName()
              + " is "
              + kind
              + "; list concrete model classes, or give a factory method in <samples>");
    }
  }
}
