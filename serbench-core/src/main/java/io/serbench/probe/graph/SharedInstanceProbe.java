package io.serbench.probe.graph;

import io.serbench.codec.Codec;
import io.serbench.probe.common.SampleProbe;
import io.serbench.result.CapabilityResult;
import io.serbench.result.Verdict;
import io.serbench.text.Errors;
import io.serbench.verify.DeepComparator;
import io.serbench.verify.Difference;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * One codec instance shared by two threads that encode and decode the user's sample at once, each
 * checking every value it reads back: the way a team that skips the pool would use it. A failure
 * (an exception or a wrong value) proves the instance is not safe to share. No failure is evidence,
 * not proof: a race may need more time or more cores to show, so a codec documented as not
 * thread-safe stays so whatever this finds.
 */
public final class SharedInstanceProbe {
  static final int THREADS = 2;
  static final long MILLIS = 200;
  static final int MAX_ROUNDS = 10_000;

  private SharedInstanceProbe() {}

  /**
   * The wire format of Kryo's unsafe streams, which write into their buffer through {@code
   * sun.misc.Unsafe} with no bounds check: two threads on one of them can write past the buffer
   * that the other just replaced and crash the JVM (seen in serbench's own test JVM, a SIGSEGV in
   * {@code Unsafe_PutLong}).
   */
  static final String RAW_MEMORY_FORMAT = "kryo-unsafe";

  /** The probe as a {@link SampleProbe}: one codec, created for the first instance, shared. */
  public static CapabilityResult onSample(SampleProbe.Subject subject, boolean claimed)
      throws Exception {
    if (RAW_MEMORY_FORMAT.equals(subject.wireFormat())) {
      return CapabilityResult.notTested(
          claimed,
          "not tested: its streams write raw memory with no bounds check, so two threads on one"
              + " instance can crash the JVM rather than fail; Kryo documents an instance as"
              + " single-threaded, so pool one per thread");
    }
    return run(claimed, subject.codecFor(subject.sample().get()), subject.sample());
  }

  /**
   * @param claimed whether the library documents one instance as safe to share
   * @param codec the codec, created once
   * @param sample a fresh instance of the sample for each call
   */
  static CapabilityResult run(boolean claimed, Codec codec, Supplier<Object> sample)
      throws Exception {
    Object expected = sample.get();
    try {
      Object back = codec.decode(codec.encode(expected));
      if (!DeepComparator.compare(expected, back, 1).isEmpty()) {
        return CapabilityResult.notTested(
            claimed, "not tested: the sample does not round-trip even on one thread");
      }
    } catch (Exception | StackOverflowError e) {
      return CapabilityResult.notTested(
          claimed,
          "not tested: the sample does not round-trip on one thread: " + Errors.oneLine(e));
    }
    CapabilityResult platform = together(claimed, codec, sample, false);
    if (Runtime.version().feature() < 21) {
      return withNote(
          platform,
          "; virtual threads not tested: this JVM runs Java "
              + Runtime.version().feature()
              + " (they need 21)");
    }
    CapabilityResult virtual = together(claimed, codec, sample, true);
    if (virtual.measured() == Verdict.FAIL && platform.measured() != Verdict.FAIL) {
      return CapabilityResult.fail(claimed, "on virtual threads: " + virtual.evidence());
    }
    return withNote(platform, "; on virtual threads: " + virtual.evidence());
  }

  private static CapabilityResult withNote(CapabilityResult result, String note) {
    return new CapabilityResult(
        result.claimed(), result.measured(), result.evidence() + note, result.silent(), 0);
  }

  /**
   * Two threads, platform or virtual, share the codec for {@value #MILLIS} ms. Virtual threads are
   * made through {@code Thread.ofVirtual()}, by reflection, since serbench runs on Java 17 too.
   */
  private static CapabilityResult together(
      boolean claimed, Codec codec, Supplier<Object> sample, boolean virtual) throws Exception {
    AtomicReference<String> failure = new AtomicReference<>();
    AtomicInteger rounds = new AtomicInteger();
    CountDownLatch start = new CountDownLatch(1);
    long deadline = System.nanoTime() + MILLIS * 1_000_000;
    Thread[] threads = new Thread[THREADS];
    for (int t = 0; t < THREADS; t++) {
      Object own = sample.get();
      Runnable work =
          () -> {
            try {
              start.await();
              while (failure.get() == null
                  && System.nanoTime() < deadline
                  && rounds.incrementAndGet() <= MAX_ROUNDS) {
                Object back = codec.decode(codec.encode(own));
                List<Difference> differences = DeepComparator.compare(own, back, 1);
                if (!differences.isEmpty()) {
                  failure.compareAndSet(null, "a wrong value: " + differences.get(0));
                }
              }
            } catch (Throwable e) {
              failure.compareAndSet(null, Errors.oneLine(e));
            }
          };
      threads[t] = virtual ? virtualThread(work) : new Thread(work, "serbench-shared-" + t);
      if (!virtual) {
        threads[t].setDaemon(true);
      }
      threads[t].start();
    }
    start.countDown();
    for (Thread thread : threads) {
      thread.join(MILLIS * 10);
    }
    int done = Math.min(rounds.get(), MAX_ROUNDS);
    if (failure.get() == null && done < THREADS) {
      // the threads never overlapped: nothing was checked
      return CapabilityResult.notTested(
          claimed,
          "not tested: the two "
              + (virtual ? "virtual " : "")
              + "threads did not get to run together within "
              + MILLIS
              + " ms");
    }
    if (failure.get() != null) {
      return CapabilityResult.fail(
          claimed,
          "one instance shared by "
              + THREADS
              + (virtual ? " virtual" : "")
              + " threads broke within "
              + done
              + " round trips: "
              + failure.get());
    }
    return CapabilityResult.pass(
        claimed,
        "one instance shared by "
            + THREADS
            + (virtual ? " virtual" : "")
            + " threads: "
            + done
            + " round trips, every value intact"
            + (claimed || virtual
                ? ""
                : "; no race showed, but the library documents it as not thread-safe"));
  }

  /** An unstarted virtual thread, through {@code Thread.ofVirtual().unstarted(work)}. */
  private static Thread virtualThread(Runnable work) throws ReflectiveOperationException {
    Object builder = Thread.class.getMethod("ofVirtual").invoke(null);
    java.lang.reflect.Method unstarted =
        Class.forName("java.lang.Thread$Builder").getMethod("unstarted", Runnable.class);
    return (Thread) unstarted.invoke(builder, work);
  }
}
