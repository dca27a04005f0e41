import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').getText('UTF-8')
// Maven runs on JDK 25 (the invoker execution's javaHome); the worker and the forks run on the
// project's toolchain JDK (the one running the outer build, see prebuild.groovy), and a log line
// says so
def home = new File(projectJdkHome).canonicalPath
def java = new File(home, 'bin/java').path
def version = new File(home, 'release').readLines()
    .find { it.startsWith('JAVA_VERSION=') }.split('=')[1].replace('"', '').tokenize('.')[0]
assert version != '25' : 'the project JDK must differ from the JDK 25 that runs Maven here'
assert log.contains("Worker and JMH forks run on the project's toolchain JDK: ${java}")
def results = new JsonSlurper().parse(new File(basedir, 'target/serbench/results.json'))
assert results.environment.javaVersion.startsWith(version) : "ran on ${results.environment.javaVersion}"
def jmh = new JsonSlurper().parse(new File(basedir, 'target/serbench/jmh-result.json'))
assert jmh && jmh.every { new File(it.jvm).canonicalPath == new File(java).canonicalPath } : jmh*.jvm
assert jmh && jmh.every { it.jdkVersion.startsWith(version) } : jmh*.jdkVersion
def invoice = results.samples.find { it.name == 'generated(com.acme.Invoice)' }
assert invoice.results && invoice.results.every { it.roundTrip == 'PASS' && it.serializeNs.score > 0 }
return true
