package com.acme;

import java.util.ArrayList;
import java.util.List;

public class Order {
  long id;
  List<String> lines = new ArrayList<>();
}
