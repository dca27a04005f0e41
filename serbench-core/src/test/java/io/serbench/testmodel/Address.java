package io.serbench.testmodel;

import java.io.Serializable;

public class Address implements Serializable {
  private String street;
  private String city;
  private int zip;
}
