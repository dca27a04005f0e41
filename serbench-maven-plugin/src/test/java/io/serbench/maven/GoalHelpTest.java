package io.serbench.maven;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.config.WorkerSettings;
import io.serbench.settings.Measurement;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * What {@code mvn serbench:help -Ddetail} and the goal reference show, from the generated plugin
 * descriptor, agrees with what core does.
 */
class GoalHelpTest {
  private static final Path DESCRIPTOR = Path.of("target/classes/META-INF/maven/plugin.xml");

  @Test
  void roundTripTimeout_showsCoresDefault() throws Exception {
    assertThat(benchmark())
        .contains(
            "<roundTripTimeout implementation=\"java.lang.String\" default-value=\""
                + WorkerSettings.DEFAULT_ROUND_TRIP_TIMEOUT_SECONDS
                + "\">");
  }

  @Test
  void profilers_namesEveryProfilerCoreAccepts() throws Exception {
    String description = description(benchmark(), "profilers");
    for (String profiler : Measurement.PROFILERS) {
      assertThat(description).contains(profiler);
    }
  }

  @Test
  void coldStart_andJvms_sayWhatUnsetMeans() throws Exception {
    assertThat(description(benchmark(), "coldStart"))
        .contains("Default: unset")
        .contains("thorough");
    assertThat(description(benchmark(), "jvms")).contains("Empty: one run on the project's JDK");
  }

  private static String benchmark() throws Exception {
    String descriptor = Files.readString(DESCRIPTOR);
    int start = descriptor.indexOf("<goal>benchmark</goal>");
    assertThat(start).isPositive();
    int end = descriptor.indexOf("</mojo>", start);
    return descriptor.substring(start, end);
  }

  private static String description(String mojo, String parameter) {
    Matcher matcher =
        Pattern.compile(
                "<name>" + parameter + "</name>.*?<description>(.*?)</description>", Pattern.DOTALL)
            .matcher(mojo);
    assertThat(matcher.find()).as(parameter).isTrue();
    return matcher.group(1).replace("&apos;", "'");
  }
}
