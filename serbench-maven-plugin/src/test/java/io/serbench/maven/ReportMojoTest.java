package io.serbench.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import org.apache.maven.model.Build;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;

/**
 * The report's own {@code outputDirectory} is the benchmark's results directory; the page still
 * goes where the site (or, run alone, {@code target/reports}) wants it.
 */
class ReportMojoTest {
  private static ReportMojo report() throws ReflectiveOperationException {
    ReportMojo report = new ReportMojo(null, null);
    MavenProject project = new MavenProject();
    Build build = new Build();
    build.setDirectory("/work/project/target");
    project.setBuild(build);
    var field = org.apache.maven.reporting.AbstractMavenReport.class.getDeclaredField("project");
    field.setAccessible(true);
    field.set(report, project);
    report.outputDirectory = new File("/work/project/target/bench");
    return report;
  }

  @Test
  void runAlone_thePageGoesToTargetReports_notIntoTheResults() throws Exception {
    assertThat(report().getReportOutputDirectory())
        .isEqualTo(new File("/work/project/target/reports").getAbsoluteFile());
  }

  @Test
  void inASite_thePageGoesWhereTheSitePluginSays_andTheResultsStay() throws Exception {
    ReportMojo report = report();
    report.setReportOutputDirectory(new File("/work/project/target/site"));

    assertThat(report.getReportOutputDirectory()).isEqualTo(new File("/work/project/target/site"));
    assertThat(report.outputDirectory).isEqualTo(new File("/work/project/target/bench"));
  }
}
