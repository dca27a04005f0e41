package io.serbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every shell block of README.md and the site ({@code ```sh}, {@code ```bash}, {@code ```shell})
 * can be pasted into an interactive bash: bash parses it, and no {@code <} or {@code >} (a
 * redirect) and no {@code !} (history expansion, also inside double quotes) stands outside single
 * quotes or a backslash, unless the allow-list below names it.
 */
class DocumentedCommandsTest {
  private static final Path README = Path.of("../README.md");
  private static final Path SITE = Path.of("../src/site/markdown");

  private static final Pattern BLOCK =
      Pattern.compile(
          "^[ \\t]*```(?:sh|bash|shell)[ \\t]*\\n(.*?)^[ \\t]*```",
          Pattern.MULTILINE | Pattern.DOTALL);

  /**
   * Redirects the documentation means: appending a run's summary to the GitHub Actions job summary.
   */
  private static final List<String> INTENDED_REDIRECTS = List.of(">> \"$GITHUB_STEP_SUMMARY\"");

  record Block(String file, int line, String text) {}

  @Test
  void noShellBlockHasAnUnquotedRedirectOrHistoryExpansion() throws IOException {
    List<Block> blocks = blocks();
    // README's demo, test, quick-look and compare blocks at least: the extraction works
    assertThat(blocks.stream().filter(b -> b.file().equals("README.md")).count())
        .isGreaterThanOrEqualTo(4);

    List<String> problems = new ArrayList<>();
    for (Block block : blocks) {
      for (String problem : unquotedSpecials(block.text())) {
        problems.add(block.file() + ", block at line " + block.line() + ": " + problem);
      }
    }
    assertThat(problems).as("quote these with single quotes").isEmpty();
  }

  @Test
  void bashParsesEveryShellBlock() throws Exception {
    assumeTrue(bashAvailable(), "bash is not on the PATH");
    List<String> problems = new ArrayList<>();
    for (Block block : blocks()) {
      Process bash = new ProcessBuilder("bash", "-n").redirectErrorStream(true).start();
      bash.getOutputStream().write(block.text().getBytes(StandardCharsets.UTF_8));
      bash.getOutputStream().close();
      String output = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertThat(bash.waitFor(30, TimeUnit.SECONDS)).isTrue();
      if (bash.exitValue() != 0) {
        problems.add(block.file() + ", block at line " + block.line() + ": " + output.trim());
      }
    }
    assertThat(problems).as("bash -n").isEmpty();
  }

  @Test
  void theCheckFindsWhatAnInteractiveBashWouldMisread() {
    assertThat(unquotedSpecials("mvn -Dserbench.rules=time<=5000@kryo")).hasSize(1);
    assertThat(unquotedSpecials("mvn -Dserbench.codecs=kryo*,!kryo-flat")).hasSize(1);
    assertThat(unquotedSpecials("mvn \"-Dserbench.codecs=!kryo-flat\"")).hasSize(1);
    assertThat(unquotedSpecials("echo a > file")).hasSize(1);
    assertThat(unquotedSpecials("echo a \\\n  b > file"))
        .singleElement()
        .asString()
        .contains("line 2");

    assertThat(unquotedSpecials("mvn '-Dserbench.rules=time<=5000@kryo'")).isEmpty();
    assertThat(unquotedSpecials("mvn '-Dserbench.codecs=kryo*,!kryo-flat'")).isEmpty();
    assertThat(unquotedSpecials("mvn \"-Dserbench.rules=time<=5000\"")).isEmpty();
    assertThat(unquotedSpecials("mvn -Dserbench.codecs=\\!fst")).isEmpty();
    assertThat(unquotedSpecials("mvn -B verify   # a comment may say < > !")).isEmpty();
    assertThat(unquotedSpecials("cat summary.md >> \"$GITHUB_STEP_SUMMARY\"")).isEmpty();
  }

  /** The characters an interactive bash would take as a redirect or a history expansion. */
  static List<String> unquotedSpecials(String script) {
    List<String> found = new ArrayList<>();
    char quote = 0;
    int line = 1;
    for (int i = 0; i < script.length(); i++) {
      char c = script.charAt(i);
      if (c == '\n') {
        line++;
      }
      if (quote == '\'') {
        quote = c == '\'' ? 0 : quote;
      } else if (c == '\\') {
        line += i + 1 < script.length() && script.charAt(i + 1) == '\n' ? 1 : 0;
        i++; // the next character is literal
      } else if (quote == '"') {
        if (c == '"') {
          quote = 0;
        } else if (c == '!') {
          found.add(where(script, i, line, "'!' in double quotes still expands history"));
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
      } else if (c == '#' && (i == 0 || Character.isWhitespace(script.charAt(i - 1)))) {
        int end = script.indexOf('\n', i);
        i = (end < 0 ? script.length() : end) - 1; // a comment, to the end of the line
      } else if (c == '<' || c == '>' || c == '!') {
        int at = i;
        String intended =
            INTENDED_REDIRECTS.stream()
                .filter(r -> script.startsWith(r, at))
                .findFirst()
                .orElse("");
        if (intended.isEmpty()) {
          found.add(where(script, i, line, "unquoted '" + c + "'"));
        } else {
          i += intended.length() - 1;
        }
      }
    }
    return found;
  }

  private static String where(String script, int index, int line, String what) {
    int start = script.lastIndexOf('\n', index - 1) + 1;
    int end = script.indexOf('\n', index);
    return what
        + " at line "
        + line
        + " of the block: "
        + script.substring(start, end < 0 ? script.length() : end).trim();
  }

  private static List<Block> blocks() throws IOException {
    List<Path> files = new ArrayList<>(List.of(README));
    try (Stream<Path> pages = Files.list(SITE)) {
      pages.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
    }
    List<Block> blocks = new ArrayList<>();
    for (Path file : files) {
      String text = Files.readString(file);
      Matcher matcher = BLOCK.matcher(text);
      while (matcher.find()) {
        int line = (int) text.substring(0, matcher.start()).chars().filter(c -> c == '\n').count();
        blocks.add(new Block(file.getFileName().toString(), line + 1, matcher.group(1)));
      }
    }
    return blocks;
  }

  private static boolean bashAvailable() {
    try {
      Process probe = new ProcessBuilder("bash", "-c", "true").start();
      return probe.waitFor(10, TimeUnit.SECONDS) && probe.exitValue() == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }
}
