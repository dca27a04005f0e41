package io.serbench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.testmodel.Fixtures;
import io.serbench.testmodel.Order;
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
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.ToLongFunction;
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
            Fixtures.sharedLine())
        .forEach(sample -> types.addAll(DecodedReader.types(sample)));
    types.addAll(List.of(Order.class, Box.class, Checked.class));
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
  void reader_cycleAndDiamond_terminateWithABudgetOfDistinctNodes() throws Exception {
    Node a = cycle();
    ToLongFunction<Object> cycle = reader(a);
    assertThat(budget(cycle)).isEqualTo(2);
    long before = cycle.applyAsLong(a);
    a.next.label = "bee";
    assertThat(cycle.applyAsLong(a)).isNotEqualTo(before);

    Node root = diamond();
    ToLongFunction<Object> shared = reader(root);
    assertThat(budget(shared)).isEqualTo(4);
    long once = shared.applyAsLong(root);
    root.next.next.label = "bottom";
    assertThat(shared.applyAsLong(root)).as("the shared node is read").isNotEqualTo(once);

    // 7 tree nodes, each with its list of children; the parent links close cycles
    ToLongFunction<Object> tree = reader(Fixtures.tree());
    assertThat(budget(tree)).isEqualTo(14);
    assertThat(tree.applyAsLong(Fixtures.tree())).isEqualTo(tree.applyAsLong(Fixtures.tree()));
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
  void applyAsLong_warm_allocatesNothing() throws Exception {
    Node root = diamond();
    root.other.next = new Node("e");
    root.other.other = new Node("f");
    Box<Object> box = new Box<>();
    box.value = new Spot(3, "c");
    box.items = new ArrayList<>(List.of(root, new Object[] {new Spot(4, "d"), 5L, 2.5}));
    ToLongFunction<Object> read = reader(box);
    long sum = 0;
    for (int i = 0; i < 20_000; i++) {
      sum += read.applyAsLong(box);
    }
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long before = threads.getCurrentThreadAllocatedBytes();
    for (int i = 0; i < 1_000; i++) {
      sum += read.applyAsLong(box);
    }
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;

    assertThat(allocated).as("bytes for 1000 reads (sum %d)", sum).isLessThan(1_000);
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
    return (ToLongFunction<Object>) reader.getConstructor(Object.class).newInstance(sample);
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
