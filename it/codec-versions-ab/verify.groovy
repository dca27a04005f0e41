import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').getText('UTF-8')
// a version no repository has: one line naming <codecs> and the fix, before any worker starts
assert log.contains("<codecs> (-Dserbench.codecs): 'jackson-json@0.0.1' cannot be resolved: com.fasterxml.jackson.core:jackson-databind:0.0.1, com.fasterxml.jackson.datatype:jackson-datatype-jdk8:0.0.1, com.fasterxml.jackson.datatype:jackson-datatype-jsr310:0.0.1, com.fasterxml.jackson.module:jackson-module-parameter-names:0.0.1 is not in the project's repositories; name a released version of com.fasterxml.jackson.core:jackson-databind -> [Help 1]") : 'no resolution error'
assert !(log =~ /(?m)^\s+at [\w.$]+\(/) : 'a stack trace was printed'

def out = new File(basedir, 'target/serbench')
def results = new JsonSlurper().parse(new File(out, 'results.json'))
assert results.schemaVersion == 11
// both versions, each with the version its loaders really loaded
def versions = results.codecs.collectEntries { [(it.id): it.version] }
assert versions == ['jackson-json@2.23.0': '2.23.0', 'jackson-json@2.18.2': '2.18.2'] : versions
assert log.contains('jackson-json@2.18.2: com.fasterxml.jackson.core:jackson-databind 2.18.2 in loaders of its own')
assert log.contains('jackson-json@2.23.0: com.fasterxml.jackson.core:jackson-databind 2.23.0 in loaders of its own')

// each JMH fork created its codec over its version's jars (a fork's output reaches the worker's log)
def forkLog = new File(out, 'worker.log').getText('UTF-8')
assert forkLog =~ /serbench: jackson-json@2\.18\.2 runs in a loader of its own over \S*jackson-databind-2\.18\.2\.jar/
assert forkLog =~ /serbench: jackson-json@2\.23\.0 runs in a loader of its own over \S*jackson-databind-2\.23\.0\.jar/
def jmh = new JsonSlurper().parse(new File(out, 'jmh-result.json'))
// every race round also runs the host's sentinel, which is no codec
assert (jmh*.params*.codec.toSet() - ['host-sentinel']) == ['jackson-json@2.18.2', 'jackson-json@2.23.0'] as Set

// the same rounds, interleaved: every round ran both
def sample = results.samples.find { it.name == 'generated(com.acme.Order)' }
def a = sample.results.find { it.codec == 'jackson-json@2.18.2' }
def b = sample.results.find { it.codec == 'jackson-json@2.23.0' }
[a, b].each { r ->
  assert r.roundTrip == 'PASS' : "${r.codec}: ${r.failure}"
  assert r.serializeNs.perFork*.round == [1, 2] && r.deserializeNs.perFork*.round == [1, 2]
}
results.environment.race.rounds.each { round ->
  assert round.order.any { it.contains('jackson-json@2.18.2') } && round.order.any { it.contains('jackson-json@2.23.0') } : round.order
}

// the A/B: B's time over A's in the same round, from the per-round figures results.json holds
def ratio = { op ->
  def logs = [1, 2].collect { n -> Math.log(b[op].perFork.find { it.round == n }.mean / a[op].perFork.find { it.round == n }.mean) }
  Math.exp(logs.sum() / logs.size())
}
def html = new File(out, 'index.html').getText('UTF-8')
assert html.contains('<h2>A/B: versions of one library</h2>')
assert html.contains('jackson-json: 2.23.0 (B) against 2.18.2 (A)')
['serialize': 'serializeNs', 'deserialize': 'deserializeNs'].each { name, op ->
  def row = html.find(/<tr><td>generated\(com\.acme\.Order\)<\/td><td>${name}<\/td><td>([^<]*)<\/td>/) { all, words -> words }
  assert row : "no A/B row for ${name}"
  def point = String.format(Locale.ROOT, '%.2fx the time', ratio(op))
  assert row.startsWith(point) || row.startsWith('not separated: ') : "${name}: ${row}, point ${point}"
  // no interval wider than its figure is printed
  def interval = (row =~ /95% interval ([\d.]+)-([\d.]+)x/)
  if (interval.find()) {
    assert interval.group(2).toDouble() - interval.group(1).toDouble() <= ratio(op)
  }
}
assert html.contains(b.sizeBytes == a.sizeBytes ? "the same size (${a.sizeBytes} bytes)" : "against ${a.sizeBytes}")
assert log =~ /A\/B jackson-json 2\.23\.0 vs 2\.18\.2: /
assert new File(out, 'summary.md').getText('UTF-8').contains('- A/B jackson-json 2.23.0 vs 2.18.2: ')

// compare reads the run, A/B included
def comparison = new JsonSlurper().parse(new File(basedir, 'target/ab-compare/comparison.json'))
assert comparison.versionPairs*.run == ['before', 'after']
assert comparison.versionPairs.every { it.a == 'jackson-json@2.18.2' && it.b == 'jackson-json@2.23.0' && it.rows.size() == 2 }
assert log.contains('A/B in before: jackson-json@2.23.0 against jackson-json@2.18.2: ')
assert new File(basedir, 'target/ab-compare/index.html').getText('UTF-8').contains('A/B: versions of one library')
return true
