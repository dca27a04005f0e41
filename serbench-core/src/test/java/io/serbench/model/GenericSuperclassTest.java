package io.serbench.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The classes a model reaches through the type arguments it gives its generic superclass. */
class GenericSuperclassTest {
  /** An SDK's page of results, generic in what it holds. */
  public static class Page<T> {
    public List<T> data = new ArrayList<>();
    public boolean hasMore;
  }

  /** What the page holds. */
  public static class Customer {
    public String email;
  }

  /** A page of customers, as an SDK's CustomerCollection is. */
  public static class CustomerPage extends Page<Customer> {}

  @Test
  void aSubclassOfAGenericSuperclass_reachesItsTypeArguments() {
    assertThat(ModelTypes.knownClasses(List.of(CustomerPage.class)))
        .contains(CustomerPage.class, Page.class, Customer.class);
  }
}
