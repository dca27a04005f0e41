package io.serbench.worker;

import io.serbench.result.CodecDescriptor;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * What a codec's library brings into a project that has none of it, read from what serbench
 * resolved: the library's jar on the worker's classpath and, through the POMs (the one next to each
 * jar in the local repository, or the one the jar embeds), every compile or runtime dependency that
 * is on that classpath too, with its size and the licenses its POM (or a parent POM) declares.
 */
final class AdoptionCosts {
  /** One jar on the classpath, with its Maven coordinates. */
  private record Jar(String groupId, String artifactId, String version, Path file) {
    String key() {
      return groupId + ":" + artifactId;
    }
  }

  /** What one POM says: dependencies as {@code groupId:artifactId}, licenses, and its parent. */
  private record Pom(List<String> dependencies, List<String> licenses, String[] parent) {}

  private static final int MAX_PARENTS = 8;

  private final Map<String, Jar> jars = new LinkedHashMap<>();

  /** Jars without Maven metadata inside, found by their place in the repository layout. */
  private final List<Path> anonymous = new ArrayList<>();

  private final Map<String, List<CodecDescriptor.Artifact>> cache = new HashMap<>();

  private AdoptionCosts(List<Path> classpath) {
    for (Path entry : classpath) {
      if (Files.isRegularFile(entry) && entry.toString().endsWith(".jar")) {
        Jar jar = identify(entry);
        if (jar != null) {
          jars.putIfAbsent(jar.key(), jar);
        } else {
          anonymous.add(entry);
        }
      }
    }
  }

  /** The costs over a class path string, such as the worker's {@code java.class.path}. */
  static AdoptionCosts of(String classpath) {
    List<Path> entries = new ArrayList<>();
    for (String entry : classpath.split(java.io.File.pathSeparator)) {
      if (!entry.isBlank()) {
        entries.add(Path.of(entry));
      }
    }
    return new AdoptionCosts(entries);
  }

  /**
   * The library and every dependency it pulls in that serbench resolved, library first; empty for
   * {@code java.base} or a library that is not on the classpath.
   */
  List<CodecDescriptor.Artifact> artifacts(String library) {
    return cache.computeIfAbsent(library, this::closure);
  }

  /**
   * The library's artifacts, then those of each library the codec's setup adds beside it, each jar
   * once: what a team adopting the codec as serbench sets it up adds to its build.
   */
  List<CodecDescriptor.Artifact> artifacts(String library, List<String> setupLibraries) {
    Map<String, CodecDescriptor.Artifact> all = new java.util.LinkedHashMap<>();
    for (String each : concat(library, setupLibraries)) {
      artifacts(each).forEach(a -> all.putIfAbsent(a.coordinates(), a));
    }
    return List.copyOf(all.values());
  }

  private static List<String> concat(String first, List<String> rest) {
    List<String> all = new ArrayList<>(List.of(first));
    all.addAll(rest);
    return all;
  }

  /**
   * The jar of {@code groupId:artifactId}: by its own metadata, else by its path in the Maven
   * repository layout ({@code group/path/artifactId/version/artifactId-version.jar}).
   */
  private Jar find(String coordinates) {
    Jar known = jars.get(coordinates);
    if (known != null) {
      return known;
    }
    String[] parts = coordinates.split(":");
    if (parts.length != 2) {
      return null;
    }
    for (Path file : anonymous) {
      Path versionDirectory = file.getParent();
      if (versionDirectory == null || versionDirectory.getParent() == null) {
        continue;
      }
      String version = versionDirectory.getFileName().toString();
      Path artifactDirectory = versionDirectory.getParent();
      String expected = "/" + parts[0].replace('.', '/') + "/" + parts[1];
      if (artifactDirectory.toString().replace('\\', '/').endsWith(expected)
          && file.getFileName().toString().equals(parts[1] + "-" + version + ".jar")) {
        Jar jar = new Jar(parts[0], parts[1], version, file);
        jars.put(coordinates, jar);
        return jar;
      }
    }
    return null;
  }

  private List<CodecDescriptor.Artifact> closure(String library) {
    Jar root = find(library);
    if (root == null) {
      return List.of();
    }
    Set<String> seen = new LinkedHashSet<>();
    Deque<Jar> queue = new ArrayDeque<>(List.of(root));
    List<CodecDescriptor.Artifact> artifacts = new ArrayList<>();
    while (!queue.isEmpty()) {
      Jar jar = queue.removeFirst();
      if (!seen.add(jar.key())) {
        continue;
      }
      List<Pom> poms = lineage(jar);
      long bytes;
      try {
        bytes = Files.size(jar.file());
      } catch (IOException e) {
        bytes = 0;
      }
      artifacts.add(
          new CodecDescriptor.Artifact(
              jar.key() + ":" + jar.version(),
              bytes,
              poms.stream()
                  .map(Pom::licenses)
                  .filter(l -> !l.isEmpty())
                  .findFirst()
                  .orElse(List.of())));
      // dependencies declared in a parent POM are inherited
      for (Pom pom : poms) {
        for (String dependency : pom.dependencies()) {
          Jar next = find(dependency);
          if (next != null && !seen.contains(next.key())) {
            queue.addLast(next);
          }
        }
      }
    }
    return List.copyOf(artifacts);
  }

  /** The coordinates from the jar's {@code pom.properties}, preferring the one named like it. */
  private static Jar identify(Path file) {
    try (JarFile jar = new JarFile(file.toFile())) {
      Jar found = null;
      for (JarEntry entry : java.util.Collections.list(jar.entries())) {
        String name = entry.getName();
        if (name.startsWith("META-INF/maven/") && name.endsWith("/pom.properties")) {
          Properties properties = new Properties();
          try (InputStream in = jar.getInputStream(entry)) {
            properties.load(in);
          }
          Jar candidate =
              new Jar(
                  properties.getProperty("groupId"),
                  properties.getProperty("artifactId"),
                  properties.getProperty("version"),
                  file);
          if (candidate.groupId() == null || candidate.artifactId() == null) {
            continue;
          }
          if (file.getFileName().toString().startsWith(candidate.artifactId() + "-")) {
            return candidate;
          }
          found = found == null ? candidate : found;
        }
      }
      return found;
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  /** The POM next to the jar in the local repository, else the one the jar embeds. */
  private static Pom pom(Jar jar) {
    Path beside = jar.file().resolveSibling(jar.artifactId() + "-" + jar.version() + ".pom");
    try {
      if (Files.isRegularFile(beside)) {
        try (InputStream in = Files.newInputStream(beside)) {
          return parse(in);
        }
      }
      try (JarFile file = new JarFile(jar.file().toFile())) {
        JarEntry entry =
            file.getJarEntry(
                "META-INF/maven/" + jar.groupId() + "/" + jar.artifactId() + "/pom.xml");
        if (entry != null) {
          try (InputStream in = file.getInputStream(entry)) {
            return parse(in);
          }
        }
      }
    } catch (Exception e) {
      // no POM to read: the jar alone
    }
    return null;
  }

  /** The jar's POM and its parents in the same local repository, nearest first. */
  private static List<Pom> lineage(Jar jar) {
    List<Pom> poms = new ArrayList<>();
    Pom current = pom(jar);
    Path root = repositoryRoot(jar);
    for (int i = 0; current != null && i < MAX_PARENTS; i++) {
      poms.add(current);
      String[] parent = current.parent();
      if (parent == null || root == null) {
        break;
      }
      Path file =
          root.resolve(parent[0].replace('.', '/'))
              .resolve(parent[1])
              .resolve(parent[2])
              .resolve(parent[1] + "-" + parent[2] + ".pom");
      current = null;
      if (Files.isRegularFile(file)) {
        try (InputStream in = Files.newInputStream(file)) {
          current = parse(in);
        } catch (Exception e) {
          // an unreadable parent ends the lineage
        }
      }
    }
    return poms;
  }

  /** The local repository's root, when the jar sits in the Maven repository layout. */
  private static Path repositoryRoot(Jar jar) {
    Path versionDirectory = jar.file().getParent();
    if (versionDirectory == null
        || !versionDirectory.getFileName().toString().equals(jar.version())
        || versionDirectory.getParent() == null
        || !versionDirectory.getParent().getFileName().toString().equals(jar.artifactId())) {
      return null;
    }
    Path root = versionDirectory.getParent().getParent();
    for (int i = 0; root != null && i < jar.groupId().split("\\.").length; i++) {
      root = root.getParent();
    }
    return root;
  }

  private static Pom parse(InputStream in) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    factory.setExpandEntityReferences(false);
    Document document = factory.newDocumentBuilder().parse(in);
    Element project = document.getDocumentElement();
    Element parentElement = child(project, "parent");
    String[] parent =
        parentElement == null
            ? null
            : new String[] {
              text(parentElement, "groupId"),
              text(parentElement, "artifactId"),
              text(parentElement, "version")
            };
    String groupId = text(project, "groupId");
    if (groupId == null && parent != null) {
      groupId = parent[0];
    }
    List<String> dependencies = new ArrayList<>();
    Element list = child(project, "dependencies");
    if (list != null) {
      for (Element dependency : children(list, "dependency")) {
        String scope = text(dependency, "scope");
        boolean optional = "true".equals(text(dependency, "optional"));
        if (optional || scope != null && !scope.equals("compile") && !scope.equals("runtime")) {
          continue;
        }
        String group = text(dependency, "groupId");
        if (group != null && group.startsWith("${")) {
          group = groupId;
        }
        dependencies.add(group + ":" + text(dependency, "artifactId"));
      }
    }
    List<String> licenses = new ArrayList<>();
    Element licenseList = child(project, "licenses");
    if (licenseList != null) {
      for (Element license : children(licenseList, "license")) {
        String name = text(license, "name");
        if (name != null) {
          licenses.add(name.trim().replaceAll("\\s+", " "));
        }
      }
    }
    return new Pom(dependencies, licenses, parent);
  }

  private static Element child(Element parent, String name) {
    List<Element> found = children(parent, name);
    return found.isEmpty() ? null : found.get(0);
  }

  private static List<Element> children(Element parent, String name) {
    List<Element> found = new ArrayList<>();
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e && e.getTagName().equals(name)) {
        found.add(e);
      }
    }
    return found;
  }

  private static String text(Element parent, String name) {
    Element element = child(parent, name);
    return element == null ? null : element.getTextContent().trim();
  }
}
