package io.serbench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

/** The host's sentinel as the race compiles and runs it. */
class HostSentinelTest {
  private final BenchmarkSource sentinel = HostSentinel.source();

  @Test
  void source_compilesWithJmhsProcessor_andItsBenchmarkBurnsTheTokensWithConsumeCpu(
      @TempDir Path dir) throws Exception {
    JmhCompiler.compile(
        List.of(sentinel),
        dir.resolve("src"),
        dir.resolve("classes"),
        System.getProperty("java.class.path"));

    // JMH's processor listed it, so JMH's runner can run it
    assertThat(Files.readString(dir.resolve("classes/META-INF/BenchmarkList")))
        .contains(sentinel.className() + " ")
        .contains(" " + HostSentinel.METHOD + " ")
        .contains(" codec ");
    ClassNode type = new ClassNode();
    new ClassReader(
            Files.readAllBytes(
                dir.resolve("classes/" + sentinel.className().replace('.', '/') + ".class")))
        .accept(type, 0);
    MethodNode method =
        type.methods.stream()
            .filter(m -> m.name.equals(HostSentinel.METHOD))
            .findFirst()
            .orElseThrow();
    List<AbstractInsnNode> code = List.of(method.instructions.toArray());
    assertThat(code)
        .filteredOn(MethodInsnNode.class::isInstance)
        .map(MethodInsnNode.class::cast)
        .extracting(i -> i.owner + "." + i.name + i.desc)
        .containsExactly("org/openjdk/jmh/infra/Blackhole.consumeCPU(J)V");
    assertThat(code)
        .filteredOn(LdcInsnNode.class::isInstance)
        .map(i -> ((LdcInsnNode) i).cst)
        .containsExactly(HostSentinel.TOKENS);
  }

  @Test
  void source_warmsUpAsTheCodecsForksDo_inJmhAlone() {
    // no warm-up of its own in setup: JMH's warm-up iterations, the codecs' forks' only warm-up
    assertThat(sentinel.source())
        .doesNotContain("@Setup")
        .doesNotContain("WarmUp")
        .contains("@Param({\"" + HostSentinel.ID + "\"})");
  }

  @Test
  void source_runsOutsideJmh(@TempDir Path dir) throws Exception {
    JmhCompiler.compile(
        List.of(sentinel),
        dir.resolve("src"),
        dir.resolve("classes"),
        System.getProperty("java.class.path"));
    try (URLClassLoader loader =
        new URLClassLoader(
            new URL[] {dir.resolve("classes").toUri().toURL()}, getClass().getClassLoader())) {
      Class<?> state = loader.loadClass(sentinel.className() + "$Sentinel");
      Object s = state.getConstructor().newInstance();
      Class<?> benchmark = loader.loadClass(sentinel.className());
      benchmark
          .getMethod(HostSentinel.METHOD, state)
          .invoke(benchmark.getConstructor().newInstance(), s);
    }
  }

  @Test
  void source_isFoundByTheRunnerUnderItsKey() {
    String name = sentinel.className() + "." + HostSentinel.METHOD;

    assertThat(sentinel.benchmark(HostSentinel.OPERATION)).isEqualTo(name);
    assertThat(sentinel.benchmark(HostSentinel.OPERATION, HostSentinel.ID)).isEqualTo(name);
    assertThat(sentinel.target(name, HostSentinel.ID))
        .hasValue(new BenchmarkSource.Target(HostSentinel.ID, HostSentinel.OPERATION));
    assertThat(HostSentinel.key())
        .isEqualTo(new JmhRunner.Key(HostSentinel.ID, HostSentinel.ID, HostSentinel.OPERATION));
  }
}
