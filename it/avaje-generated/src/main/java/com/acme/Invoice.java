package com.acme;

import io.avaje.jsonb.Json;
import java.util.List;

/** An invoice as a service that uses avaje-jsonb declares it. */
@Json
public record Invoice(String id, String customer, long totalCents, List<Line> lines) {}
