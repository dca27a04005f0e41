package io.serbench.library;

import java.util.List;

/**
 * How the worker's libraries meet the project's: which of serbench's modules were moved to the
 * version of a library family the project has, and serbench's own jars that the project's versions
 * replaced, for a codec that cannot run over the project's jars to run over serbench's, in class
 * loaders of its own.
 *
 * @param aligned the modules moved to the project's family version, or left at serbench's where no
 *     matching version was found
 * @param replaced serbench's own jars, at serbench's versions, of every artifact whose version on
 *     the worker's classpath is another: the project's own, or an aligned one
 */
public record WorkerLibraries(List<AlignedLibrary> aligned, List<CodecJars.Jar> replaced) {
  /** Nothing aligned, nothing replaced. */
  public static final WorkerLibraries NONE = new WorkerLibraries(List.of(), List.of());

  public WorkerLibraries {
    aligned = aligned == null ? List.of() : List.copyOf(aligned);
    replaced = replaced == null ? List.of() : List.copyOf(replaced);
  }
}
