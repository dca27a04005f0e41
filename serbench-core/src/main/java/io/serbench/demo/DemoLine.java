package io.serbench.demo;

import java.io.Serializable;

/** One line of a {@link DemoOrder}. */
public record DemoLine(String sku, int quantity, double unitPrice) implements Serializable {}
