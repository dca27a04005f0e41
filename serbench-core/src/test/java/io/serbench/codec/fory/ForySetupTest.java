package io.serbench.codec.fory;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import io.serbench.codec.CodecContext;
import io.serbench.testmodel.Fixtures;
import io.serbench.testmodel.MediaContent;
import io.serbench.testmodel.Order;
import io.serbench.verify.DeepComparator;
import java.util.List;
import org.apache.fory.config.Config;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each Fory id is built as it says: Fory 1.6 turns compatible mode on unless it is set. */
class ForySetupTest {
  @ParameterizedTest
  @CsvSource({
    "fory,                  false, true,  false",
    "fory-registered,       false, false, true",
    "fory-registered-graph, false, true,  true",
    "fory-compatible,       true,  true,  false",
    "fory-compatible-flat,  true,  false, false",
    "fory-compatible-registered, true, false, true"
  })
  void create_eachId_hasItsCompatibleReferenceAndRegistrationSettings(
      String id, boolean compatible, boolean references, boolean registration) throws Exception {
    Config config = config(id);

    assertThat(config.isCompatible()).as("compatible mode").isEqualTo(compatible);
    assertThat(config.trackingRef()).as("reference tracking").isEqualTo(references);
    assertThat(config.requireClassRegistration()).as("registration").isEqualTo(registration);
    assertThat(config.isScopedMetaShareEnabled()).as("scoped meta share").isEqualTo(compatible);
  }

  private static Config config(String id) throws Exception {
    ForyCodec codec =
        (ForyCodec) CodecCatalog.create(id, new CodecContext(Order.class, List.of(Order.class)));
    return codec.fory().getConfig();
  }

  /**
   * Fory 1.x has no write without the root's type ({@code serializeJavaObject} went in Fory 1.0),
   * so {@code fory} pays for the root's name in every message: what registering the root alone
   * saves. codecs.md publishes this figure; the typed read is all that serbench can pass.
   */
  @Test
  void encode_media1_carriesTheRootsNameThatRegistrationReplacesWithAnId() throws Exception {
    MediaContent media = Fixtures.media1();
    byte[] named =
        ForyCodec.create(
                new io.serbench.codec.CodecContext(MediaContent.class, List.of()),
                true,
                false,
                List.of())
            .encode(media);
    byte[] numbered =
        ForyCodec.create(
                new io.serbench.codec.CodecContext(MediaContent.class, List.of()),
                true,
                false,
                List.of(MediaContent.class),
                false)
            .encode(media);

    assertThat(named.length - numbered.length)
        .as("bytes the root's type name costs: %d against %d", named.length, numbered.length)
        // Fory packs names in its meta-string encoding: 5 or 6 bits a character, not 8
        .isGreaterThanOrEqualTo(MediaContent.class.getSimpleName().length() * 5 / 8);
    Object back =
        ForyCodec.create(
                new io.serbench.codec.CodecContext(MediaContent.class, List.of()),
                true,
                false,
                List.of())
            .decode(named);
    assertThat(DeepComparator.compare(media, back, 10)).isEmpty();
  }
}
