package io.serbench.probe.nextjdk;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.codec.CodecCatalog;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One library's modes share the next JDK's child JVMs, and only codecs of identical flags do. */
class NextJdkGroupsTest {
  private static final int JDK = 25;

  private static List<String> groupOf(List<List<String>> groups, String codec) {
    return groups.stream().filter(g -> g.contains(codec)).findFirst().orElseThrow();
  }

  @Test
  void of_oneLibrarysModes_shareAGroup_andOtherLibrariesDoNot() {
    List<String> ids =
        List.of(
            "fory",
            "jackson-json",
            "kryo",
            "fory-registered",
            "jackson-smile",
            "fory-compatible",
            "kryo-registered",
            "jackson-json-afterburner",
            "jackson3-json",
            "gson");

    List<List<String>> groups = NextJdkGroups.of(ids, JDK);

    assertThat(groups)
        .containsExactly(
            List.of("fory", "fory-registered", "fory-compatible"),
            List.of("jackson-json", "jackson-smile", "jackson-json-afterburner"),
            List.of("kryo", "kryo-registered"),
            List.of("jackson3-json"),
            List.of("gson"));
  }

  @Test
  void of_anotherVersion_isAGroupOfItsOwn_andTheProjectsInstanceJoinsItsLibrary() {
    List<List<String>> groups =
        NextJdkGroups.of(
            List.of(
                "jackson-json",
                "jackson-json@2.17.2",
                "jackson-smile@2.17.2",
                "jackson-json=com.acme.Json#mapper"),
            JDK);

    assertThat(groups)
        .containsExactly(
            List.of("jackson-json", "jackson-json=com.acme.Json#mapper"),
            List.of("jackson-json@2.17.2", "jackson-smile@2.17.2"));
  }

  @Test
  void of_everyCatalogCodec_sharesItsChildOnlyWithCodecsOfTheSameDocumentedFlags() {
    List<String> ids = CodecCatalog.standard().ids();

    List<List<String>> groups = NextJdkGroups.of(ids, JDK);

    assertThat(groups.stream().mapToInt(List::size).sum()).isEqualTo(ids.size());
    assertThat(groups.size()).isLessThan(ids.size());
    for (List<String> group : groups) {
      List<String> opens = NextJdkProbe.documentedOpens(group.get(0), JDK);
      String library = group.get(0).split("-")[0];
      for (String codec : group) {
        assertThat(NextJdkProbe.documentedOpens(codec, JDK)).as(codec).isEqualTo(opens);
        assertThat(codec.split("-")[0]).as(codec).isEqualTo(library);
      }
    }
  }
}
