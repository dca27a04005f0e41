/**
 * The codec catalog and the seam to every library: a {@code CodecProvider} describes a library's
 * codec (id, format, claims, effort, JVM flags) and creates it; {@code CodecCatalog} finds the
 * providers through {@code java.util.ServiceLoader} and finds each by id; {@code
 * config.CodecPatterns} reads a run's selection from it (ids, globs, {@code !}, and the groups
 * {@code default} and {@code all}) and names those left out, so a short default run never hides the
 * rest. One package per library, {@code codec.<library>}, holds its providers and codecs; no class
 * outside {@code codec} reaches one.
 *
 * <p>Rules of the seam:
 *
 * <ul>
 *   <li>A provider never touches its library outside {@code create}: it reaches the library only
 *       through a static factory on its codec class. So a JVM without the libraries (Maven's) reads
 *       every codec's traits and flags, and a provider that cannot load is reported, never fatal.
 *   <li>What samples, checks and codecs share about a library lives here, one level up: {@code
 *       ProtobufTypes} (a generated message, recognised by its supertypes' names, without
 *       protobuf-java), {@code ProtobufSamples} (filled through its builder by descriptor; read by
 *       the cross-language probe with the descriptor alone), {@code JacksonMappers} (the Jackson 2
 *       setup the codecs and fixtures share). A package cannot use its subpackages without a cycle,
 *       so these are the helpers themselves, each loaded only when a caller reaches it.
 *   <li>Groups ({@code Group}): {@code DEFAULT}, {@code EXTENDED}, and {@code BY_MODEL} for codecs
 *       that fit some models only ({@code appliesTo}: protobuf-java on generated messages), which
 *       join a default selection after the model scan. Contributed codecs join the default set. The
 *       worker narrows the default set to the project's Jackson JSON majors ({@code JacksonMajors}
 *       reads the project's class path, not the worker's, which has both).
 *   <li>A versioned codec ({@code VersionedId}, {@code jackson-json@2.18.2}) is the base provider
 *       under another id ({@code VersionedProvider}), with class loaders of its own. In a JMH fork
 *       (which runs on the worker's class path) {@code VersionedLoaders} makes a loader over the
 *       version's class path that shares only {@code Codec} and {@code CodecContext}; the timed
 *       call is an interface call on {@code Codec}, as for every codec.
 *   <li>A project's own instance is a codec id too ({@code ConfiguredId}, {@code id=Class#member}):
 *       {@code ConfiguredProvider} calls the factory in the model's class loader and hands the
 *       instance to its family's {@code InstanceAdapter}, found with {@code ServiceLoader} in the
 *       library's package. {@code ProjectInstances} decides the family from coordinates alone;
 *       {@code ModelBinding} and {@code FoundInstance} say how the project binds its model.
 *   <li>A provider may say more: that the build generated its binding ({@code bindsAtBuildTime}:
 *       the versioning matrix would run adapters compiled for the original shape, so versioning is
 *       NOT_TESTED with the reason), what it really measured ({@code measuredMode}), its setup as
 *       Java source for the report ({@code SetupSnippet}, text, so the provider loads without its
 *       library; {@code SetupSnippetTest} compiles every default codec's), and a failure's one-line
 *       fix ({@code remedy}, from the exception's class name and message only; {@code FixHints}).
 *   <li>{@code SchemaResolvingCodec}: a codec that writes with a schema (Avro) can print it and
 *       read another schema's bytes through the library's own resolution, for the versioning and
 *       cross-language probes.
 * </ul>
 */
package io.serbench.codec;
