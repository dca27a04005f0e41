package demo.shop;

/** Sample factories for serbench. */
public final class Fixtures {
  private Fixtures() {}

  /** A three-level category tree with parent links. */
  public static Category categoryTree() {
    Category root = new Category("All");
    String[] departments = {"Books", "Music", "Garden", "Kitchen"};
    for (String department : departments) {
      Category child = new Category(department);
      for (int i = 1; i <= 3; i++) {
        child.add(new Category(department + " " + i));
      }
      root.add(child);
    }
    return root;
  }
}
