package org.example.crash;

import java.lang.reflect.Field;
import sun.misc.Unsafe;

/** A library that writes through a bad address with Unsafe, as a buggy codec might. */
public final class UnsafeLibrary {
  private UnsafeLibrary() {}

  public static void writeThroughABadAddress() throws ReflectiveOperationException {
    Field field = Unsafe.class.getDeclaredField("theUnsafe");
    field.setAccessible(true);
    ((Unsafe) field.get(null)).putAddress(8, 1);
  }

  /** A JVM that dies of a fatal error (SIGSEGV) in this library's frame. */
  public static void main(String[] args) throws ReflectiveOperationException {
    writeThroughABadAddress();
  }
}
