package io.serbench.report;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.SetupSnippet;
import io.serbench.result.BenchmarkResults;
import io.serbench.result.CodecDescriptor;
import io.serbench.result.ModelRole;
import io.serbench.result.SampleResult;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The copy-paste block for the recommended codec: the Maven dependencies at the versions measured,
 * the setup as measured (the codec's own {@link CodecProvider#setupSnippet()}, with the classes
 * serbench registered, in its order) and the JVM flags. The dependencies are the library's own
 * artifact and those its setup adds ({@code CodecInfo.setupLibraries}), not the ones they pull in:
 * Maven resolves those, and the adoption table lists them.
 *
 * @param codec the recommended codec's id
 * @param version the library's version as measured
 * @param jdk whether it ships with the JDK (no dependency to add)
 * @param dependencies the {@code <dependency>} elements, or empty
 * @param snippet the setup as Java source, or empty when the codec gives none
 * @param usage how to create it for the messages, one line each, or empty
 * @param flags the JVM flags it ran with
 * @param registered whether the snippet holds serbench's registration list
 * @param documentation the library's documentation for this mode, or empty
 */
public record AdoptView(
    String codec,
    String version,
    boolean jdk,
    String dependencies,
    String snippet,
    List<String> usage,
    List<String> flags,
    boolean registered,
    String documentation) {

  /**
   * The project's factory whose instance was measured ({@code com.acme.Json#mapper}), or empty when
   * serbench created the codec with its own setup.
   */
  public String projectFactory() {
    return io.serbench.codec.ConfiguredId.of(codec)
        .map(io.serbench.codec.ConfiguredId::factory)
        .orElse("");
  }

  /** How many message classes the usage lines name. */
  private static final int USAGE_LINES = 3;

  /** The block for the run's pick, or null when nothing is recommended. */
  static AdoptView of(BenchmarkResults results) {
    if (results.recommendation() == null || results.recommendation().codec() == null) {
      return null;
    }
    String id = results.recommendation().codec();
    CodecDescriptor codec =
        results.codecs().stream().filter(c -> c.id().equals(id)).findFirst().orElse(null);
    if (codec == null) {
      return null;
    }
    CodecProvider provider = CodecCatalog.standard().find(id).orElse(null);
    String template = provider == null ? "" : provider.setupSnippet();
    String snippet =
        template.isEmpty()
            ? ""
            : SetupSnippet.render(template, id, codec.registeredClasses()).stripTrailing();
    String className = SetupSnippet.className(id);
    return new AdoptView(
        id,
        codec.version(),
        codec.library().equals("java.base"),
        dependencies(codec, provider == null ? List.of() : provider.info().setupLibraries()),
        snippet,
        snippet.isEmpty()
            ? List.of()
            : messages(results).stream()
                .limit(USAGE_LINES)
                .map(type -> usage(className, type))
                .toList(),
        codec.jvmFlags(),
        template.contains(SetupSnippet.REGISTERED) && !codec.registeredClasses().isEmpty(),
        codec.documentation() == null ? "" : codec.documentation());
  }

  /** {@code OrderCodec... orderCodec = new ...(com.acme.Order.class);} for one message class. */
  private static String usage(String className, String type) {
    String canonical = type.replace('$', '.');
    String simple = canonical.substring(canonical.lastIndexOf('.') + 1);
    String variable =
        simple.isEmpty()
            ? "codec"
            : Character.toLowerCase(simple.charAt(0)) + simple.substring(1) + "Codec";
    return className + " " + variable + " = new " + className + "(" + canonical + ".class);";
  }

  /**
   * The library's own artifact and those of the setup's libraries, at the versions measured: from
   * the artifacts serbench resolved, else the library at the version it loaded.
   */
  static String dependencies(CodecDescriptor codec, List<String> setupLibraries) {
    if (codec.library().equals("java.base")) {
      return "";
    }
    Set<String> own = new LinkedHashSet<>(List.of(codec.library()));
    own.addAll(setupLibraries);
    List<String> coordinates = new ArrayList<>();
    for (CodecDescriptor.Artifact artifact : codec.artifacts()) {
      String[] parts = artifact.coordinates().split(":");
      if (parts.length == 3 && own.contains(parts[0] + ":" + parts[1])) {
        coordinates.add(artifact.coordinates());
      }
    }
    if (coordinates.isEmpty()) {
      coordinates.add(codec.library() + ":" + codec.version());
    }
    StringBuilder xml = new StringBuilder();
    for (String each : coordinates) {
      String[] parts = each.split(":");
      xml.append("<dependency>\n")
          .append("  <groupId>")
          .append(parts[0])
          .append("</groupId>\n")
          .append("  <artifactId>")
          .append(parts[1])
          .append("</artifactId>\n")
          .append("  <version>")
          .append(parts.length > 2 ? parts[2] : "")
          .append("</version>\n")
          .append("</dependency>\n");
    }
    return xml.toString().stripTrailing();
  }

  /** The message classes: by their roles, else the samples' classes. */
  private static List<String> messages(BenchmarkResults results) {
    Set<String> messages = new LinkedHashSet<>();
    if (results.models() != null) {
      results.models().stream()
          .filter(ModelRole::message)
          .map(ModelRole::modelClass)
          .forEach(messages::add);
    }
    if (messages.isEmpty()) {
      results.samples().stream()
          .map(SampleResult::modelClass)
          .filter(c -> c != null && !c.isBlank())
          .forEach(messages::add);
    }
    return List.copyOf(messages);
  }
}
