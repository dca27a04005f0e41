package com.acme;

import java.io.Serializable;

public class Customer implements Serializable {
  private String name;
  private String email;
  private int loyaltyPoints;
}
