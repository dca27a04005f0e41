import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('avaje-jsonb joins the run by itself: the build generated avaje-jsonb adapters for model classes')

def results = new JsonSlurper().parse(new File(basedir, 'target/serbench/results.json'))
assert results.codecs*.id == ['kryo', 'jdk', 'avaje-jsonb'] : results.codecs*.id
def avaje = results.codecs.find { it.id == 'avaje-jsonb' }
assert avaje.version == '3.11' : "the project's avaje-jsonb is measured: ${avaje.version}"

// the record round-trips through the adapters the build generated, and is timed
def invoice = results.samples.find { it.name == 'generated(com.acme.Invoice)' }
assert invoice : "no sample of Invoice: ${results.samples*.name}"
def r = invoice.results.find { it.codec == 'avaje-jsonb' }
assert r.roundTrip == 'PASS' : "avaje-jsonb on its generated adapters: ${r.failure}"
assert r.sizeBytes > 20
assert r.serializeNs?.score > 0 && r.deserializeNs?.score > 0 : r.benchmarkFailure

// versioning cannot be probed on adapters generated at build time: not tested, never FAIL or PASS
def caps = results.capabilities.find { it.codec == 'avaje-jsonb' && it.model == 'com.acme.Invoice' }
assert caps.versioningBackward.measured == 'NOT_TESTED' : caps.versioningBackward.evidence
assert caps.versioningBackward.evidence.contains('through code the build generated')
assert caps.crossLanguage.measured == 'PASS' : caps.crossLanguage.evidence

def html = new File(basedir, 'target/serbench/index.html').getText('UTF-8')
assert html.contains('data-codec="avaje-jsonb"')
return true
