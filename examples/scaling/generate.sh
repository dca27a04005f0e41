#!/usr/bin/env bash
# Writes a Maven project with a generated model package for serbench's scaling acceptance:
# ROOTS messages, each holding three kinds of part of its own (4 x ROOTS classes in all).
#   examples/scaling/generate.sh 10 target/scaling-40   # 40 classes: 10 messages, 30 parts
#   examples/scaling/generate.sh 1 target/scaling-4     #  4 classes:  1 message,   3 parts
# then: mvn -f <dir>/pom.xml compile serbench:benchmark   (default codecs, standard preset)
set -euo pipefail
roots=${1:?number of messages}
dir=${2:?output directory}
here=$(cd "$(dirname "$0")" && pwd)
version=$(sed -n 's|^  <version>\(.*\)</version>|\1|p' "$here/../../pom.xml" | head -1)
src="$dir/src/main/java/com/acme/model"
rm -rf "$dir"
mkdir -p "$src"
cat > "$dir/pom.xml" <<POM
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.acme</groupId>
  <artifactId>scaling-$((roots * 4))</artifactId>
  <version>1.0</version>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <build>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-resources-plugin</artifactId>
        <version>3.3.1</version>
      </plugin>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-compiler-plugin</artifactId>
        <version>3.14.0</version>
      </plugin>
      <plugin>
        <groupId>io.serbench</groupId>
        <artifactId>serbench-maven-plugin</artifactId>
        <version>$version</version>
        <configuration>
          <!-- the whole package, the default codec set, the standard preset -->
          <packages>
            <package>com.acme.model</package>
          </packages>
        </configuration>
      </plugin>
    </plugins>
  </build>
</project>
POM
for i in $(seq 1 "$roots"); do
  cat > "$src/Message$i.java" <<JAVA
package com.acme.model;

import java.io.Serializable;
import java.time.Instant;
import java.util.List;
import java.util.Map;

public class Message$i implements Serializable {
  private long id;
  private String name;
  private Instant created;
  private boolean urgent;
  private List<Line$i> lines;
  private Address$i address;
  private Map<String, Amount$i> amounts;
}
JAVA
  cat > "$src/Line$i.java" <<JAVA
package com.acme.model;

import java.io.Serializable;

public class Line$i implements Serializable {
  private String sku;
  private int quantity;
  private double weight;
}
JAVA
  cat > "$src/Address$i.java" <<JAVA
package com.acme.model;

import java.io.Serializable;

public class Address$i implements Serializable {
  private String street;
  private String city;
  private String zip;
}
JAVA
  cat > "$src/Amount$i.java" <<JAVA
package com.acme.model;

import java.io.Serializable;
import java.math.BigDecimal;

public class Amount$i implements Serializable {
  private BigDecimal value;
  private String currency;
}
JAVA
done
echo "$dir: $((roots * 4)) model classes ($roots messages, $((roots * 3)) parts)"
