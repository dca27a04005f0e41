package io.serbench.config;

import io.serbench.settings.Alphabet;
import io.serbench.settings.Defaults;
import java.util.List;
import java.util.Map;

/** The settings of what is measured: the model, its samples, the mix and the codecs. */
public final class ModelSettings {
  private ModelSettings() {}

  public static final Setting<List<String>> CLASSES =
      Setting.list("classes", "classes")
          .help("A,B", "model classes")
          .describe(
              """
              Fully qualified model class names; each gets a generated sample unless a
              factory makes one.""")
          .inReport()
          .declare();

  public static final Setting<List<String>> PACKAGES =
      Setting.list("packages", "packages")
          .help("P,Q", "packages of model classes (scanned in the first --classpath entry)")
          .describe("Packages whose concrete top-level classes are models, subpackages included.")
          .inReport()
          .declare();

  /** Factories; the goal's {@code <sample>} elements hold fixtures too ({@link #FIXTURES}). */
  public static final Setting<List<String>> SAMPLES =
      Setting.list("samples", "samples")
          .help("C#m,...", "static factory methods")
          .describe(
              """
              Samples: static factory methods as {@code
              <sample>com.acme.Fixtures#bigOrder</sample>} (no parameters, or one {@code
              int} size for a scaling series), or JSON fixtures as {@code <sample><file>
              src/test/resources/order.json</file><class>com.acme.Order</class></sample>
              }. From the command line, comma-separated factory references.""")
          .mavenType("java.util.List<Sample>")
          .inReport()
          .declare();

  /**
   * JSON fixtures: the command line's {@code --fixture FILE=CLASS}; the goal's {@code <sample>}.
   */
  public static final Setting<List<BenchmarkRequest.Fixture>> FIXTURES =
      Setting.listOf(null, "fixture", List.class, Parsers.FIXTURES)
          .type(Parsers.listOf(BenchmarkRequest.Fixture.class))
          .help(
              "FILE=CLASS",
              "a JSON file read into a model class as a sample; repeatable or comma-separated")
          .defaultValue(List.of(), null)
          .declare();

  public static final Setting<Map<String, Double>> MIX =
      Setting.listOf("mix", "mix", Map.class, Parsers.MIX)
          .type(Parsers.mapOf(String.class, Double.class))
          .defaultValue(Map.of(), null)
          .help(
              "NAME=WEIGHT,...",
              "the weight of each message in the mix the ranking stands on" + " (default equal)")
          .describe(
              """
              The traffic the ranking stands for: the weight of each message, as {@code
              name=weight} entries, where the name is a class (fully qualified or
              simple), a factory reference or a fixture: {@code <mix><message>com.acme.O
              rder=3</message><message>com.acme.Refund=1</message></mix>}, or {@code
              -Dserbench.mix=com.acme.Order=3,com.acme.Refund=1}. Messages left out are
              verified and probed but not in the mix; a class that is otherwise a part
              becomes a message when the mix names it. Default: equal weights over every
              message.""")
          .declare();

  public static final Setting<Boolean> TIME_EVERY_CLASS =
      Setting.flag("timeEveryClass", "time-every-class")
          .help("time every model class on its own, parts included, as well as the message mix")
          .describe(
              """
              Times every model class as a sample of its own, the parts inside other
              classes too, with every codec, as well as the mix. Off by default: a part
              is covered by its messages' round trips and probes, and the cost of per-
              class figures grows with the number of classes. With a {@code timeBudget}
              too small for them, the mix is measured alone.""")
          .declare();

  public static final Setting<List<Integer>> SIZES =
      Setting.listOf("sizes", "sizes", List.class, Parsers.SIZES)
          .type(Parsers.listOf(Integer.class))
          .defaultValue(List.of(), null)
          .help("0,10,100", "a scaling series")
          .describe(
              """
              Sizes of a scaling series, such as {@code 0,10,100,1000}: every factory
              that takes an int is called once per size, and every generated sample is
              built once per size with that many elements per collection.""")
          .declare();

  public static final Setting<Long> SEED =
      Setting.value("seed", "seed", Long.class, Parsers.LONG)
          .defaultValue(Defaults.SEED, String.valueOf(Defaults.SEED))
          .nestedIn(Setting.Holder.GENERATOR)
          .help("N", "sample generator seed (default " + Defaults.SEED + ")")
          .describe(
              """
              Seed of the sample generator; the same seed gives the same samples and
              sizes. Overrides {@code <generator><seed>}; the default is 42.""")
          .declare();

  public static final Setting<Integer> COLLECTION_SIZE =
      Setting.value("collectionSize", "collection-size", Integer.class, Parsers.INT)
          .defaultValue(Defaults.COLLECTION_SIZE, String.valueOf(Defaults.COLLECTION_SIZE))
          .nestedIn(Setting.Holder.GENERATOR)
          .help("N", "elements per generated collection (default " + Defaults.COLLECTION_SIZE + ")")
          .describe(
              """
              Elements per generated collection; overrides {@code
              <generator><collectionSize>}.""")
          .declare();

  public static final Setting<Integer> STRING_LENGTH =
      Setting.value("stringLength", "string-length", Integer.class, Parsers.INT)
          .defaultValue(Defaults.STRING_LENGTH, String.valueOf(Defaults.STRING_LENGTH))
          .nestedIn(Setting.Holder.GENERATOR)
          .help("N", "characters per generated string (default " + Defaults.STRING_LENGTH + ")")
          .describe("Characters per generated string; overrides {@code <generator><stringLength>}.")
          .declare();

  public static final Setting<Alphabet> ALPHABET =
      Setting.value("alphabet", "alphabet", Alphabet.class, Parsers.ALPHABET)
          .defaultValue(Alphabet.ASCII, Alphabet.ASCII.name())
          .nestedIn(Setting.Holder.GENERATOR)
          .help("ASCII|LATIN1|UNICODE", "characters of generated strings")
          .describe("ASCII, LATIN1 or UNICODE; overrides {@code <generator><alphabet>}.")
          .declare();

  /** {@code <generator><implementations>} in the goal; {@code --implementation TYPE=CLASS}. */
  public static final Setting<Map<String, String>> IMPLEMENTATIONS =
      Setting.listOf("implementations", "implementation", Map.class, Parsers.IMPLEMENTATIONS)
          .type(Parsers.mapOf(String.class, String.class))
          .defaultValue(Map.of(), null)
          .onlyIn(Setting.Holder.GENERATOR)
          .help(
              "TYPE=CLASS",
              "the class generated for an abstract or interface-typed field; repeatable or"
                  + " comma-separated")
          .declare();

  public static final Setting<List<String>> CODECS =
      Setting.list("codecs", "codecs")
          .help("X,Y", "codec ids, globs, !exclusions, default, all (default: the default set)")
          .describe(
              """
              Codecs to run: ids, globs, {@code !} exclusions and the groups {@code
              default} and {@code all}, such as {@code kryo*,!kryo-flat} or {@code
              default,jackson-xml}; the default set (the best setup of each library
              family) when empty. Codecs contributed through the {@code
              io.serbench.codec.CodecProvider} SPI, in a jar on the project's classpath
              or under this plugin's {@code <dependencies>}, are included.""")
          .inReport()
          .declare();

  public static final Setting<String> CURRENT =
      Setting.value("current", "current", String.class, Parsers.TEXT)
          .help("CODEC", "the codec you use now; the answer gives the switch from it to the pick")
          .describe(
              """
              The codec the team uses now, by id, such as {@code jackson-json}, or the
              project's own instance, {@code jackson-json=com.acme.Json#mapper} (a
              static factory or a public static field): it is measured with the others,
              and the answer gives the switch from it to the pick (time and size with
              their intervals, the capabilities gained and lost, the messages it cannot
              carry). When it is not set, serbench guesses, and says so: the model's own
              binding (generated messages, Jackson's or Gson's annotations), else the
              project's configured instances when they are all of one library, else the
              one serializer library of the run's codecs on the classpath; where exactly
              one instance the project hands out is of that library, the guess is that
              instance.""")
          .declare();

  public static final Setting<Boolean> DEMO =
      Setting.flag("demo", "demo")
          .help(
              "run on serbench's bundled demo model when no model is given (no --classpath needed)")
          .describe(
              """
              Runs on serbench's bundled demo model (an order with BigDecimal money, a
              record and a category tree with parent links) when no model is configured:
              a way to see a report before pointing serbench at your own classes.
              Ignored when a model is configured.""")
          .declare();

  /** Every setting of the model, in usage.md's order. */
  static final List<Setting<?>> ALL =
      List.of(
          CLASSES,
          PACKAGES,
          SAMPLES,
          FIXTURES,
          MIX,
          TIME_EVERY_CLASS,
          SIZES,
          SEED,
          COLLECTION_SIZE,
          STRING_LENGTH,
          ALPHABET,
          IMPLEMENTATIONS,
          CODECS,
          CURRENT,
          DEMO);
}
