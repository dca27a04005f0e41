package io.serbench.maven;

import static org.assertj.core.api.Assertions.assertThat;

import io.serbench.config.ProjectFacts;
import io.serbench.config.RequestTranslator;
import io.serbench.result.Criteria;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.codehaus.plexus.classworlds.ClassWorld;
import org.codehaus.plexus.component.configurator.BasicComponentConfigurator;
import org.codehaus.plexus.component.configurator.expression.ExpressionEvaluator;
import org.codehaus.plexus.configuration.DefaultPlexusConfiguration;
import org.codehaus.plexus.configuration.PlexusConfiguration;
import org.junit.jupiter.api.Test;

/**
 * {@code <weights>} is one parameter with the user property of the same name: Maven's own
 * configurator, as it runs the goal, fills it from {@code -Dserbench.weights=3,4,5}, from {@code
 * <weights>3,4,5</weights>} and from the elements.
 */
class WeightsConfigurationTest {

  @Test
  void theUserPropertyReachesTheWeights() throws Exception {
    PlexusConfiguration pom = configuration();
    pom.addChild("weights", "${serbench.weights}"); // what the descriptor gives without a POM value

    assertThat(weights(pom, Map.of("serbench.weights", "3,4,5")))
        .isEqualTo(new Criteria.Weights(3, 4, 5));
  }

  @Test
  void aListInThePom_andElementsInThePom() throws Exception {
    PlexusConfiguration listed = configuration();
    listed.addChild("weights", "1,2,0,1");
    listed.addChild("coldStart", "true"); // a cold-start weight needs the pass
    assertThat(weights(listed, Map.of())).isEqualTo(new Criteria.Weights(1, 2, 0, 1));

    PlexusConfiguration nested = configuration();
    PlexusConfiguration element = new DefaultPlexusConfiguration("weights");
    element.addChild("size", "2");
    nested.addChild(element);
    // the balanced objective's time weights stay
    assertThat(weights(nested, Map.of())).isEqualTo(new Criteria.Weights(0.5, 0.5, 2));
  }

  /** {@code <constraints>} is a map of its nested elements, each under its user property. */
  @Test
  void nestedConstraints_reachTheCriteria_andAnUnknownOneIsNamed() throws Exception {
    PlexusConfiguration pom = configuration();
    PlexusConfiguration constraints = new DefaultPlexusConfiguration("constraints");
    constraints.addChild("graph", "true");
    constraints.addChild("versioning", "backward");
    pom.addChild(constraints);
    pom.addChild("versioning", "${serbench.versioning}");

    Criteria criteria = request(pom, Map.of("serbench.versioning", "full")).criteria();
    assertThat(criteria.constraints().graph()).isTrue();
    assertThat(criteria.constraints().versioning())
        .as("the user property wins")
        .isEqualTo(io.serbench.codec.Versioning.FULL);

    constraints.addChild("grahp", "true");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> request(pom, Map.of()))
        .isInstanceOfSatisfying(
            io.serbench.InvalidConfigurationException.class,
            e -> assertThat(e.element()).contains("constraints"))
        .hasMessageStartingWith(
            "<constraints><grahp> is not a setting of <constraints>; use graph,");
  }

  private static PlexusConfiguration configuration() {
    PlexusConfiguration configuration = new DefaultPlexusConfiguration("configuration");
    configuration.addChild("objective", "balanced");
    return configuration;
  }

  private static Criteria.Weights weights(PlexusConfiguration pom, Map<String, String> properties)
      throws Exception {
    return request(pom, properties).criteria().weights();
  }

  private static io.serbench.config.BenchmarkRequest request(
      PlexusConfiguration pom, Map<String, String> properties) throws Exception {
    BenchmarkMojo mojo = new BenchmarkMojo(null, null);
    ClassWorld world = new ClassWorld("plugin", WeightsConfigurationTest.class.getClassLoader());
    new BasicComponentConfigurator()
        .configureComponent(mojo, pom, evaluator(properties), world.getRealm("plugin"));
    mojo.classes = List.of("com.acme.Order");
    mojo.outputDirectory = "/work/project/target/serbench";
    return RequestTranslator.translate(
        MavenRequests.raw(mojo.parameters()),
        new ProjectFacts(
            Path.of("/work/project"),
            "/work/project/target/classes",
            List.of(),
            List.of(),
            List.of("worker.jar"),
            "/usr/bin/java"));
  }

  /** Resolves {@code ${name}} from the user properties, as Maven's evaluator does. */
  private static ExpressionEvaluator evaluator(Map<String, String> properties) {
    return new ExpressionEvaluator() {
      @Override
      public Object evaluate(String expression) {
        if (expression != null && expression.startsWith("${") && expression.endsWith("}")) {
          return properties.get(expression.substring(2, expression.length() - 1));
        }
        return expression;
      }

      @Override
      public File alignToBaseDirectory(File file) {
        return file;
      }
    };
  }
}
