package io.serbench.testing;

import java.util.List;

/** The catalog's codec ids in catalog order, as the tests expect them. */
public final class TestCatalog {
  private TestCatalog() {}

  /** Every codec of the catalog. */
  public static final List<String> ALL =
      List.of(
          "kryo",
          "kryo-flat",
          "kryo-registered",
          "kryo-registered-unsafe",
          "kryo-registered-graph",
          "kryo-compatible",
          "kryo-compatible-flat",
          "kryo-compatible-registered",
          "fst",
          "fst-flat",
          "fst-registered",
          "protostuff-runtime",
          "protobuf-runtime",
          "protostuff-graph",
          "protostuff-json",
          "protobuf-java",
          "jackson-json",
          "jackson-smile",
          "jackson-cbor",
          "msgpack",
          "jackson3-json",
          "jdk",
          "fory",
          "fory-registered",
          "fory-registered-graph",
          "fory-compatible",
          "fory-compatible-flat",
          "fory-compatible-registered",
          "jackson-json-afterburner",
          "jackson-json-blackbird",
          "jackson-xml",
          "jackson-yaml",
          "jackson-ion",
          "jackson-avro",
          "bson",
          "jackson3-json-blackbird",
          "jackson3-smile",
          "jackson3-cbor",
          "jackson-json-array",
          "jackson-smile-array",
          "jackson-cbor-array",
          "msgpack-array",
          "gson",
          "gson-stream",
          "fastjson2",
          "fastjson2-jsonb",
          "fastjson2-jsonb-array",
          "dsl-json",
          "dsl-json-array",
          "avaje-jsonb",
          "hessian",
          "jboss-river",
          "jboss-river-registered",
          "jboss-serial",
          "xstream",
          "avro-reflect",
          "avro-specific");
}
