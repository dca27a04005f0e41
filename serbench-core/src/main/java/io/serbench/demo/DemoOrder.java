package io.serbench.demo;

import java.io.Serializable;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * The bundled demo model's order: money as BigDecimal, a timestamp with nanoseconds, lines as
 * records, and tags. Used by {@code -Dserbench.demo} to try serbench before pointing it at one's
 * own classes.
 */
public class DemoOrder implements Serializable {
  private static final long serialVersionUID = 1L;

  private long id;
  private String customer;
  private BigDecimal total;
  private Instant placed;
  private List<DemoLine> lines;
  private Set<String> tags;
}
