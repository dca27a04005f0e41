package com.acme;

import io.avaje.jsonb.Json;

/** One line of an invoice. */
@Json
public record Line(String sku, String description, int quantity, long unitCents) {}
