def log = new File(basedir, 'build.log').getText('UTF-8')
def expected = [
  "<classes> (-Dserbench.classes): class com.acme.Order is in ${new File(basedir, 'src/main/java').canonicalPath} but not compiled yet; run 'mvn compile serbench:benchmark'",
  "<classes> (-Dserbench.classes): class com.acme.Ordr was not found on the project's classpath; did you mean com.acme.Order?",
  "<samples> (-Dserbench.samples): factory method com.acme.Fixtures#broken threw java.lang.IllegalStateException: fixture database is down",
  "<classes> (-Dserbench.classes): no model configured; set <classes>, <packages> or <samples> (or -Dserbench.classes, -Dserbench.packages, -Dserbench.samples)",
  "<outputDirectory> (-Dserbench.outputDirectory): cannot write to the output directory",
  "<constraints><graph> (-Dserbench.graph): 'yes' is not a valid graph constraint; use true or false",
  "<jvms> (-Dserbench.jvms): /tmp is not a JDK: it has no bin/java; list JDK home directories, such as /usr/lib/jvm/temurin-25-jdk-amd64",
  "<jvms> (-Dserbench.jvms): no JDK toolchain matches version=99; add a <toolchain> of type jdk to ~/.m2/toolchains.xml (or pass -t path/to/toolchains.xml), or list the JDK home itself",
  "<timeBudget> (-Dserbench.timeBudget): timeBudget 5 s is too small for one round of 2 benchmarks (and the host's sentinel) after ",
  "<samples> (-Dserbench.samples): fixture file ${new File(basedir, 'src/test/resources/missing.json').canonicalPath} does not exist; give a path relative to the project",
  "no codec meets the constraints (crossLanguage): cross-language eliminated the last candidates (kryo); relax <constraints> or set <failOnNoRecommendation>false (-Dserbench.failOnNoRecommendation=false)",
]
def missing = expected.findAll { !log.contains(it) }
assert missing.isEmpty() : "messages not found in build.log:\n" + missing.join('\n')

// one line each, and no stack trace at the default log level (the ITs run without -e)
assert !(log =~ /(?m)^\s+at [\w.$]+\(/) : 'a stack trace was printed'
assert !log.contains('Caused by:')
assert !log.contains('Exception in thread')
// the word Exception appears only where the user's own factory threw one, and in Maven's help link
def exceptionLines = log.readLines().findAll {
  it.contains('Exception') && !it.contains('fixture database is down') && !it.contains('cwiki.apache.org')
}
assert exceptionLines.isEmpty() : "unexpected lines mentioning an exception:\n" + exceptionLines.join('\n')
return true
