/**
 * Maven's side of library versions: the worker's class path and the versioned codecs' jars,
 * resolved with Maven's resolver. The worker class path is a POM ({@code serbench-worker}: core,
 * JMH and every codec library, their conflicts settled in the parent's dependency management),
 * resolved at run time so that codec libraries never enter Maven's class realm ({@code
 * MavenWorkerClasspath}). Every library the project already has is dropped, so the project's
 * version wins, and the modules of a library family whose core the project has are resolved at the
 * matching version ({@code io.serbench.library.LibraryFamilies}). {@code MavenCodecJars} resolves
 * each {@code id@version} codec's library and setup libraries at that version.
 */
package io.serbench.maven.library;
