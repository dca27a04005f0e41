package io.serbench.testmodel;

import java.io.Serializable;

public record Address(String street, String city, int zip) implements Serializable {}
