package com.acme.users;

public class User {
  private String name;
  private int age;
}
