package io.serbench.sample;

import io.serbench.InvalidConfigurationException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The traffic the ranking stands for: the messages with their weights, and one pass over them in a
 * seeded shuffled order. Each message appears in a pass as often as its weight says relative to the
 * lightest one, the counts multiplied until a pass holds at least {@link #MIN_PASS} calls (at most
 * {@link #MAX_PASS}), and shuffled with a fixed seed: a strictly periodic order (0, 1, 0, 1, ...)
 * lets the branch predictor learn the per-type branch of every call, which real traffic does not
 * allow, and the fixed seed makes every run and every codec see the same order.
 *
 * @param members the messages in the mix, each one sample
 * @param order one pass: indices into {@code members}
 */
public record MessageMix(List<Member> members, List<Integer> order) {
  /** The most calls in one pass. */
  public static final int MAX_PASS = 1000;

  /** The fewest calls in one pass: the counts are multiplied up to it. */
  public static final int MIN_PASS = 64;

  /** The seed of the pass's shuffle. */
  static final long SEED = 42;

  /**
   * A message in the mix.
   *
   * @param sample the sample's name
   * @param modelClass its class
   * @param weight its share of the traffic, from 0 to 1
   * @param count how often one pass holds it
   */
  public record Member(String sample, String modelClass, double weight, int count) {}

  /**
   * A sample that may join the mix.
   *
   * @param sample the sample's name
   * @param series the message it belongs to: the factory reference, fixture, or {@code
   *     generated(class)}; the samples of a size series share one weight
   * @param type its class
   */
  public record Candidate(String sample, String series, Class<?> type) {}

  public MessageMix {
    members = List.copyOf(members);
    order = List.copyOf(order);
  }

  /** Calls in one pass. */
  public int passLength() {
    return order.size();
  }

  /** The mix in one line: {@code Order x3, Category x1 (4 messages per pass)}. */
  public String describe() {
    return members.stream()
            .map(m -> shortName(m.sample()) + " x" + m.count())
            .collect(Collectors.joining(", "))
        + " ("
        + passLength()
        + (passLength() == 1 ? " message" : " messages")
        + " per pass)";
  }

  private static String shortName(String sample) {
    return sample.replaceAll("([\\w$]+\\.)+([\\w$]+)", "$2");
  }

  /**
   * The mix over these candidates.
   *
   * @param weights configured weights by sample name, series, class name or simple class name;
   *     empty for equal weights over the messages
   * @throws InvalidConfigurationException naming {@code mix} when a weight names no message
   */
  public static MessageMix of(List<Candidate> candidates, Map<String, Double> weights) {
    Map<String, List<Candidate>> bySeries = new LinkedHashMap<>();
    candidates.forEach(c -> bySeries.computeIfAbsent(c.series(), k -> new ArrayList<>()).add(c));
    Map<Candidate, Double> raw = new LinkedHashMap<>();
    Set<String> used = new LinkedHashSet<>();
    for (List<Candidate> series : bySeries.values()) {
      for (Candidate c : series) {
        double weight;
        if (weights.isEmpty()) {
          weight = 1.0 / series.size();
        } else {
          String key = matching(weights, c);
          if (key == null) {
            continue;
          }
          used.add(key);
          // a weight that names the series or the class is shared by its samples
          weight = key.equals(c.sample()) ? weights.get(key) : weights.get(key) / series.size();
        }
        if (weight > 0) {
          raw.put(c, weight);
        }
      }
    }
    List<String> unknown = weights.keySet().stream().filter(k -> !used.contains(k)).toList();
    if (!unknown.isEmpty()) {
      throw new InvalidConfigurationException(
          "mix",
          String.join(",", unknown),
          String.format(
              Locale.ROOT,
              "the mix weighs %s, which is not a message of this run; the messages are %s",
              String.join(", ", unknown),
              bySeries.keySet().stream()
                  .map(s -> s.replaceFirst("^generated\\((.*)\\)$", "$1"))
                  .collect(Collectors.joining(", "))));
    }
    return build(raw);
  }

  private static String matching(Map<String, Double> weights, Candidate c) {
    List<String> keys = new ArrayList<>(List.of(c.sample(), c.series()));
    keys.addAll(names(c.type()));
    for (String key : keys) {
      if (weights.containsKey(key)) {
        return key;
      }
    }
    return null;
  }

  /**
   * The names by which a {@code <mix>} entry may weigh a class: its binary name, its simple name,
   * and its canonical name for a nested class ({@code com.acme.Outer.Inner}).
   */
  public static List<String> names(Class<?> type) {
    return List.of(type.getName(), type.getSimpleName(), type.getName().replace('$', '.'));
  }

  private static MessageMix build(Map<Candidate, Double> raw) {
    List<Candidate> chosen = new ArrayList<>(raw.keySet());
    double total = raw.values().stream().mapToDouble(Double::doubleValue).sum();
    double lightest = raw.values().stream().mapToDouble(Double::doubleValue).min().orElse(1);
    int[] counts = new int[chosen.size()];
    long sum = 0;
    for (int i = 0; i < counts.length; i++) {
      counts[i] = (int) Math.max(1, Math.round(raw.get(chosen.get(i)) / lightest));
      sum += counts[i];
    }
    if (sum > MAX_PASS) {
      for (int i = 0; i < counts.length; i++) {
        counts[i] = (int) Math.max(1, Math.round(raw.get(chosen.get(i)) / total * MAX_PASS));
      }
    }
    sum = 0;
    for (int count : counts) {
      sum += count;
    }
    long times = Math.max(1, Math.min(MAX_PASS / sum, (MIN_PASS + sum - 1) / sum));
    for (int i = 0; i < counts.length; i++) {
      counts[i] *= (int) times;
    }
    List<Member> members = new ArrayList<>();
    for (int i = 0; i < counts.length; i++) {
      Candidate c = chosen.get(i);
      members.add(new Member(c.sample(), c.type().getName(), raw.get(c) / total, counts[i]));
    }
    return new MessageMix(members, shuffled(counts));
  }

  /** Each message as often as its count says, in an order shuffled with {@link #SEED}. */
  static List<Integer> shuffled(int[] counts) {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < counts.length; i++) {
      for (int k = 0; k < counts[i]; k++) {
        order.add(i);
      }
    }
    java.util.Collections.shuffle(order, new java.util.Random(SEED));
    return order;
  }
}
