package io.serbench.testmodel;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A record model with a nested record, an enum and collections: the versioning probe rebuilds each
 * record per change ({@code VariantClasses}), where a class is edited in its own bytes.
 *
 * @param id an identifier
 * @param weight an int the widening changes retype
 * @param size an enum
 * @param items nested records
 * @param counts a map
 * @param labels a set
 */
public record Parcel(
    String id,
    int weight,
    Size size,
    List<Item> items,
    Map<String, Integer> counts,
    Set<String> labels) {

  /** The parcel's size class. */
  public enum Size {
    SMALL,
    LARGE
  }

  /**
   * One item of the parcel.
   *
   * @param sku the stock keeping unit
   * @param quantity how many
   */
  public record Item(String sku, int quantity) {}
}
