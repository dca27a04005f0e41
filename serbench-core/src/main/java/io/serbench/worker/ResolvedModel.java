package io.serbench.worker;

import io.serbench.model.ModelResolver;
import java.util.List;
import java.util.Map;

/**
 * The configured model classes.
 *
 * @param resolver the resolver, for the sample stage's fixtures
 * @param classes the classes that initialise
 * @param broken class name to the reason no codec can run on it
 */
record ResolvedModel(ModelResolver resolver, List<Class<?>> classes, Map<String, String> broken) {}
