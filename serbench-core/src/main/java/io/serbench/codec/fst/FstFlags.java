package io.serbench.codec.fst;

import io.serbench.codec.CodecInfo;
import java.util.List;

/** FST reflects into java.base, which JDK 16+ forbids unless the packages are opened. */
final class FstFlags {
  private FstFlags() {}

  static List<String> forJava(int javaFeatureVersion) {
    return javaFeatureVersion >= 9 ? CodecInfo.OPEN_JDK_INTERNALS : List.of();
  }
}
