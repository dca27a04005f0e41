package com.acme;

import java.util.List;
import java.util.Map;

public class Customer {
  String name;
  List<String> emails;
  Map<String, Integer> scores;
}
