package io.serbench.probe.untrusted;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Where a wire format writes a length, found by difference: the same value encoded with a length of
 * n and of n + 1 has identical bytes up to the length field, where one holds n and the other n + 1
 * (plus a constant some formats add, such as Kryo's +1 for null), in one of the encodings binary
 * formats use. A length found this way can be rewritten to claim a huge size: the short message of
 * a resource attack.
 *
 * @param offset where the length starts in the bytes
 * @param encoding how it is written
 * @param bias what the format adds to the length
 */
record LengthField(int offset, Encoding encoding, int bias) {
  /** What the rewritten field claims: close to the largest array a JVM can allocate. */
  static final int HUGE = 0x7FFF_FFF0 - 16;

  /** The encodings of a length, in the order they are tried. */
  enum Encoding {
    /** Unsigned LEB128, as protobuf, Kryo, Fory and Avro's block counts write it. */
    VARINT,
    /** Zigzag LEB128, as Avro writes string and bytes lengths. */
    ZIGZAG,
    /** Big-endian 32 bits, as DataOutput and Hessian write it. */
    BE32,
    /** Little-endian 32 bits. */
    LE32,
    /**
     * A type byte and big-endian 16 bits, as CBOR and MessagePack write lengths under 65536: the
     * attack widens it to the next type byte and 32 bits.
     */
    BE16_TYPED;

    byte[] encode(long value) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      switch (this) {
        case VARINT -> varint(out, value);
        case ZIGZAG -> varint(out, (value << 1) ^ (value >> 63));
        case BE32, BE16_TYPED -> {
          if (this == BE16_TYPED && value < 65536) {
            out.write((int) (value >>> 8));
            out.write((int) value);
          } else {
            for (int shift = 24; shift >= 0; shift -= 8) {
              out.write((int) (value >>> shift));
            }
          }
        }
        case LE32 -> {
          for (int shift = 0; shift <= 24; shift += 8) {
            out.write((int) (value >>> shift));
          }
        }
      }
      return out.toByteArray();
    }

    private static void varint(ByteArrayOutputStream out, long value) {
      long rest = value;
      while ((rest & ~0x7FL) != 0) {
        out.write((int) ((rest & 0x7F) | 0x80));
        rest >>>= 7;
      }
      out.write((int) rest);
    }
  }

  private static final List<Integer> BIASES = List.of(0, 1, -1, 2);

  /**
   * The length field, if the two encodings differ only in a length of {@code n} against {@code n +
   * 1}.
   */
  static Optional<LengthField> find(byte[] withN, byte[] withNPlusOne, int n) {
    int same = 0;
    while (same < Math.min(withN.length, withNPlusOne.length)
        && withN[same] == withNPlusOne[same]) {
      same++;
    }
    // the field starts at or before the first difference, and at most four bytes before it
    for (int offset = Math.max(0, same - 4); offset <= same; offset++) {
      for (Encoding encoding : Encoding.values()) {
        if (encoding == Encoding.BE16_TYPED
            && (offset == 0 || !sixteenBitType(withN[offset - 1]))) {
          continue;
        }
        for (int bias : BIASES) {
          if (at(withN, offset, encoding.encode(n + bias))
              && at(withNPlusOne, offset, encoding.encode(n + 1 + bias))) {
            return Optional.of(new LengthField(offset, encoding, bias));
          }
        }
      }
    }
    return Optional.empty();
  }

  /**
   * The attack: the bytes up to the field, the field claiming {@link #HUGE}, then at most {@code
   * tail} bytes of what followed it.
   */
  byte[] claimHuge(byte[] bytes, int n, int tail) {
    byte[] original = encoding.encode(n + bias);
    long claim = encoding == Encoding.ZIGZAG ? HUGE / 2 : HUGE;
    byte[] huge = encoding.encode(claim + bias);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    if (encoding == Encoding.BE16_TYPED) {
      out.write(bytes, 0, offset - 1);
      // CBOR's 0x19 to 0x1a (major type kept), MessagePack's 0xdc to 0xdd, 0xda to 0xdb
      out.write(bytes[offset - 1] + 1);
    } else {
      out.write(bytes, 0, offset);
    }
    out.write(huge, 0, huge.length);
    int from = offset + original.length;
    out.write(bytes, from, Math.max(0, Math.min(tail, bytes.length - from)));
    return out.toByteArray();
  }

  /** The field in words: {@code a varint at byte 12}. */
  String describe() {
    String how =
        switch (encoding) {
          case VARINT -> "a varint";
          case ZIGZAG -> "a zigzag varint";
          case BE32 -> "a big-endian int";
          case LE32 -> "a little-endian int";
          case BE16_TYPED -> "a typed 16-bit length, widened to 32 bits";
        };
    return how + " at byte " + offset;
  }

  /**
   * A type byte followed by a 16-bit length that has a 32-bit sibling one above it: CBOR's
   * additional information 25 (any major type), MessagePack's str 16, bin 16, array 16 and map 16.
   */
  private static boolean sixteenBitType(byte type) {
    int b = type & 0xFF;
    return (b & 0x1F) == 25 || b == 0xDA || b == 0xC5 || b == 0xDC || b == 0xDE;
  }

  private static boolean at(byte[] bytes, int offset, byte[] expected) {
    return offset + expected.length <= bytes.length
        && Arrays.equals(bytes, offset, offset + expected.length, expected, 0, expected.length);
  }
}
