package io.serbench.jmh;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The garbage collectors the JMH forks run: a JVM started with the forks' own launcher and options
 * names its GC MXBeans ({@code G1 Young Generation}, {@code G1 Old Generation}), so that
 * results.json records the collector the JVM really chose, not the one the options were meant to
 * choose.
 */
public final class ForkCollectors {
  private static final String PREFIX = "serbench-collector: ";

  private ForkCollectors() {}

  /** Prints this JVM's collectors, one per line; run with the forks' options. */
  public static void main(String[] args) {
    for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
      System.out.println(PREFIX + collector.getName());
    }
  }

  /**
   * The collectors of a JVM with the forks' options.
   *
   * @param java the forks' launcher
   * @param jvmArgs the forks' options
   * @param classpath a classpath holding this class
   * @return the collectors' names; one line saying why when the JVM could not tell
   */
  public static List<String> of(String java, List<String> jvmArgs, String classpath) {
    List<String> command = new ArrayList<>();
    command.add(java);
    command.addAll(jvmArgs);
    command.add("-cp");
    command.add(classpath);
    command.add(ForkCollectors.class.getName());
    try {
      Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
      if (!process.waitFor(60, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        return List.of("unknown (a JVM with the forks' options did not answer in 60 s)");
      }
      String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      List<String> names =
          output
              .lines()
              .filter(line -> line.startsWith(PREFIX))
              .map(line -> line.substring(PREFIX.length()).trim())
              .toList();
      return names.isEmpty()
          ? List.of("unknown (" + output.lines().findFirst().orElse("no output") + ")")
          : names;
    } catch (IOException e) {
      return List.of("unknown (" + e.getMessage() + ")");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return List.of("unknown (interrupted)");
    }
  }
}
