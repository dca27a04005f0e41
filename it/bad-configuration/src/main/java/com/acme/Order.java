package com.acme;

public class Order {
  long id;
  String customer;
}
