import groovy.json.JsonSlurper

def out = new File(basedir, 'target/serbench')
// the first JDK is the one running the outer build (projectJdkHome), the second JDK 25
def version = new File(projectJdkHome, 'release').readLines()
    .find { it.startsWith('JAVA_VERSION=') }.split('=')[1].replace('"', '').tokenize('.')[0]
assert version != '25' : 'the two JDKs must differ'
def first = new JsonSlurper().parse(new File(out, "jdk-${version}/results.json"))
def jdk25 = new JsonSlurper().parse(new File(out, 'jdk-25/results.json'))
assert first.environment.javaVersion.startsWith(version)
assert jdk25.environment.javaVersion.startsWith('25')
[first, jdk25].each { r ->
  assert r.capabilities.size() > 0 : 'probes ran on every JDK'
  assert r.samples[0].results && r.samples[0].results.every { it.roundTrip == 'PASS' && it.serializeNs.score > 0 }
}
def comparison = new JsonSlurper().parse(new File(out, 'jdks.json'))
assert comparison.runs*.label == ["jdk-${version}".toString(), 'jdk-25']
assert comparison.environmentDifferences.any { it.startsWith("JDK: ${version}") } : 'the JDKs differ, and the comparison says so'
assert comparison.rows.size() == first.samples[0].results.size()
def html = new File(out, 'jdks.html').getText('UTF-8')
assert html.contains('The same benchmark on 2 JDKs')
assert html.contains("href=\"jdk-${version}/index.html\"") && html.contains('href="jdk-25/index.html"')
// the first JDK's run is also the output directory's own
assert new JsonSlurper().parse(new File(out, 'results.json')).environment.javaVersion.startsWith(version)
assert new File(basedir, 'build.log').getText('UTF-8').contains('=== jdk-25: ')
assert new File(basedir, 'build.log').getText('UTF-8').contains("<jvms> toolchain:25: JDK toolchain ${new File(jdk25Home).canonicalPath}")
return true
