package io.serbench.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.InvalidConfigurationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.maven.toolchain.Toolchain;
import org.junit.jupiter.api.Test;

class JdkToolchainsTest {
  private static Toolchain jdk(String home) {
    return new Toolchain() {
      @Override
      public String getType() {
        return "jdk";
      }

      @Override
      public String findTool(String tool) {
        return home + "/bin/" + tool;
      }
    };
  }

  @Test
  void homes_keepsPathsAndResolvesToolchainsByRequirement() {
    List<Map<String, String>> asked = new ArrayList<>();
    List<String> logged = new ArrayList<>();

    List<String> homes =
        JdkToolchains.homes(
            List.of("/opt/jdk17", "toolchain:25", "toolchain:version=21;vendor=temurin"),
            requirements -> {
              asked.add(requirements);
              return List.of(jdk("/opt/jdk" + requirements.get("version")), jdk("/other"));
            },
            logged::add);

    assertThat(homes).containsExactly("/opt/jdk17", "/opt/jdk25", "/opt/jdk21");
    assertThat(asked)
        .containsExactly(Map.of("version", "25"), Map.of("version", "21", "vendor", "temurin"));
    assertThat(logged).anyMatch(l -> l.contains("toolchain:25") && l.contains("/opt/jdk25"));
  }

  @Test
  void homes_noMatchingToolchainNamesTheElementAndTheFix() {
    assertThatThrownBy(() -> JdkToolchains.homes(List.of("toolchain:99"), r -> List.of(), l -> {}))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("no JDK toolchain matches version=99")
        .hasMessageContaining("toolchains.xml");
  }

  @Test
  void requirements_malformedEntriesAreOneLineErrors() {
    assertThatThrownBy(() -> JdkToolchains.requirements("toolchain:"))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("toolchain:25");
    assertThatThrownBy(() -> JdkToolchains.requirements("toolchain:version=25;vendor"))
        .isInstanceOf(InvalidConfigurationException.class)
        .hasMessageContaining("'vendor'")
        .hasMessageContaining("key=value");
  }
}
