package io.serbench.maven;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.config.Setting;
import io.serbench.config.Settings;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * usage.md's table of the benchmark goal's settings has one row per parameter, as the generated
 * plugin descriptor lists them: a nested form ({@code <constraints><graph>}) shares the row of its
 * flat parameter, and the two holders ({@code <constraints>}, {@code <generator>}) appear inside
 * rows rather than as rows of their own.
 */
class SettingsTableTest {
  private static final Set<String> HOLDERS = Set.of("constraints", "generator");

  @Test
  void everyBenchmarkParameterHasExactlyOneRow() throws Exception {
    Set<String> parameters = new TreeSet<>(benchmarkParameters());
    String page = Files.readString(Path.of("../src/site/markdown/usage.md"));
    String section =
        page.substring(page.indexOf("## Every setting of the benchmark goal"))
            .substring(1)
            .split("\n## ", 2)[0];
    List<String> rows = new ArrayList<>();
    List<String> firstCells = new ArrayList<>();
    for (String line : section.split("\n")) {
      if (line.startsWith("| ") && !line.startsWith("| Setting")) {
        String first = line.substring(2, line.indexOf(" | "));
        firstCells.add(first);
        Matcher name = Pattern.compile("^`([A-Za-z]+)`").matcher(first);
        if (name.find()) {
          rows.add(name.group(1));
        }
      }
    }

    assertThat(parameters).as("parameters of the descriptor").contains("graph", "preset");
    List<String> expected = new ArrayList<>(parameters);
    expected.removeAll(HOLDERS);
    assertThat(rows)
        .as("rows named by a flat parameter")
        .containsExactlyInAnyOrderElementsOf(expected);
    for (String holder : HOLDERS) {
      assertThat(String.join("\n", firstCells)).as("nested form").contains("`<" + holder + "><");
    }
  }

  /**
   * Each row's user property and default are the descriptor's, so that {@code serbench:help
   * -Ddetail} and the usage page never disagree on them.
   */
  @Test
  void everyRowsPropertyAndDefault_areTheDescriptors() throws Exception {
    java.util.Map<String, String[]> described = describedBenchmark();
    String page = Files.readString(Path.of("../src/site/markdown/usage.md"));
    String section =
        page.substring(page.indexOf("## Every setting of the benchmark goal"))
            .substring(1)
            .split("\n## ", 2)[0];
    int checked = 0;
    for (String line : section.split("\n")) {
      Matcher row =
          Pattern.compile("^\\| `([A-Za-z]+)`[^|]* \\| ([^|]*) \\| ([^|]*) \\|").matcher(line);
      if (!row.find() || !described.containsKey(row.group(1))) {
        continue;
      }
      String[] parameter = described.get(row.group(1));
      if (parameter[0] != null) {
        assertThat(row.group(2))
            .as(row.group(1) + "'s user property")
            .contains("`" + parameter[0] + "`");
      }
      if (parameter[1] != null) {
        String wanted = parameter[1].replace("${project.build.directory}", "target");
        assertThat(row.group(3)).as(row.group(1) + "'s default").contains(wanted);
      }
      checked++;
    }
    assertThat(checked).as("rows checked").isGreaterThan(30);
  }

  /**
   * The goal's parameters are the settings' declarations ({@code io.serbench.config.Settings}), no
   * more and no fewer, each with its user property, the default the declaration gives and its
   * description: the processor that writes them from the declarations left none out.
   */
  @Test
  void theGoalsParameters_areTheDeclarations_withTheirPropertiesDefaultsAndDescriptions()
      throws Exception {
    Set<String> parameters = new TreeSet<>(benchmarkParameters());
    parameters.removeAll(HOLDERS);
    Set<String> declared = new TreeSet<>();
    for (Setting<?> setting : Settings.ALL) {
      if (setting.hasParameter()) {
        declared.add(setting.element().orElseThrow());
      }
    }

    assertThat(parameters).isEqualTo(declared);
    java.util.Map<String, String[]> described = describedBenchmark();
    java.util.Map<String, String> descriptions = descriptions("benchmark");
    int checked = 0;
    for (Setting<?> setting : Settings.ALL) {
      if (!setting.hasParameter()) {
        continue;
      }
      String element = setting.element().orElseThrow();
      String[] parameter = described.get(element);
      assertThat(parameter[0]).as(element + "'s user property").isEqualTo("serbench." + element);
      assertThat(descriptions.get(element))
          .as(element + "'s description")
          .startsWith(setting.description().replaceAll("\\{@code ([^}]*)}", "$1").split(" ")[0]);
      // a nested form's flat parameter has no default, or it would hide <generator><seed>
      if (setting.holder().isEmpty()) {
        assertThat(Optional.ofNullable(parameter[1]))
            .as(element + "'s default")
            .isEqualTo(setting.mavenDefault());
        checked++;
      } else {
        assertThat(parameter[1]).as(element + " has a nested form").isNull();
      }
    }
    assertThat(checked).as("defaults compared").isGreaterThan(30);
  }

  /** The report's {@code runIfMissing} takes the model and the pick, as the declarations say. */
  @Test
  void theReportsParameters_areTheDeclarationsItTakes_andItsOwn() throws Exception {
    // its own, and those of Maven's AbstractMavenReport
    Set<String> expected =
        new TreeSet<>(
            Set.of(
                "outputDirectory",
                "runIfMissing",
                "skip",
                "locale",
                "outputFormat",
                "outputTimestamp",
                "siteDirectory"));
    expected.addAll(HOLDERS);
    expected.remove("generator");
    for (Setting<?> setting : Settings.ALL) {
      if (setting.inReport() && setting.hasParameter()) {
        expected.add(setting.element().orElseThrow());
      }
    }

    assertThat(new TreeSet<>(descriptions("report").keySet()))
        .contains("classes", "graph", "weights")
        .isEqualTo(expected);
  }

  /** Each editable parameter of a goal and its description. */
  private static java.util.Map<String, String> descriptions(String goal) throws Exception {
    var descriptor =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(new File("target/classes/META-INF/maven/plugin.xml"));
    NodeList mojos = descriptor.getElementsByTagName("mojo");
    java.util.Map<String, String> descriptions = new java.util.TreeMap<>();
    for (int i = 0; i < mojos.getLength(); i++) {
      Element mojo = (Element) mojos.item(i);
      if (mojo.getElementsByTagName("goal").item(0).getTextContent().equals(goal)) {
        NodeList parameters = mojo.getElementsByTagName("parameter");
        for (int j = 0; j < parameters.getLength(); j++) {
          Element parameter = (Element) parameters.item(j);
          if ("true".equals(text(parameter, "editable"))) {
            descriptions.put(text(parameter, "name"), text(parameter, "description"));
          }
        }
      }
    }
    return descriptions;
  }

  private static String text(Element parent, String child) {
    return parent.getElementsByTagName(child).item(0).getTextContent();
  }

  /** Each editable parameter of the benchmark goal: its user property and default, or null. */
  private static java.util.Map<String, String[]> describedBenchmark() throws Exception {
    String xml = Files.readString(Path.of("target/classes/META-INF/maven/plugin.xml"));
    int goal = xml.indexOf("<goal>benchmark</goal>");
    String mojo = xml.substring(goal, xml.indexOf("</mojo>", goal));
    String configuration = mojo.substring(mojo.indexOf("<configuration>"));
    java.util.Map<String, String[]> described = new java.util.TreeMap<>();
    Matcher entry =
        Pattern.compile(
                "<(\\w+) implementation=\"[^\"]*\"(?: default-value=\"([^\"]*)\")?>"
                    + "\\$\\{([^}]*)\\}</\\1>")
            .matcher(configuration);
    while (entry.find()) {
      described.put(entry.group(1), new String[] {entry.group(3), entry.group(2)});
    }
    return described;
  }

  private static List<String> benchmarkParameters() throws Exception {
    var descriptor =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(new File("target/classes/META-INF/maven/plugin.xml"));
    NodeList mojos = descriptor.getElementsByTagName("mojo");
    List<String> names = new ArrayList<>();
    for (int i = 0; i < mojos.getLength(); i++) {
      Element mojo = (Element) mojos.item(i);
      if (!mojo.getElementsByTagName("goal").item(0).getTextContent().equals("benchmark")) {
        continue;
      }
      NodeList parameters = mojo.getElementsByTagName("parameter");
      for (int j = 0; j < parameters.getLength(); j++) {
        Element parameter = (Element) parameters.item(j);
        if ("true".equals(parameter.getElementsByTagName("editable").item(0).getTextContent())) {
          names.add(parameter.getElementsByTagName("name").item(0).getTextContent());
        }
      }
    }
    return names;
  }
}
