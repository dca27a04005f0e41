package com.acme;

import java.io.Serializable;

public class Contact implements Serializable {
  private String email;
  private String phone;
  private short extension;
}
