package io.serbench.codec.avaje;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecProvider;
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
 * avaje-jsonb on classes compiled as a build that uses it compiles them: annotated {@code @Json},
 * with avaje-jsonb-generator as the annotation processor, in a class loader of their own (as
 * serbench's isolated loaders hold a project's classes).
 */
class AvajeJsonbTest {
  private static final String INVOICE =
      """
      package com.acme;

      import io.avaje.jsonb.Json;
      import java.util.List;

      @Json
      public record Invoice(String id, long cents, List<Line> lines) {}
      """;

  private static final String LINE =
      """
      package com.acme;

      import io.avaje.jsonb.Json;

      @Json
      public record Line(String sku, int quantity) {}
      """;

  private static final String PLAIN =
      """
      package com.acme;

      public record Plain(String id) {}
      """;

  @Test
  void annotatedClasses_roundTripThroughTheGeneratedAdapters(@TempDir Path dir) throws Exception {
    try (URLClassLoader build = compile(dir)) {
      Class<?> invoice = build.loadClass("com.acme.Invoice");
      Class<?> line = build.loadClass("com.acme.Line");
      Object value =
          invoice.getConstructors()[0].newInstance(
              "I-7",
              1_999L,
              List.of(
                  line.getConstructors()[0].newInstance("SKU-1", 2),
                  line.getConstructors()[0].newInstance("SKU-ü", 1)));
      Codec codec = CodecCatalog.create("avaje-jsonb", new CodecContext(invoice, List.of(invoice)));

      byte[] bytes = codec.encode(value);

      assertThat(new String(bytes, StandardCharsets.UTF_8))
          .isEqualTo(
              "{\"id\":\"I-7\",\"cents\":1999,\"lines\":[{\"sku\":\"SKU-1\",\"quantity\":2},"
                  + "{\"sku\":\"SKU-ü\",\"quantity\":1}]}");
      assertThat(codec.decode(bytes)).isEqualTo(value).isNotSameAs(value);
    }
  }

  @Test
  void theCodecJoinsByItself_onlyWhenAModelClassHasAGeneratedAdapter(@TempDir Path dir)
      throws Exception {
    CodecProvider provider = CodecCatalog.standard().find("avaje-jsonb").orElseThrow();
    try (URLClassLoader build = compile(dir)) {
      Class<?> invoice = build.loadClass("com.acme.Invoice");
      Class<?> plain = build.loadClass("com.acme.Plain");

      assertThat(provider.appliesTo(List.of(plain, invoice))).isTrue();
      assertThat(provider.appliesTo(List.of(plain))).isFalse();
    }
    assertThat(provider.appliesTo(List.of(Account.class))).isFalse();
    assertThat(CodecCatalog.standard().defaultIds()).doesNotContain("avaje-jsonb");
  }

  @Test
  void aClassWithNoGeneratedAdapter_failsWithAvajesAdvice(@TempDir Path dir) throws Exception {
    try (URLClassLoader build = compile(dir)) {
      Class<?> plain = build.loadClass("com.acme.Plain");

      assertThatThrownBy(
              () -> CodecCatalog.create("avaje-jsonb", new CodecContext(plain, List.of(plain))))
          .hasMessageContaining("avaje-jsonb has no generated adapter for com.acme.Plain")
          .hasMessageContaining("annotate it @Json (or list it in @Json.Import)")
          .hasMessageContaining("avaje-jsonb-generator");
    }
  }

  /** The three classes compiled with avaje-jsonb-generator, in a loader of their own. */
  static URLClassLoader compile(Path dir) throws IOException {
    Path sources = Files.createDirectories(dir.resolve("src/com/acme"));
    Files.writeString(sources.resolve("Invoice.java"), INVOICE);
    Files.writeString(sources.resolve("Line.java"), LINE);
    Files.writeString(sources.resolve("Plain.java"), PLAIN);
    Path classes = Files.createDirectories(dir.resolve("classes"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    java.io.ByteArrayOutputStream errors = new java.io.ByteArrayOutputStream();
    int exit =
        javac.run(
            null,
            null,
            errors,
            "-cp",
            System.getProperty("java.class.path"),
            // its own loader for the processor, as a build's compiler gives it: the generator
            // keeps static state that one javac run in this JVM would leave to the next
            "-processorpath",
            java.util.Arrays.stream(
                    System.getProperty("java.class.path").split(java.io.File.pathSeparator))
                .filter(entry -> entry.contains("avaje"))
                .collect(java.util.stream.Collectors.joining(java.io.File.pathSeparator)),
            "-processor",
            "io.avaje.jsonb.generator.JsonbProcessor",
            "-d",
            classes.toString(),
            sources.resolve("Invoice.java").toString(),
            sources.resolve("Line.java").toString(),
            sources.resolve("Plain.java").toString());
    assertThat(exit).as("javac with avaje-jsonb-generator: %s", errors).isZero();
    return new URLClassLoader(
        new URL[] {classes.toUri().toURL()}, AvajeJsonbTest.class.getClassLoader());
  }
}
