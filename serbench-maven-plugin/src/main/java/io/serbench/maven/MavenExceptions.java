package io.serbench.maven;

import io.serbench.SerbenchException;
import io.serbench.WorkerFailedException;
import io.serbench.config.Setting;
import io.serbench.config.Settings;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;

/**
 * The one place that turns serbench's typed exceptions into Maven failures: bad configuration is a
 * {@link MojoFailureException} naming the POM element and its user property; a broken environment
 * is a {@link MojoExecutionException}.
 */
final class MavenExceptions {
  private MavenExceptions() {}

  /** Throws the Maven failure that corresponds to {@code error}. */
  static void rethrow(Throwable error) throws MojoExecutionException, MojoFailureException {
    var translated = translate(error);
    if (translated instanceof MojoFailureException failure) {
      throw failure;
    }
    throw (MojoExecutionException) translated;
  }

  /** A failed gate of a finished run, with the POM's way out where there is one. */
  static MojoFailureException gate(io.serbench.host.RunOutcome.GateFailure failure) {
    return new MojoFailureException(
        switch (failure.kind()) {
          case BASELINE_REGRESSION -> failure.message();
          case BASELINE_INCONCLUSIVE ->
              failure.message()
                  + "; measure with the standard or thorough preset, or set"
                  + " <failOnInconclusive>false (-Dserbench.failOnInconclusive=false)";
          case NO_RECOMMENDATION ->
              failure.message()
                  + "; relax <constraints> or set <failOnNoRecommendation>false"
                  + " (-Dserbench.failOnNoRecommendation=false)";
        });
  }

  /**
   * The element as the POM writes it, with its user property: a constraint inside {@code
   * <constraints>}, as its declaration says; a holder has no property of its own.
   */
  private static String where(String element) {
    if (java.util.Arrays.stream(Setting.Holder.values())
        .anyMatch(h -> h.element().equals(element))) {
      return "<" + element + ">: ";
    }
    String pom =
        Settings.ofElement(element)
            .flatMap(Setting::holder)
            .filter(Setting.Holder.CONSTRAINTS::equals)
            .map(h -> "<" + h.element() + "><" + element + ">")
            .orElse("<" + element + ">");
    return pom + " (-Dserbench." + element + "): ";
  }

  static org.apache.maven.plugin.AbstractMojoExecutionException translate(Throwable error) {
    if (error instanceof org.apache.maven.plugin.AbstractMojoExecutionException maven) {
      return maven;
    }
    if (error instanceof WorkerFailedException worker) {
      return new MojoExecutionException(worker.getMessage(), worker);
    }
    if (error instanceof SerbenchException serbench) {
      String where = serbench.element().map(MavenExceptions::where).orElse("");
      String message = where + serbench.getMessage();
      return serbench.isUserError()
          ? new MojoFailureException(message, serbench)
          : new MojoExecutionException(message, serbench);
    }
    if (error instanceof DependencyResolutionRequiredException) {
      return new MojoExecutionException(
          "the project's runtime classpath is not resolved: " + error.getMessage(), error);
    }
    return new MojoExecutionException("serbench failed: " + error, error);
  }
}
