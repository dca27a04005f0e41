package demo.shop;

import java.io.Serializable;

/** A record inside each order line: codecs written before Java 16 may not be able to rebuild it. */
public record Price(String currency, long cents, boolean taxIncluded) implements Serializable {}
