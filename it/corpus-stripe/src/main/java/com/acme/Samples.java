package com.acme;

import com.stripe.model.CustomerCollection;
import com.stripe.model.PaymentIntent;
import com.stripe.net.ApiResource;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Stripe API responses, read with the SDK's own Gson as the SDK reads them. */
public final class Samples {
  private Samples() {}

  /** GET /v1/payment_intents/pi_...: a confirmed card payment. */
  public static PaymentIntent paymentIntent() {
    return read("/payment_intent.json", PaymentIntent.class);
  }

  /** GET /v1/customers?limit=2: a list object. */
  public static CustomerCollection customers() {
    return read("/customers.json", CustomerCollection.class);
  }

  private static <T> T read(String resource, Class<T> type) {
    try (InputStream in = Samples.class.getResourceAsStream(resource);
        Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
      return ApiResource.GSON.fromJson(reader, type);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
