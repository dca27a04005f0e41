package io.serbench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.hostile.HostileFixtures;
import io.serbench.testmodel.Fixtures;
import io.serbench.testmodel.Order;
import io.serbench.testmodel.TreeNode;
import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.ToLongFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Public, as its nested models are: the generated reader names them from another package. */
public class DecodedReaderTest {
  @TempDir static Path dir;
  private static String source;
  private static Class<?> reader;

  /** One reader for every model here, compiled as the benchmark's would be. */
  @BeforeAll
  static void compile() throws Exception {
    Set<Class<?>> types = new LinkedHashSet<>();
    Stream.of(
            person(),
            lazy(),
            cycle(),
            diamond(),
            new Holder(),
            new Spot(1, "a"),
            new Employee(),
            Fixtures.tree(),
            Fixtures.ledger(),
            Fixtures.media1(),
            Fixtures.sharedLine(),
            HostileFixtures.deep(),
            HostileFixtures.cycles(),
            HostileFixtures.bulk(),
            HostileFixtures.box(),
            HostileFixtures.drawing(),
            HostileFixtures.tally(),
            HostileFixtures.invoice())
        .forEach(sample -> types.addAll(DecodedReader.types(sample)));
    types.addAll(List.of(Order.class, Box.class, Checked.class, Catalog.class, Sub.class));
    StringBuilder out = new StringBuilder("package io.serbench.generated;\n\n");
    out.append("public final class ReaderHost {");
    DecodedReader.source(out, List.copyOf(types));
    source = out.append("}\n").toString();
    Path file = dir.resolve("src/io/serbench/generated/ReaderHost.java");
    Files.createDirectories(file.getParent());
    Files.writeString(file, source);
    Path classes = Files.createDirectories(dir.resolve("classes"));
    ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
    int status =
        ToolProvider.getSystemJavaCompiler()
            .run(
                null,
                null,
                diagnostics,
                "-classpath",
                System.getProperty("java.class.path"),
                "-d",
                classes.toString(),
                file.toString());
    assertThat(status).as(diagnostics.toString(StandardCharsets.UTF_8) + "\n" + source).isZero();
    ClassLoader loader =
        new URLClassLoader(
            new URL[] {classes.toUri().toURL()}, DecodedReaderTest.class.getClassLoader());
    reader = loader.loadClass("io.serbench.generated.ReaderHost$Reader");
  }

  @Test
  void source_compiled_namesOnlyTheJdkAndTheModels() throws Exception {
    assertThat(source).doesNotContain("org.openjdk", "io.serbench.model", "io.serbench.codec");
    assertThat(reader.getMethod("skipped").invoke(null)).asList().isEmpty();
  }

  @Test
  void applyAsLong_changedField_changesTheResult() throws Exception {
    Map<String, Consumer<Person>> changes = new HashMap<>();
    changes.put("a String's length, through its getter", p -> p.name = "Annabel");
    changes.put("an int, through its getter", p -> p.age++);
    changes.put("a nested object's field", p -> p.home.city = "Lyon-Est");
    changes.put("a list element's field", p -> p.past.get(1).zip++);
    changes.put("a map value's field", p -> p.byLabel.get("work").zip++);
    changes.put("a private field without getter", p -> p.secret++);
    changes.put("a double through a VarHandle", p -> p.ratio += 0.5);
    changes.put("an enum", p -> p.mood = Mood.GLAD);
    for (Map.Entry<String, Consumer<Person>> change : changes.entrySet()) {
      Person sample = person();
      ToLongFunction<Object> read = reader(sample);
      long before = read.applyAsLong(sample);
      assertThat(read.applyAsLong(person())).as("an equal object").isEqualTo(before);
      change.getValue().accept(sample);
      assertThat(read.applyAsLong(sample)).as(change.getKey()).isNotEqualTo(before);
    }
  }

  @Test
  void applyAsLong_lazyValues_callsTheirGetters() throws Exception {
    Lazy sample = lazy();
    ToLongFunction<Object> read = reader(sample);
    Lazy.calls = 0;

    long first = read.applyAsLong(sample);

    assertThat(Lazy.calls).as("getName() and getItemsList()").isEqualTo(2);
    sample.name_ = "longer name".getBytes(StandardCharsets.UTF_8);
    assertThat(read.applyAsLong(sample)).isNotEqualTo(first);
  }

  @Test
  void applyAsLong_recordAndSubclass_readThroughAccessorsAndTheirOwnFields() throws Exception {
    ToLongFunction<Object> read = reader(new Spot(1, "a"));
    assertThat(read.applyAsLong(new Spot(2, "a"))).isNotEqualTo(read.applyAsLong(new Spot(1, "a")));

    Employee employee = new Employee();
    ToLongFunction<Object> employees = reader(employee);
    long before = employees.applyAsLong(employee);
    employee.active = true;
    assertThat(employees.applyAsLong(employee)).as("its own field").isNotEqualTo(before);
    employee.name = "Bob";
    assertThat(employees.applyAsLong(employee)).as("its superclass's").isNotEqualTo(before);
  }

  @Test
  void applyAsLong_subclassTheSampleDidNotShow_readsAsItsSuperclass() throws Exception {
    Person sample = new Person() {};
    sample.name = "Ann";
    ToLongFunction<Object> read = reader(sample);
    long before = read.applyAsLong(sample);
    sample.name = "Annabel";
    assertThat(read.applyAsLong(sample)).isNotEqualTo(before);
    assertThat(unread(read)).isZero();
  }

  @Test
  void of_cycles_readWithTheGuardedVariant_eachNodeOnce() throws Exception {
    Node a = cycle();
    ToLongFunction<Object> cycle = reader(a);
    assertThat(cycle.getClass().getSimpleName()).isEqualTo("Guarded");
    assertThat(budget(cycle)).isEqualTo(2);
    long before = cycle.applyAsLong(a);
    assertThat(cycle.applyAsLong(cycle())).as("an equal graph").isEqualTo(before);
    a.next.label = "bee";
    assertThat(cycle.applyAsLong(a)).isNotEqualTo(before);

    // 7 tree nodes, each with its list of children; the parent links close cycles
    TreeNode root = Fixtures.tree();
    ToLongFunction<Object> tree = reader(root);
    assertThat(tree.getClass().getSimpleName()).isEqualTo("Guarded");
    assertThat(budget(tree)).isEqualTo(14);
    long whole = tree.applyAsLong(root);
    assertThat(tree.applyAsLong(Fixtures.tree())).isEqualTo(whole);
    // a larger member's last leaf, read after every parent link back to nodes already read
    ToLongFunction<Object> grown = ring(root, grown("leaf-3"));
    assertThat(budget(grown)).isEqualTo(18);
    assertThat(grown.applyAsLong(grown("leaf-3")))
        .isNotEqualTo(grown.applyAsLong(grown("leaf-33")));
  }

  private static TreeNode grown(String lastLeaf) {
    return Fixtures.tree().add(new TreeNode("child-3").add(new TreeNode(lastLeaf)));
  }

  @Test
  void of_treeAndSharedAcyclicGraph_readWithTheUnguardedVariant() throws Exception {
    for (Object sample : List.of(person(), diamond(), Fixtures.sharedLine(), Fixtures.ledger())) {
      ToLongFunction<Object> read = reader(sample);
      assertThat(read.getClass().getSimpleName()).as(sample.toString()).isEqualTo("Tree");
      assertThat(budget(read)).isZero();
    }
    Node root = diamond();
    ToLongFunction<Object> shared = reader(root);
    long once = shared.applyAsLong(root);
    root.next.next.label = "bottom";
    assertThat(shared.applyAsLong(root)).as("the shared node is read").isNotEqualTo(once);
  }

  /** Shared nodes below shared nodes: a tree read would make 2^depth reads, so it is guarded. */
  @Test
  void of_sharedNodesThatMultiplyTheReads_readWithTheGuardedVariant() throws Exception {
    Node root = new Node("0");
    Node level = root;
    for (int i = 1; i <= 24; i++) {
      Node below = new Node(String.valueOf(i));
      level.next = below;
      level.other = below;
      level = below;
    }
    ToLongFunction<Object> read = reader(root);
    assertThat(read.getClass().getSimpleName()).isEqualTo("Guarded");
    assertThat(budget(read)).isEqualTo(25);
    long before = read.applyAsLong(root);
    level.label = "last one";
    assertThat(read.applyAsLong(root)).isNotEqualTo(before);
  }

  /** The budget is the largest member's: a member bigger than the first is read to its end. */
  @Test
  void of_ringMemberLargerThanTheFirst_isReadWhole() throws Exception {
    Node small = cycle();
    Node large = new Node("a");
    Node end = large;
    for (String label : List.of("b", "c", "d", "e", "f")) {
      end.next = new Node(label);
      end = end.next;
    }
    end.next = large;
    ToLongFunction<Object> read = ring(small, large);
    assertThat(budget(read)).isEqualTo(6);
    long before = read.applyAsLong(large);
    end.label = "far";
    assertThat(read.applyAsLong(large)).isNotEqualTo(before);
    assertThat(read.applyAsLong(small)).isEqualTo(reader(small).applyAsLong(small));
  }

  /** A declared List<Place> or Map<String, Place> is read by typed loops, never through any(). */
  @Test
  void source_genericFields_readByTheirElementTypes() {
    for (Class<?> type : List.of(Person.class, Catalog.class, Sub.class)) {
      String read = readMethod(type);
      assertThat(reachable(read)).as(type.getSimpleName()).noneMatch(m -> m.contains("any("));
    }
    String person = readMethod(Person.class);
    assertThat(person).containsPattern("list_\\d+\\(v\\.past\\)").containsPattern("map_\\d+\\(");
    String place = "read_\\d+\\(\\(io\\.serbench\\.jmh\\.DecodedReaderTest\\.Place\\) ";
    assertThat(reachable(person))
        .anyMatch(m -> m.contains("v.get(i)") && m.matches("(?s).*" + place + ".*"));
    assertThat(reachable(readMethod(Catalog.class)))
        .as("Map<String, List<Place>>, List<List<Place>>, Set<Mood>, Optional<Place>, Place[]")
        .anyMatch(m -> m.contains("ordinal((io.serbench.jmh.DecodedReaderTest.Mood) e)"))
        .anyMatch(m -> m.contains("list_") && m.contains("e.getValue()"))
        .anyMatch(m -> m.contains("private long objects_"))
        .anyMatch(m -> m.contains("private long optional_"));
    // a type variable that nothing binds is read by the element's runtime class
    assertThat(readMethod(Box.class)).contains("list(v.items)");
  }

  @Test
  void applyAsLong_nestedGenerics_changeAtAnyDepth_changesTheResult() throws Exception {
    Map<String, Consumer<Catalog>> changes = new HashMap<>();
    changes.put("a list in a map's value", c -> c.byCity.get("Lyon").get(1).zip++);
    changes.put("a map's key", c -> c.byCity.put("Lyon-Est", c.byCity.remove("Lyon")));
    changes.put("a list in a list", c -> c.grid.get(1).get(0).city = "Brest-Nord");
    changes.put("an enum in a set", c -> c.moods.add(Mood.GLAD));
    changes.put("an optional's value", c -> c.best.orElseThrow().zip++);
    changes.put("an array element", c -> c.spots[1].city = "Toul-Sud");
    changes.put("a boxed list element", c -> c.counts.set(2, 9));
    changes.put("a map's double value", c -> c.weights.put(Mood.CALM, 0.75));
    changes.put("a field bound by the subclass", c -> c.sub.items.get(0).zip++);
    for (Map.Entry<String, Consumer<Catalog>> change : changes.entrySet()) {
      Catalog sample = catalog();
      ToLongFunction<Object> read = reader(sample);
      long before = read.applyAsLong(sample);
      assertThat(read.applyAsLong(catalog())).as("an equal object").isEqualTo(before);
      change.getValue().accept(sample);
      assertThat(read.applyAsLong(sample)).as(change.getKey()).isNotEqualTo(before);
    }
  }

  /**
   * The hostile corpus: 10,000 levels of nesting, cycles through a list, a map value and the object
   * itself, 70,000 boxed elements, an unbound type variable, subclasses behind an abstract type.
   * Each is read to the end, the same for an equal copy, and the cyclic one by the guarded reader.
   * The reader recurses as a typed reader and the codecs do: 10,000 levels take the larger stack
   * that such a model's forks are given (-Xss).
   */
  @Test
  void of_hostileCorpus_readsEachSampleWhole() throws Exception {
    Throwable[] failure = {null};
    Thread reading =
        new Thread(
            null,
            () -> {
              try {
                readHostileCorpus();
              } catch (Throwable t) {
                failure[0] = t;
              }
            },
            "reader",
            64L << 20);
    reading.start();
    reading.join();
    assertThat(failure[0]).isNull();
  }

  private static void readHostileCorpus() throws Exception {
    List<java.util.function.Supplier<Object>> samples =
        List.of(
            HostileFixtures::deep,
            HostileFixtures::cycles,
            HostileFixtures::bulk,
            HostileFixtures::box,
            HostileFixtures::drawing,
            HostileFixtures::tally,
            HostileFixtures::invoice);
    for (java.util.function.Supplier<Object> sample : samples) {
      Object value = sample.get();
      ToLongFunction<Object> read = reader(value);
      String name = value.getClass().getSimpleName();
      assertThat(read.applyAsLong(value)).as(name).isEqualTo(read.applyAsLong(sample.get()));
      assertThat(read.getClass().getSimpleName())
          .as(name)
          .isEqualTo(name.equals("Graph") ? "Guarded" : "Tree");
      assertThat(unread(read)).as(name).isZero();
    }
  }

  @Test
  void reader_inaccessibleClass_isCountedUnreadAndTheRestIsRead() throws Exception {
    Holder holder = new Holder();
    ToLongFunction<Object> read = reader(holder);
    assertThat(unread(read)).as("the two Hidden objects").isEqualTo(2);
    long before = read.applyAsLong(holder);
    holder.label = "other";
    assertThat(read.applyAsLong(holder)).isNotEqualTo(before);
  }

  @Test
  void applyAsLong_fixtures_dependOnValuesNotIdentity() throws Exception {
    for (Object sample : List.of(Fixtures.ledger(), Fixtures.media1(), Fixtures.sharedLine())) {
      ToLongFunction<Object> read = reader(sample);
      assertThat(unread(read)).as(sample.getClass().getName()).isZero();
      assertThat(read.applyAsLong(sample)).isEqualTo(read.applyAsLong(copy(sample)));
    }
    assertThat(reader(Fixtures.media1()).applyAsLong(Fixtures.ledger())).isNotZero();
  }

  @Test
  void applyAsLong_warm_allocatesNothing_eitherVariant() throws Exception {
    Node root = diamond();
    root.other.next = new Node("e");
    root.other.other = new Node("f");
    Box<Object> box = new Box<>();
    box.value = new Spot(3, "c");
    box.items = new ArrayList<>(List.of(root, new Object[] {new Spot(4, "d"), 5L, 2.5}));
    TreeNode tree = Fixtures.tree();
    // array lists and arrays: what the reader itself allocates (a TreeMap's iterator is the map's)
    for (Object sample : List.of(box, tree)) {
      ToLongFunction<Object> read = reader(sample);
      long sum = 0;
      for (int i = 0; i < 20_000; i++) {
        sum += read.applyAsLong(sample);
      }
      com.sun.management.ThreadMXBean threads =
          (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
      long before = threads.getCurrentThreadAllocatedBytes();
      for (int i = 0; i < 1_000; i++) {
        sum += read.applyAsLong(sample);
      }
      long allocated = threads.getCurrentThreadAllocatedBytes() - before;

      assertThat(allocated)
          .as("bytes for 1000 reads by %s (sum %d)", read.getClass().getSimpleName(), sum)
          .isLessThan(1_000);
    }
  }

  private static Object copy(Object sample) {
    return switch (sample.getClass().getSimpleName()) {
      case "Ledger" -> Fixtures.ledger();
      case "MediaContent" -> Fixtures.media1();
      default -> Fixtures.sharedLine();
    };
  }

  @SuppressWarnings("unchecked")
  private static ToLongFunction<Object> reader(Object sample) throws Exception {
    return ring(sample);
  }

  /** The reader Reader.of picks for these ring members. */
  @SuppressWarnings("unchecked")
  private static ToLongFunction<Object> ring(Object... members) throws Exception {
    return (ToLongFunction<Object>)
        reader.getMethod("of", Object[].class).invoke(null, (Object) members);
  }

  /** The Tree variant's method that reads the class's fields. */
  private static String readMethod(Class<?> type) {
    Matcher m =
        Pattern.compile(
                "\\*\\* Reads \\{@code "
                    + Pattern.quote(type.getCanonicalName())
                    + "}'s fields. \\*/\\n      private long (read_\\d+)\\(.*?\\n      }",
                Pattern.DOTALL)
            .matcher(source);
    assertThat(m.find()).as(type.getName()).isTrue();
    return m.group();
  }

  /** The method and every container helper it calls, directly or through another helper. */
  private static List<String> reachable(String method) {
    List<String> out = new ArrayList<>(List.of(method));
    for (int i = 0; i < out.size(); i++) {
      Matcher calls =
          Pattern.compile("\\b((?:list|iterable|map|optional|objects)(?:_\\d+)?)\\(")
              .matcher(out.get(i));
      while (calls.find()) {
        Matcher helper =
            Pattern.compile(
                    "      private long " + calls.group(1) + "\\(.*?\\n      }", Pattern.DOTALL)
                .matcher(source);
        if (helper.find() && !out.contains(helper.group())) {
          out.add(helper.group());
        }
      }
    }
    return out;
  }

  private static int budget(ToLongFunction<Object> read) throws Exception {
    return (int) reader.getMethod("budget").invoke(read);
  }

  private static int unread(ToLongFunction<Object> read) throws Exception {
    return (int) reader.getMethod("unread").invoke(read);
  }

  private static Person person() {
    Person p = new Person();
    p.name = "Ann";
    p.age = 41;
    p.home = new Place("Lyon", 69001);
    p.past = new ArrayList<>(List.of(new Place("Nice", 6000), new Place("Metz", 57000)));
    p.byLabel = new HashMap<>(Map.of("work", new Place("Paris", 75001)));
    p.secret = 7;
    p.ratio = 1.5;
    p.mood = Mood.CALM;
    return p;
  }

  private static Catalog catalog() {
    Catalog c = new Catalog();
    c.byCity.put("Lyon", new ArrayList<>(List.of(new Place("A", 1), new Place("B", 2))));
    c.byCity.put("Nice", new ArrayList<>(List.of(new Place("C", 3))));
    c.grid.add(new ArrayList<>(List.of(new Place("Brest", 29200))));
    c.grid.add(new ArrayList<>(List.of(new Place("Brest", 29200), new Place("Caen", 14000))));
    c.moods.add(Mood.CALM);
    c.best = Optional.of(new Place("Pau", 64000));
    c.spots = new Place[] {new Place("Toul", 54200), new Place("Toul", 54201)};
    c.counts = new ArrayList<>(List.of(1, 2, 3));
    c.weights.put(Mood.CALM, 0.5);
    c.sub.items = new ArrayList<>(List.of(new Place("Dax", 40100)));
    return c;
  }

  private static Lazy lazy() {
    Lazy lazy = new Lazy();
    lazy.name_ = "name".getBytes(StandardCharsets.UTF_8);
    lazy.items_ = List.of("x".getBytes(StandardCharsets.UTF_8));
    return lazy;
  }

  private static Node cycle() {
    Node a = new Node("a");
    a.next = new Node("b");
    a.next.next = a;
    return a;
  }

  private static Node diamond() {
    Node root = new Node("root");
    Node bottom = new Node("d");
    root.next = new Node("left");
    root.other = new Node("right");
    root.next.next = bottom;
    root.other.next = bottom;
    return root;
  }

  public enum Mood {
    CALM,
    GLAD
  }

  public static class Place {
    public String city;
    public int zip;

    public Place(String city, int zip) {
      this.city = city;
      this.zip = zip;
    }
  }

  public static class Person {
    String name;
    int age;
    Place home;
    public List<Place> past;
    private Map<String, Place> byLabel;
    private long secret;
    private double ratio;
    private Mood mood;

    public String getName() {
      return name;
    }

    public int getAge() {
      return age;
    }

    public Place getHome() {
      return home;
    }
  }

  public static class Employee extends Person {
    private boolean active;

    public boolean isActive() {
      return active;
    }
  }

  public record Spot(int x, String label) {}

  /** Protobuf's shape: the getter decodes what the field keeps as bytes. */
  public static final class Lazy {
    static int calls;
    private byte[] name_;
    private List<byte[]> items_;

    public String getName() {
      calls++;
      return new String(name_, StandardCharsets.UTF_8);
    }

    public List<String> getItemsList() {
      calls++;
      return items_.stream().map(b -> new String(b, StandardCharsets.UTF_8)).toList();
    }
  }

  public static final class Node {
    public String label;
    public Node next;
    private Node other;

    Node(String label) {
      this.label = label;
    }
  }

  public static final class Holder {
    public Object loose = new Hidden();
    private final Hidden typed = new Hidden();
    private String label = "holder";

    @SuppressWarnings("ClassEscapesDefinedScope")
    public Hidden getTyped() {
      return typed;
    }
  }

  public static class Box<T> {
    private T value;
    public List<T> items;

    public T getValue() {
      return value;
    }
  }

  /** Containers of containers, of enums, of boxed values; an Optional and an array. */
  public static final class Catalog {
    public Map<String, List<Place>> byCity = new java.util.TreeMap<>();
    public List<List<Place>> grid = new ArrayList<>();
    public Set<Mood> moods = java.util.EnumSet.noneOf(Mood.class);
    public Optional<Place> best = Optional.empty();
    public Place[] spots = {};
    public List<Integer> counts = new ArrayList<>();
    public Map<Mood, Double> weights = new java.util.EnumMap<>(Mood.class);
    public Sub sub = new Sub();
  }

  public static class Base<T> {
    public List<T> items = new ArrayList<>();
  }

  /** Binds Base's type variable: its items are read as Places. */
  public static final class Sub extends Base<Place> {}

  /** A getter that declares a checked exception is not called: the field is read instead. */
  public static final class Checked {
    private String name;

    public String getName() throws java.io.IOException {
      return name;
    }
  }

  private static final class Hidden {
    private final int value = 3;
  }
}
