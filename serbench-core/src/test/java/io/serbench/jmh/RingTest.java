package io.serbench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.model.ModelTypes;
import io.serbench.sample.SampleSpec;
import io.serbench.testmodel.Fixtures;
import io.serbench.testmodel.Ledger;
import io.serbench.testmodel.MediaContent;
import io.serbench.testmodel.Point;
import io.serbench.testmodel.TreeNode;
import io.serbench.verify.DeepComparator;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every sample's ring holds distinct instances, or says why it repeats one. */
class RingTest {
  private static final ClassLoader LOADER = RingTest.class.getClassLoader();

  private static Codec codec(String id, Class<?> type, Object sample) throws Exception {
    return CodecCatalog.create(
        id, new CodecContext(type, ModelTypes.knownClasses(List.of(type), sample)));
  }

  /** A factory whose calls give other values: each call counts on. */
  public static final class Counting {
    private static final AtomicInteger CALLS = new AtomicInteger();

    private Counting() {}

    public static Point next() {
      int n = CALLS.incrementAndGet();
      return new Point("p" + n, n, -n, new ArrayList<>(List.of(n)));
    }
  }

  /** Every member differs from every other, and each decodes to itself. */
  private static void assertDistinctAndDecodable(Ring ring, Codec codec) throws Exception {
    assertThat(ring.values()).hasSize(Ring.SIZE);
    for (int k = 0; k < Ring.SIZE; k++) {
      for (int j = 0; j < k; j++) {
        assertThat(DeepComparator.compare(ring.values()[j], ring.values()[k], 1))
            .as("member %d differs from member %d", k, j)
            .isNotEmpty();
      }
      assertThat(DeepComparator.compare(ring.values()[k], codec.decode(ring.bytes()[k]), 5))
          .as("member %d round-trips", k)
          .isEmpty();
    }
    Set<String> encodings =
        Arrays.stream(ring.bytes()).map(Arrays::toString).collect(Collectors.toSet());
    assertThat(encodings).hasSize(Ring.SIZE);
  }

  /**
   * A factory that returns equal instances gets varied copies: other numbers and text, the same
   * dates, the same scale of its decimals, the same number of lines.
   */
  @Test
  void aDeterministicFactory_cyclesThroughVariedCopies() throws Exception {
    SampleSpec spec = SampleSpec.factory(Fixtures.class.getName() + "#ledger", Ledger.class);
    Object first = spec.instantiate(LOADER);
    Codec kryo = codec("kryo", Ledger.class, first);

    Ring ring = Ring.of(kryo, spec, first, LOADER);

    assertThat(ring.values()[0]).isSameAs(first);
    assertDistinctAndDecodable(ring, kryo);
    for (Object member : ring.values()) {
      assertThat(member)
          .usingRecursiveComparison()
          .comparingOnlyFields("booked", "due")
          .isEqualTo(first);
      assertThat(member).extracting("lines").asList().hasSize(2);
      assertThat(member).extracting("total.scale").isEqualTo(2);
      assertThat(member).extracting("number").asString().matches("[A-Z]{3}-[0-9]");
    }
  }

  /** A factory whose calls give other values is called again for each member. */
  @Test
  void aFactoryWithOtherValuesPerCall_isCalledAgain() throws Exception {
    SampleSpec spec = SampleSpec.factory(Counting.class.getName() + "#next", Point.class);
    Point first = (Point) spec.instantiate(LOADER);
    Codec json = codec("jackson-json", Point.class, first);

    Ring ring = Ring.of(json, spec, first, LOADER);

    assertDistinctAndDecodable(ring, json);
    int start = (int) first.x();
    assertThat(ring.values())
        .extracting(p -> (int) ((Point) p).x())
        .as("the factory's own instances, one call each")
        .containsExactlyElementsOf(
            java.util.stream.IntStream.range(start, start + Ring.SIZE).boxed().toList());
  }

  /** A fixture's sample, a record here, gets varied copies that keep its enums' constants. */
  @Test
  void aFixture_cyclesThroughVariedCopies(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("point.json");
    Files.writeString(
        file, "{\"label\":\"north-east\",\"x\":12.5,\"y\":-3.25,\"tags\":[7,42,815]}");
    SampleSpec spec = SampleSpec.fixture(file.toString(), Point.class);
    Point first = (Point) spec.instantiate(LOADER);
    Codec kryo = codec("kryo", Point.class, first);

    Ring ring = Ring.of(kryo, spec, first, LOADER);

    assertDistinctAndDecodable(ring, kryo);
    for (Object member : ring.values()) {
      Point p = (Point) member;
      assertThat(p.label()).matches("[a-z]{5}-[a-z]{4}");
      assertThat(p.tags()).hasSize(3);
      assertThat(p.x()).isBetween(10.0, 12.5);
      assertThat(p.y()).isBetween(-3.25, -1.0);
    }
  }

  /** Enums and nested classes round-trip in the ring; an enum keeps its constant. */
  @Test
  void aModelWithEnums_keepsTheirConstants() throws Exception {
    SampleSpec spec = SampleSpec.factory(Fixtures.class.getName() + "#media1", MediaContent.class);
    MediaContent first = (MediaContent) spec.instantiate(LOADER);
    Codec json = codec("jackson-json", MediaContent.class, first);

    Ring ring = Ring.of(json, spec, first, LOADER);

    assertDistinctAndDecodable(ring, json);
    for (Object member : ring.values()) {
      MediaContent media = (MediaContent) member;
      assertThat(media.getMedia().getPlayer()).isEqualTo(first.getMedia().getPlayer());
      assertThat(media.getImages())
          .extracting(MediaContent.Image::getSize)
          .containsExactlyElementsOf(
              first.getImages().stream().map(MediaContent.Image::getSize).toList());
    }
  }

  /** A graph with cycles cannot be copied through a tree: the ring repeats it, and says why. */
  @Test
  void aSampleThatCannotBeCopied_repeatsWithTheLogLine() throws Exception {
    SampleSpec spec = SampleSpec.factory(Fixtures.class.getName() + "#tree", TreeNode.class);
    Object first = spec.instantiate(LOADER);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream before = System.out;
    Ring ring;
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      ring = Ring.of(codec("kryo", TreeNode.class, first), spec, first, LOADER);
    } finally {
      System.setOut(before);
    }

    assertThat(ring.values()).containsExactly(first);
    assertThat(out.toString(StandardCharsets.UTF_8))
        .startsWith(
            "serbench: the ring of "
                + spec.name()
                + " repeats the verified sample: it cannot be copied with other values (its"
                + " class does not write as a JSON tree (a cycle))");
  }

  /** The rule the forks' heap is sized by: a ring holds fewer members past its byte bound. */
  @Test
  void members_halveAsTheSamplePassesTheBound() {
    assertThat(Ring.members(1_000)).isEqualTo(Ring.SIZE);
    assertThat(Ring.members(Ring.MAX_BYTES / Ring.SIZE)).isEqualTo(Ring.SIZE);
    assertThat(Ring.members(Ring.MAX_BYTES / Ring.SIZE + 1)).isEqualTo(Ring.SIZE / 2);
    assertThat(Ring.members(Ring.MAX_BYTES * 2)).isEqualTo(1);
  }
}
