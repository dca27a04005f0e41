package io.serbench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.Golden;
import io.serbench.Operation;
import io.serbench.codec.CodecCatalog;
import io.serbench.sample.SampleSpec;
import io.serbench.testmodel.Order;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class JmhSourceGeneratorTest {
  private static BenchmarkSource generate() {
    return new JmhSourceGenerator()
        .generate(
            "OrderBenchmark",
            Order.class.getName(),
            List.of(Order.class.getName()),
            List.of(
                SampleSpec.generated(Order.class, 42),
                SampleSpec.factory("com.acme.Fixtures#bigOrder", Order.class)),
            CodecCatalog.standard().select(List.of("kryo", "fst", "jackson-json")));
  }

  @Test
  void generate_matchesGoldenFile() throws Exception {
    Golden.assertMatches(generate().source(), "OrderBenchmark.java.txt");
  }

  /** Fairness: setup does the work that can be done once; the measured call is alone. */
  @Test
  void generate_benchmarkMethodsContainNothingButTheCodecCall() {
    String source = generate().source();
    Matcher methods =
        Pattern.compile(
                "@Benchmark\\n  public \\w+(?:\\[])? (\\w+)\\((\\w+) s\\) throws Exception \\{\\n(.*?)\\n  }",
                Pattern.DOTALL)
            .matcher(source);
    int count = 0;
    while (methods.find()) {
      count++;
      String body = methods.group(3).trim();
      assertThat(body)
          .as(methods.group(1))
          .isIn(
              "return s.impl.encode(s.value);",
              "return s.impl.decode(s.bytes);",
              "return s.impl.decode(s.impl.encode(s.value));");
    }
    assertThat(count).isEqualTo(3);
    assertThat(source).contains("@Param({\"kryo\", \"fst\", \"jackson-json\"})");
  }

  @Test
  void generate_mapsMethodsBackToCodecAndOperation() {
    BenchmarkSource source = generate();

    assertThat(source.target("io.serbench.generated.OrderBenchmark.deserialize", "jackson-json"))
        .hasValue(new BenchmarkSource.Target("jackson-json", Operation.DESERIALIZE));
    assertThat(source.target("other.Benchmark.serialize", "kryo")).isEmpty();
    assertThat(source.benchmark(Operation.ROUND_TRIP))
        .isEqualTo("io.serbench.generated.OrderBenchmark.roundTrip");
  }
}
