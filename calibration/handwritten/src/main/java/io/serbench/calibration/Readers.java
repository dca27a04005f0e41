package io.serbench.calibration;

import demo.shop.Order;
import demo.shop.OrderLine;
import demo.shop.Price;
import demo.shop.Status;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Typed readers of a decoded message: every field, nested types through typed loops, folded into a
 * {@code long}, so that the deserialize benchmark pays for what a lazy decoder defers to the reads.
 * The folds are serbench's reader's ({@code io.serbench.jmh.DecodedReader}): a string its length,
 * an enum its ordinal, a number its value, a double its raw bits, BigDecimal and java.time values
 * their hash code. The demo's classes have no getters, so private fields are read, as serbench's
 * reader reads them, through {@code static final} VarHandles (a plain field load once C2 folds the
 * handle), each call typed exactly as the field, so that no conversion is needed; the record's
 * accessors are called.
 *
 * <p>Sets and maps fold their elements in any order (a sum), so that a decoded copy whose set
 * iterates in another order reads the same as the original: the setup's fidelity check relies on
 * it.
 */
public final class Readers {
  private static final VarHandle ORDER_ID = field(Order.class, "id", long.class);
  private static final VarHandle ORDER_CUSTOMER = field(Order.class, "customer", String.class);
  private static final VarHandle ORDER_STATUS = field(Order.class, "status", Status.class);
  private static final VarHandle ORDER_PLACED_AT = field(Order.class, "placedAt", Instant.class);
  private static final VarHandle ORDER_DELIVERY_DATE =
      field(Order.class, "deliveryDate", LocalDate.class);
  private static final VarHandle ORDER_TOTAL = field(Order.class, "total", BigDecimal.class);
  private static final VarHandle ORDER_LINES = field(Order.class, "lines", List.class);
  private static final VarHandle ORDER_TAGS = field(Order.class, "tags", Set.class);
  private static final VarHandle ORDER_ATTRIBUTES = field(Order.class, "attributes", Map.class);
  private static final VarHandle ORDER_GIFT_WRAPPED =
      field(Order.class, "giftWrapped", boolean.class);

  private static final VarHandle LINE_SKU = field(OrderLine.class, "sku", String.class);
  private static final VarHandle LINE_QUANTITY = field(OrderLine.class, "quantity", int.class);
  private static final VarHandle LINE_UNIT_PRICE = field(OrderLine.class, "unitPrice", Price.class);

  private Readers() {}

  /** Every field of an order, its lines, tags and attributes. */
  @SuppressWarnings("unchecked") // the fields' declared element types
  public static long order(Order o) {
    if (o == null) {
      return 0;
    }
    long h = 1;
    h = 31 * h + (long) ORDER_ID.get(o);
    h = 31 * h + length((String) ORDER_CUSTOMER.get(o));
    Status status = (Status) ORDER_STATUS.get(o);
    h = 31 * h + (status == null ? 0 : status.ordinal());
    h = 31 * h + hash((Instant) ORDER_PLACED_AT.get(o));
    h = 31 * h + hash((LocalDate) ORDER_DELIVERY_DATE.get(o));
    h = 31 * h + hash((BigDecimal) ORDER_TOTAL.get(o));
    List<OrderLine> lines = (List<OrderLine>) ORDER_LINES.get(o);
    long l = 7;
    if (lines != null) {
      for (OrderLine line : lines) {
        l = 31 * l + orderLine(line);
      }
    }
    h = 31 * h + l;
    Set<String> tags = (Set<String>) ORDER_TAGS.get(o);
    long t = 7;
    if (tags != null) {
      for (String tag : tags) {
        t += length(tag);
      }
    }
    h = 31 * h + t;
    Map<String, String> attributes = (Map<String, String>) ORDER_ATTRIBUTES.get(o);
    long a = 5;
    if (attributes != null) {
      for (Map.Entry<String, String> e : attributes.entrySet()) {
        a += 31 * length(e.getKey()) + length(e.getValue());
      }
    }
    h = 31 * h + a;
    h = 31 * h + ((boolean) ORDER_GIFT_WRAPPED.get(o) ? 1 : 0);
    return h;
  }

  /** Every field of a line and of its price. */
  public static long orderLine(OrderLine v) {
    if (v == null) {
      return 0;
    }
    long h = 2;
    h = 31 * h + length((String) LINE_SKU.get(v));
    h = 31 * h + (int) LINE_QUANTITY.get(v);
    h = 31 * h + price((Price) LINE_UNIT_PRICE.get(v));
    return h;
  }

  /** The record's components, through its accessors. */
  public static long price(Price p) {
    if (p == null) {
      return 0;
    }
    long h = 3;
    h = 31 * h + length(p.currency());
    h = 31 * h + p.cents();
    h = 31 * h + (p.taxIncluded() ? 1 : 0);
    return h;
  }

  private static long length(String s) {
    return s == null ? 0 : s.length();
  }

  private static long hash(Object value) {
    return value == null ? 0 : value.hashCode();
  }

  private static VarHandle field(Class<?> owner, String name, Class<?> type) {
    try {
      return MethodHandles.privateLookupIn(owner, MethodHandles.lookup())
          .findVarHandle(owner, name, type);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }
}
