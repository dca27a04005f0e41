package io.serbench.library;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Libraries released together at one version, whose modules must match their core: Jackson 2 (its
 * dataformats, datatypes and modules match {@code jackson-databind}), Jackson 3 and protobuf-java
 * (protobuf-java-util matches it). When the project already has a family's core, the project's
 * version wins, so every module serbench adds for a codec of that family has to be moved to that
 * version too ({@link #toAlign}); the build tool resolves the versions this class proposes.
 */
public final class LibraryFamilies {
  /**
   * One family.
   *
   * @param groupPrefix the group ids of its members start with this
   * @param cores the artifacts whose version the members follow, best first
   */
  record Family(String groupPrefix, List<String> cores) {
    boolean member(String key) {
      return key.startsWith(groupPrefix);
    }
  }

  static final List<Family> FAMILIES =
      List.of(
          new Family(
              "com.fasterxml.jackson.",
              List.of(
                  "com.fasterxml.jackson.core:jackson-databind",
                  "com.fasterxml.jackson.core:jackson-core")),
          new Family(
              "tools.jackson.",
              List.of("tools.jackson.core:jackson-databind", "tools.jackson.core:jackson-core")),
          new Family("com.google.protobuf:", List.of("com.google.protobuf:protobuf-java")));

  private LibraryFamilies() {}

  /**
   * A module to move to the project's version of its family.
   *
   * @param library {@code groupId:artifactId}
   * @param ownVersion serbench's version of it
   * @param core the project's core artifact that sets the version
   * @param coreVersion the project's version of {@code core}
   * @param candidates the versions to try, best first: the core's version, then its first three
   *     parts (a databind micro patch such as 2.13.4.2 has no module of its own), then its first
   *     two (jackson-annotations 2.20 and later)
   */
  public record Wanted(
      String library, String ownVersion, String core, String coreVersion, List<String> candidates) {
    public Wanted {
      candidates = List.copyOf(candidates);
    }

    /** The record of the version that was resolved, or of none. */
    public AlignedLibrary resolved(Optional<String> version) {
      return new AlignedLibrary(
          library, version.orElse(ownVersion), ownVersion, core, coreVersion, version.isPresent());
    }
  }

  /**
   * The modules to move.
   *
   * @param project the project's runtime artifacts, {@code groupId:artifactId} to version
   * @param worker serbench's worker artifacts as its own POM resolves them, {@code
   *     groupId:artifactId} to version
   * @return for each worker artifact that the project does not have, whose family core the project
   *     has at another version, the versions to try
   */
  public static List<Wanted> toAlign(Map<String, String> project, Map<String, String> worker) {
    List<Wanted> wanted = new ArrayList<>();
    for (Family family : FAMILIES) {
      Optional<String> core = family.cores().stream().filter(project::containsKey).findFirst();
      if (core.isEmpty()) {
        continue;
      }
      String coreVersion = project.get(core.get());
      worker.forEach(
          (library, own) -> {
            if (family.member(library)
                && !project.containsKey(library)
                && !own.equals(coreVersion)) {
              wanted.add(
                  new Wanted(library, own, core.get(), coreVersion, candidates(coreVersion)));
            }
          });
    }
    return wanted;
  }

  /** The versions of a module that match a core version, best first ({@link Wanted#candidates}). */
  public static List<String> candidates(String version) {
    List<String> candidates = new ArrayList<>();
    candidates.add(version);
    String[] parts = version.split("\\.");
    if (parts.length > 3) {
      candidates.add(parts[0] + "." + parts[1] + "." + parts[2]);
    }
    if (parts.length > 2) {
      candidates.add(parts[0] + "." + parts[1]);
    }
    return candidates;
  }
}
