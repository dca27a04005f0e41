package io.serbench.jmh;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.ProtectionDomain;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * A Java agent that lets JMH 1.37's forks start with {@code sun.misc.Unsafe}'s memory access
 * denied. JMH 1.37 checks the padding of its own infrastructure classes ({@code Blackhole}, {@code
 * InfraControl}, {@code BenchmarkParams}, ...) in their static initialisers through {@code
 * Unsafe.objectFieldOffset} ({@code org.openjdk.jmh.util.Utils.check}), which JDK 24 and later
 * refuse under {@code --sun-misc-unsafe-memory-access=deny}: every fork would die before the
 * benchmark, whatever the codec. JMH's own fix (7903898, after 1.37 and not yet released) removes
 * that check; this agent does the same to 1.37's class file as it loads, turning the check's body
 * into a return, and changes nothing else. The check only asserts a field layout, so no timed code
 * changes, and both forks of a next-JDK pair run with the agent, so its one class-load hook falls
 * on both sides of the ratio.
 */
public final class PaddingCheckAgent {
  /** The JMH class that holds the check. */
  static final String UTILS = "org/openjdk/jmh/util/Utils";

  /** {@code Utils.check(Class, String)}: the one method that reaches {@code Unsafe}. */
  static final String CHECK = "check";

  static final String CHECK_DESCRIPTOR = "(Ljava/lang/Class;Ljava/lang/String;)V";

  private PaddingCheckAgent() {}

  /** The agent's entry point, {@code -javaagent:<jar>}: transforms JMH's class as it loads. */
  public static void premain(String arguments, Instrumentation instrumentation) {
    instrumentation.addTransformer(
        new ClassFileTransformer() {
          @Override
          public byte[] transform(
              ClassLoader loader,
              String name,
              Class<?> redefined,
              ProtectionDomain domain,
              byte[] classFile) {
            if (!UTILS.equals(name)) {
              return null;
            }
            try {
              return withoutPaddingCheck(classFile);
            } catch (RuntimeException e) {
              // unchanged: the fork then fails on JMH's own check, with its error as evidence
              return null;
            }
          }
        });
  }

  /** JMH's {@code Utils} class file with {@code check(Class, String)} returning at once. */
  static byte[] withoutPaddingCheck(byte[] classFile) {
    ClassReader reader = new ClassReader(classFile);
    ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
    reader.accept(
        new ClassVisitor(Opcodes.ASM9, writer) {
          @Override
          public MethodVisitor visitMethod(
              int access, String name, String descriptor, String signature, String[] exceptions) {
            MethodVisitor method =
                super.visitMethod(access, name, descriptor, signature, exceptions);
            if (!CHECK.equals(name) || !CHECK_DESCRIPTOR.equals(descriptor)) {
              return method;
            }
            method.visitCode();
            method.visitInsn(Opcodes.RETURN);
            method.visitMaxs(0, 0);
            method.visitEnd();
            // the original body goes nowhere
            return null;
          }
        },
        0);
    return writer.toByteArray();
  }

  /**
   * Writes the agent's jar (a manifest naming this class; the class itself is on the forks' class
   * path) into the directory, and returns it.
   */
  public static Path jar(Path directory) throws IOException {
    Files.createDirectories(directory);
    Path jar = directory.resolve("jmh-padding-check-agent.jar");
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    manifest.getMainAttributes().putValue("Premain-Class", PaddingCheckAgent.class.getName());
    try (OutputStream out = Files.newOutputStream(jar);
        JarOutputStream ignored = new JarOutputStream(out, manifest)) {
      // the manifest is the whole jar
    }
    return jar;
  }
}
