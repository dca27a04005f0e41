package com.acme;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.apache.maven.model.Model;
import org.apache.maven.model.io.xpp3.MavenXpp3Reader;
import org.codehaus.plexus.util.xml.pull.XmlPullParserException;

/** A POM published on Maven Central, read with Maven's own reader. */
public final class Samples {
  private Samples() {}

  /** com.google.code.gson:gson-parent:2.10.1's POM. */
  public static Model gsonParentPom() {
    try (InputStream in = Samples.class.getResourceAsStream("/gson-parent-2.10.1.pom")) {
      return new MavenXpp3Reader().read(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (XmlPullParserException e) {
      throw new IllegalStateException(e);
    }
  }
}
