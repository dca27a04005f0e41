package io.serbench.testmodel;

import java.io.Serializable;
import java.util.List;

public record Point(String label, double x, double y, List<Integer> tags) implements Serializable {}
