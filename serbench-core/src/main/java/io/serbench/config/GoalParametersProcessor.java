package io.serbench.config;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Writes the Maven goals' parameters from the settings' declarations, as JMH's annotation processor
 * writes its benchmarks' code: each setting becomes a field with Maven's {@code @Parameter} (its
 * user property {@code serbench.<element>}, its default, its description as the field's Javadoc),
 * each holder of nested forms ({@code <constraints>}, {@code <generator>}) a field of its own, and
 * {@code parameters()} hands every value to the goal by element. The plugin's compiler runs it
 * ({@code <annotationProcessors>}); it writes text and needs no Maven type.
 */
@SupportedAnnotationTypes("io.serbench.config.GoalParameters")
public final class GoalParametersProcessor extends AbstractProcessor {
  private static final String PARAMETER = "@org.apache.maven.plugins.annotations.Parameter";

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    for (Element goal : round.getElementsAnnotatedWith(GoalParameters.class)) {
      GoalParameters wanted = goal.getAnnotation(GoalParameters.class);
      String pkg = processingEnv.getElementUtils().getPackageOf(goal).getQualifiedName().toString();
      try (Writer out =
          processingEnv.getFiler().createSourceFile(pkg + "." + wanted.name(), goal).openWriter()) {
        out.write(source(pkg, wanted));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return true;
  }

  /** The generated class's source. */
  static String source(String pkg, GoalParameters goal) {
    List<Setting<?>> settings = new ArrayList<>();
    Set<Setting.Holder> holders = EnumSet.noneOf(Setting.Holder.class);
    for (Setting<?> setting : Settings.ALL) {
      if (setting.element().isPresent() && (!goal.report() || setting.inReport())) {
        setting.holder().ifPresent(holders::add);
        if (setting.hasParameter()) {
          settings.add(setting);
        }
      }
    }
    StringBuilder java = new StringBuilder();
    java.append("package ").append(pkg).append(";\n\n");
    javadoc(
        java,
        "",
        "The goal's parameters, one per setting of {@link io.serbench.config.Settings}, generated"
            + " by {@link io.serbench.config.GoalParametersProcessor}: change a setting's"
            + " declaration, not this class.");
    java.append("@javax.annotation.processing.Generated(\"")
        .append(GoalParametersProcessor.class.getName())
        .append("\")\n")
        .append("public abstract class ")
        .append(goal.name())
        .append(" extends ")
        .append(goal.superclass())
        .append(" {\n");
    for (Setting<?> setting : settings) {
      field(java, setting);
    }
    for (Setting.Holder holder : holders) {
      javadoc(java, "  ", holder.description());
      java.append("  ").append(PARAMETER).append("\n  ");
      java.append(holder.mavenType()).append(' ').append(holder.element()).append(";\n\n");
    }
    javadoc(java, "  ", "Every parameter's value by its element, and each holder's by its own.");
    java.append("  protected java.util.Map<String, Object> parameters() {\n")
        .append("    java.util.Map<String, Object> parameters = new java.util.HashMap<>();\n");
    for (Setting<?> setting : settings) {
      String element = setting.element().orElseThrow();
      java.append("    parameters.put(\"").append(element).append("\", ").append(element);
      java.append(");\n");
    }
    for (Setting.Holder holder : holders) {
      java.append("    parameters.put(\"").append(holder.element()).append("\", ");
      java.append(holder.element()).append(");\n");
    }
    return java.append("    return parameters;\n  }\n}\n").toString();
  }

  private static void field(StringBuilder java, Setting<?> setting) {
    String element = setting.element().orElseThrow();
    javadoc(java, "  ", setting.description());
    java.append("  ").append(PARAMETER).append("(property = \"serbench.").append(element);
    // a default on the flat parameter would hide its nested form, <generator><seed>
    if (setting.holder().isEmpty() && setting.mavenDefault().isPresent()) {
      java.append("\", defaultValue = \"").append(setting.mavenDefault().get());
    }
    java.append("\")\n  ").append(setting.mavenType()).append(' ').append(element).append(";\n\n");
  }

  private static void javadoc(StringBuilder java, String indent, String text) {
    java.append(indent).append("/**\n");
    StringBuilder line = new StringBuilder();
    for (String word : text.split(" ")) {
      if (line.length() + word.length() > 90) {
        java.append(indent).append(" *").append(line).append('\n');
        line.setLength(0);
      }
      line.append(' ').append(word);
    }
    java.append(indent).append(" *").append(line).append('\n').append(indent).append(" */\n");
  }
}
