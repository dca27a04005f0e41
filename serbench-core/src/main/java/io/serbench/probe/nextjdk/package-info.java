/**
 * The next-JDK probe: a JDK 24 or later found on the machine, and each codec's samples
 * round-tripped there in child JVMs with {@code Unsafe} memory access and native access denied, one
 * library's codecs sharing them. It stands on {@code probe.common} only.
 *
 * <p>The newest JDK is found, not configured: {@code NextJdk.find} looks where JDKs are kept (the
 * worker's own, {@code toolchains.xml}, {@code JAVA_HOME_<n>_X64}, {@code /usr/lib/jvm}, SDKMAN)
 * and takes the newest 24+; with none, the verdict is NOT_TESTED and says where it looked. Its home
 * and version are in the probe cache's key. The children get only the library's own {@code
 * --add-opens} ({@code CodecProvider.jvmFlags}). {@code NextJdkBatch} starts a pass's verdicts
 * ahead, {@code NextJdkGroups} groups one library's modes into shared {@code NextJdkMain} children
 * (C1, Fory's interpreter), and {@code NextJdkChildren} turns their progress lines into each
 * codec's verdict.
 */
package io.serbench.probe.nextjdk;
