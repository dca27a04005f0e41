import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').getText('UTF-8')
// Maven runs on JDK 25 (the invoker execution's javaHome); the worker and the forks run on the
// project's toolchain JDK 17, and a log line says so
assert log.contains('Worker and JMH forks run on the project\'s toolchain JDK: /usr/lib/jvm/java-17-openjdk-amd64/bin/java')
def results = new JsonSlurper().parse(new File(basedir, 'target/serbench/results.json'))
assert results.environment.javaVersion.startsWith('17') : "ran on ${results.environment.javaVersion}"
def jmh = new JsonSlurper().parse(new File(basedir, 'target/serbench/jmh-result.json'))
assert jmh.every { it.jvm == '/usr/lib/jvm/java-17-openjdk-amd64/bin/java' } : jmh*.jvm
assert jmh.every { it.jdkVersion.startsWith('17') } : jmh*.jdkVersion
def invoice = results.samples.find { it.name == 'generated(com.acme.Invoice)' }
assert invoice.results.every { it.roundTrip == 'PASS' && it.serializeNs.score > 0 }
return true
