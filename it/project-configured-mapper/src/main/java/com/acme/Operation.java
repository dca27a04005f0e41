package com.acme;

import java.util.ArrayList;
import java.util.List;

/** An API operation with its parameters. */
public class Operation {
  private String operationId;
  private List<Parameter> parameters = new ArrayList<>();

  public String getOperationId() {
    return operationId;
  }

  public void setOperationId(String operationId) {
    this.operationId = operationId;
  }

  public List<Parameter> getParameters() {
    return parameters;
  }

  public void setParameters(List<Parameter> parameters) {
    this.parameters = parameters;
  }
}
