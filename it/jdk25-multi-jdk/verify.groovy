import groovy.json.JsonSlurper

def out = new File(basedir, 'target/serbench')
def jdk17 = new JsonSlurper().parse(new File(out, 'jdk-17/results.json'))
def jdk25 = new JsonSlurper().parse(new File(out, 'jdk-25/results.json'))
assert jdk17.environment.javaVersion.startsWith('17')
assert jdk25.environment.javaVersion.startsWith('25')
[jdk17, jdk25].each { r ->
  assert r.capabilities.size() > 0 : 'probes ran on every JDK'
  assert r.samples[0].results.every { it.roundTrip == 'PASS' && it.serializeNs.score > 0 }
}
def comparison = new JsonSlurper().parse(new File(out, 'jdks.json'))
assert comparison.runs*.label == ['jdk-17', 'jdk-25']
assert comparison.environmentDifferences.any { it.startsWith('JDK: 17') } : 'the JDKs differ, and the comparison says so'
assert comparison.rows.size() == jdk17.samples[0].results.size()
def html = new File(out, 'jdks.html').getText('UTF-8')
assert html.contains('The same benchmark on 2 JDKs')
assert html.contains('href="jdk-17/index.html"') && html.contains('href="jdk-25/index.html"')
// the first JDK's run is also the output directory's own
assert new JsonSlurper().parse(new File(out, 'results.json')).environment.javaVersion.startsWith('17')
assert new File(basedir, 'build.log').getText('UTF-8').contains('=== jdk-25: ')
assert new File(basedir, 'build.log').getText('UTF-8').contains('<jvms> toolchain:25: JDK toolchain /usr/lib/jvm/temurin-25-jdk-amd64')
return true
