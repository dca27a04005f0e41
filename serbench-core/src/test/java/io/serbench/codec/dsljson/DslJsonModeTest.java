package io.serbench.codec.dsljson;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.Codec;
import io.serbench.testmodel.Account;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * DSL-JSON in the mode the user's build gives it: classes compiled with DSL-JSON's annotation
 * processor (as any build that depends on dsl-json runs it on {@code @CompiledJson} classes) are
 * measured through the converters it generated ({@code _Ticket_DslJsonConverter}, which DSL-JSON
 * finds by that name), and the mode says so; others through runtime analysis.
 */
class DslJsonModeTest {
  private static final String TICKET =
      """
      package com.acme;

      import com.dslplatform.json.CompiledJson;
      import com.dslplatform.json.JsonAttribute;

      @CompiledJson
      public class Ticket {
        public String id;
        public int seats;
      }
      """;

  private static final String SEAT =
      """
      package com.acme;

      import com.dslplatform.json.CompiledJson;
      import com.dslplatform.json.JsonAttribute;

      @CompiledJson(formats = CompiledJson.Format.ARRAY)
      public class Seat {
        @JsonAttribute(index = 1)
        public String row;
        @JsonAttribute(index = 2)
        public int number;
      }
      """;

  @Test
  void annotatedClasses_compiledByTheProcessor_areMeasuredThroughTheGeneratedConverters(
      @TempDir Path dir) throws Exception {
    Path classes = compile(dir);
    ClassLoader previous = Thread.currentThread().getContextClassLoader();
    try (URLClassLoader build =
        new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
      Thread.currentThread().setContextClassLoader(build);
      Class<?> ticket = build.loadClass("com.acme.Ticket");
      Class<?> seat = build.loadClass("com.acme.Seat");

      String mode = DslJsonProvider.modeOf(List.of(ticket, Account.class));
      Object value = ticket.getConstructor().newInstance();
      ticket.getField("id").set(value, "T-1");
      ticket.getField("seats").setInt(value, 2);
      Codec codec = new DslJsonProvider.DslJsonCodec(ticket, false);
      byte[] bytes = codec.encode(value);

      assertThat(mode)
          .contains("compiled converters from the build's DSL-JSON annotation processor")
          .contains("for Ticket")
          .contains("runtime analysis for Account");
      assertThat(new String(bytes, StandardCharsets.UTF_8))
          .contains("\"id\":\"T-1\"")
          .contains("\"seats\":2");
      assertThat(ticket.getField("id").get(codec.decode(bytes))).isEqualTo("T-1");

      // the array format, for a class declared with it
      Object place = seat.getConstructor().newInstance();
      seat.getField("row").set(place, "K");
      seat.getField("number").setInt(place, 14);
      Codec array = new DslJsonProvider.DslJsonCodec(seat, true);
      assertThat(new String(array.encode(place), StandardCharsets.UTF_8)).isEqualTo("[\"K\",14]");
    } finally {
      Thread.currentThread().setContextClassLoader(previous);
    }
  }

  @Test
  void plainClasses_areMeasuredByRuntimeAnalysis() {
    assertThat(DslJsonProvider.modeOf(List.of(Account.class)))
        .startsWith("runtime analysis (Settings.withRuntime().includeServiceLoader())");
  }

  private static Path compile(Path dir) throws IOException {
    Path sources = dir.resolve("src/com/acme");
    Files.createDirectories(sources);
    Files.writeString(sources.resolve("Ticket.java"), TICKET);
    Files.writeString(sources.resolve("Seat.java"), SEAT);
    Path classes = Files.createDirectories(dir.resolve("classes"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int exit =
        javac.run(
            null,
            null,
            null,
            "-cp",
            System.getProperty("java.class.path"),
            // only DSL-JSON's processor: others on the test class path (avaje-jsonb's) have no
            // business here
            "-processor",
            "com.dslplatform.json.processor.CompiledJsonAnnotationProcessor",
            "-d",
            classes.toString(),
            sources.resolve("Ticket.java").toString(),
            sources.resolve("Seat.java").toString());
    assertThat(exit).as("javac with DSL-JSON's annotation processor").isZero();
    // DSL-JSON 2 names the generated converter after the class, and finds it by that name
    assertThat(classes.resolve("com/acme/_Ticket_DslJsonConverter.class")).exists();
    return classes;
  }
}
