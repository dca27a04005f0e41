package com.acme;

/** A real operation, as the project's API document holds it. */
public final class Samples {
  private Samples() {}

  public static Operation operation() {
    Operation operation = new Operation();
    operation.setOperationId("listOrders");
    for (int i = 0; i < 4; i++) {
      QueryParameter query = new QueryParameter();
      query.setName("filter" + i);
      query.setRequired(i % 2 == 0);
      operation.getParameters().add(query);
    }
    HeaderParameter header = new HeaderParameter();
    header.setName("X-Trace-Id");
    header.setFormat("uuid");
    operation.getParameters().add(header);
    return operation;
  }
}
