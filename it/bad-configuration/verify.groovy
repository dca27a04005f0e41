def log = new File(basedir, 'build.log').getText('UTF-8')
def expected = [
  "<classes> (-Dserbench.classes): class com.acme.Order is in ${new File(basedir, 'src/main/java').canonicalPath} but not compiled yet; run 'mvn compile serbench:benchmark'",
  "<classes> (-Dserbench.classes): class com.acme.Ordr was not found on the project's classpath; did you mean com.acme.Order?",
  "<classes> (-Dserbench.classes): com.acme.Shape is an interface; list concrete model classes, or give a factory method in <samples>",
  "<packages> (-Dserbench.packages): package com.nothing has no concrete classes with fields under",
  "<samples> (-Dserbench.samples): factory method com.acme.Fixtures#missing was not found",
  "<samples> (-Dserbench.samples): factory method com.acme.Fixtures#broken threw java.lang.IllegalStateException: fixture database is down",
  "<codecs> (-Dserbench.codecs): unknown codec id 'protobuf'; valid ids are: kryo, kryo-flat,",
  "<codecs> (-Dserbench.codecs): codec pattern 'avro*' selects no codec; valid ids are: kryo,",
  "<measurementIterations> (-Dserbench.measurementIterations): measurementIterations must be at least 1, but was 0",
  "<classes> (-Dserbench.classes): no model configured; set <classes>, <packages> or <samples> (or -Dserbench.classes, -Dserbench.packages, -Dserbench.samples)",
  "<sizes> (-Dserbench.sizes): size 'ten' is not a whole number; write sizes as 0,10,100",
  "<alphabet> (-Dserbench.alphabet): alphabet 'emoji' is not one of ASCII, LATIN1, UNICODE",
  "<outputDirectory> (-Dserbench.outputDirectory): cannot write to the output directory",
]
def missing = expected.findAll { !log.contains(it) }
assert missing.isEmpty() : "messages not found in build.log:\n" + missing.join('\n')

// one line each, and no stack trace at the default log level (the ITs run without -e)
assert !(log =~ /(?m)^\s+at [\w.$]+\(/) : 'a stack trace was printed'
assert !log.contains('Caused by:')
assert !log.contains('Exception in thread')
return true
