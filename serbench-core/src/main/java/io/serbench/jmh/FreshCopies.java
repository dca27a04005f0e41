package io.serbench.jmh;

import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The bytes a fork allocated making fresh values ({@link FreshValues}), outside the timing: the
 * allocation figure ({@link AllocationProfiler}) leaves them out, so that protobuf-java's B/op is
 * that of its encode alone and not of the message rebuilt before it.
 */
public final class FreshCopies {
  private static final AtomicLong BYTES = new AtomicLong();

  private FreshCopies() {}

  /** Before making fresh copies: this thread's allocated bytes so far. */
  public static long start() {
    return allocated();
  }

  /** After making them: adds what this thread allocated since {@code before}. */
  public static void made(long before) {
    BYTES.addAndGet(allocated() - before);
  }

  /** Every byte allocated making fresh copies in this JVM so far. */
  static long total() {
    return BYTES.get();
  }

  private static long allocated() {
    return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
        .getCurrentThreadAllocatedBytes();
  }
}
