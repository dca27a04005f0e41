import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').getText('UTF-8')
// the codec of the model's own binding joins by itself, and the log says why and how to leave it out
assert log.contains("protobuf-java joins the run by itself: it is the model's own binding, com.acme.proto.Order is a protoc-generated message (-Dserbench.codecs=!protobuf-java leaves it out)")

def results = new JsonSlurper().parse(new File(basedir, 'target/serbench/results.json'))
assert results.codecs*.id == ['kryo', 'jdk', 'protobuf-java'] : results.codecs*.id
def protobuf = results.codecs.find { it.id == 'protobuf-java' }
assert protobuf.version == '4.36.2' : "the project's protobuf-java is measured: ${protobuf.version}"

// the generated message round-trips through toByteArray and the generated parser, and is timed
def order = results.samples.find { it.name == 'generated(com.acme.proto.Order)' }
assert order : "no sample of the generated Order: ${results.samples*.name}"
def r = order.results.find { it.codec == 'protobuf-java' }
assert r.roundTrip == 'PASS' : "protobuf-java on a generated message: ${r.failure}"
assert r.sizeBytes > 20
assert r.serializeNs?.score > 0 && r.deserializeNs?.score > 0 : r.benchmarkFailure

// read back with the descriptor alone, by protobuf-java's DynamicMessage
def caps = results.capabilities.find { it.codec == 'protobuf-java' && it.model == 'com.acme.proto.Order' }
assert caps.crossLanguage.measured == 'PASS' : caps.crossLanguage.evidence
assert caps.crossLanguage.evidence.contains('DynamicMessage')

def html = new File(basedir, 'target/serbench/index.html').getText('UTF-8')
assert html.contains('data-codec="protobuf-java"')
return true
