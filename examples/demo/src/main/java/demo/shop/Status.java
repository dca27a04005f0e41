package demo.shop;

public enum Status {
  PLACED,
  PAID,
  SHIPPED,
  DELIVERED
}
