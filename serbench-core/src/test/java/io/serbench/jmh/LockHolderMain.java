package io.serbench.jmh;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** Another process for MachineLockIT: locks the file it is given until its stdin closes. */
public final class LockHolderMain {
  private LockHolderMain() {}

  public static void main(String[] args) throws Exception {
    try (FileChannel channel =
            FileChannel.open(
                Path.of(args[0]), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock held = channel.lock()) {
      System.out.println("locked");
      System.out.flush();
      while (System.in.read() >= 0) {
        // hold the lock until the test closes our stdin
      }
    }
  }
}
