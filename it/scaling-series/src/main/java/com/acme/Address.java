package com.acme;

public record Address(String street, String city, int zip) {}
