package io.serbench.jmh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The agent changes JMH 1.37's padding check, and only it: the check no longer reaches {@code
 * Unsafe}, and the class's other methods behave as JMH's own.
 */
class PaddingCheckAgentTest {
  @TempDir Path directory;

  /** A loader that defines JMH's Utils from the bytes given, and leaves every other class alone. */
  private static Class<?> utils(byte[] classFile) throws ClassNotFoundException {
    ClassLoader loader =
        new ClassLoader(PaddingCheckAgentTest.class.getClassLoader()) {
          @Override
          protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (name.equals("org.openjdk.jmh.util.Utils")) {
              synchronized (getClassLoadingLock(name)) {
                Class<?> loaded = findLoadedClass(name);
                return loaded != null ? loaded : defineClass(name, classFile, 0, classFile.length);
              }
            }
            return super.loadClass(name, resolve);
          }
        };
    return Class.forName("org.openjdk.jmh.util.Utils", true, loader);
  }

  private static byte[] jmhUtils() throws Exception {
    try (InputStream in =
        PaddingCheckAgentTest.class
            .getClassLoader()
            .getResourceAsStream(PaddingCheckAgent.UTILS + ".class")) {
      return in.readAllBytes();
    }
  }

  private static Object check(Class<?> utils) throws Exception {
    Method check = utils.getMethod("check", Class.class, String.class);
    try {
      return check.invoke(null, String.class, "value");
    } catch (InvocationTargetException e) {
      throw (Exception) e.getCause();
    }
  }

  @Test
  void withoutPaddingCheck_theCheckReturns_whereJmhsOwnLooksForItsMarkers() throws Exception {
    byte[] original = jmhUtils();

    // JMH's own check asks Unsafe for the offsets of its markers, which String does not have
    assertThatThrownBy(() -> check(utils(original)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("markerBegin");
    Class<?> patched = utils(PaddingCheckAgent.withoutPaddingCheck(original));
    assertThat(check(patched)).isNull();
    // everything else is JMH's: the same methods, behaving as before
    assertThat(patched.getMethod("sum", int[].class).invoke(null, (Object) new int[] {2, 3}))
        .isEqualTo(5);
    assertThat(patched.getDeclaredMethods()).hasSameSizeAs(utils(original).getDeclaredMethods());
  }

  @Test
  void jar_namesTheAgentClassInItsManifest() throws Exception {
    Path jar = PaddingCheckAgent.jar(directory.resolve("agent"));

    try (JarFile file = new JarFile(jar.toFile())) {
      assertThat(file.getManifest().getMainAttributes().getValue("Premain-Class"))
          .isEqualTo(PaddingCheckAgent.class.getName());
    }
  }
}
