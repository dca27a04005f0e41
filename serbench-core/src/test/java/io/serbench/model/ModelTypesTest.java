package io.serbench.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import javax.serbenchtest.Amount;
import org.junit.jupiter.api.Test;

class ModelTypesTest {
  static class Price {
    long cents;
  }

  static class Holder<T extends Price> {
    T value;
    Amount amount;
    Price[] prices;
    javax.xml.datatype.Duration duration;
    Map<String, List<Price>[]> nested;
  }

  @Test
  void theJdksClassesArePlatformWhateverTheirPackage() throws Exception {
    assertThat(ModelTypes.isPlatform(String.class)).isTrue();
    assertThat(ModelTypes.isPlatform(int.class)).isTrue();
    assertThat(ModelTypes.isPlatform(String[][].class)).isTrue();
    assertThat(ModelTypes.isPlatform(java.sql.Timestamp.class)).as("platform loader").isTrue();
    assertThat(ModelTypes.isPlatform(javax.xml.datatype.Duration.class)).as("javax.").isTrue();
    assertThat(ModelTypes.isPlatform(Class.forName("sun.misc.Unsafe"))).as("sun.").isTrue();
    assertThat(ModelTypes.isPlatform(com.sun.net.httpserver.HttpServer.class))
        .as("com.sun.")
        .isTrue();
  }

  @Test
  void classesFromTheClassPathAreNotPlatformEvenInJavaxPackages() {
    assertThat(ModelTypes.isPlatform(Price.class)).isFalse();
    assertThat(ModelTypes.isPlatform(Price[].class)).isFalse();
    assertThat(ModelTypes.isPlatform(Amount.class)).isFalse();
    assertThat(ModelTypes.isPlatform(Test.class)).as("a library's class").isFalse();
  }

  @Test
  void knownClassesEnterTheUsersClassesAndNotTheJdks() throws Exception {
    List<Class<?>> known = ModelTypes.knownClasses(List.of(Holder.class));

    assertThat(known)
        .contains(Holder.class, Price.class, Amount.class, Price[].class)
        .doesNotContain(javax.xml.datatype.Duration.class) // abstract, so not registered
        .isSortedAccordingTo(java.util.Comparator.comparing(Class::getName));
  }

  @Test
  void namedClassesTakeADeclaredTypeApart() throws Exception {
    assertThat(ModelTypes.namedClasses(Holder.class.getDeclaredField("nested").getGenericType()))
        .containsExactlyInAnyOrder(Map.class, String.class, List.class, Price.class);
    assertThat(ModelTypes.namedClasses(Holder.class.getDeclaredField("value").getGenericType()))
        .containsExactly(Price.class);
    assertThat(ModelTypes.namedClasses(Price[].class)).containsExactly(Price[].class, Price.class);
  }
}
