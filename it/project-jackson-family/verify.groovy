import groovy.json.JsonSlurper

def out = new File(basedir, 'target/serbench')
def results = new JsonSlurper().parse(new File(out, 'results.json'))
def byId = results.codecs.collectEntries { [(it.id): it] }

// the codecs on jackson-databind run on the project's 2.15.4, the dataformats and modules that
// serbench adds are moved to 2.15.4 too
assert byId['jackson-json'].version == '2.15.4' && byId['jackson-json'].versionSource == 'PROJECT'
['jackson-smile', 'jackson-cbor', 'jackson-ion', 'jackson-avro', 'jackson-xml', 'jackson-yaml',
 'jackson-json-afterburner', 'jackson-json-blackbird', 'jackson-cbor-array'].each { id ->
  def c = byId[id]
  assert c : "${id} is missing: ${byId.keySet()}"
  assert c.version == '2.15.4' : "${id} measured ${c.version}"
  assert c.versionSource == 'ALIGNED' && c.versionNote.contains("project's jackson-databind 2.15.4") : "${id}: ${c.versionSource} ${c.versionNote}"
}
def classpath = new File(out, 'worker.classpath').text
assert classpath.contains('jackson-dataformat-cbor-2.15.4.jar')
assert !(classpath =~ /jackson-dataformat-cbor-2\.2\d/) : 'serbench\'s own CBOR module must not sit beside the project\'s Jackson'

// msgpack-jackson 0.9.x is built against a newer Jackson and has no version for 2.15: it meets a
// setup conflict over the project's jars, so it runs again over serbench's own, in loaders of its own
def msgpack = results.codecs.find { it.id.startsWith('msgpack@') }
assert msgpack : "msgpack did not move to loaders of its own: ${byId.keySet()}"
assert msgpack.versionSource == 'ISOLATED'
assert msgpack.version == msgpack.id.substring('msgpack@'.length())

// nothing fails, or stays untested, on a linkage error between serbench's jars and the project's
def linkage = ~/NoSuchFieldError|NoSuchMethodError|NoClassDefFoundError|AbstractMethodError|IncompatibleClassChangeError/
def shipment = results.samples.find { it.name == 'generated(com.acme.Shipment)' }
shipment.results.each { r ->
  assert r.roundTrip != 'NOT_TESTED' : "${r.codec} was not tested: ${r.failure}"
  assert !(r.failure && r.failure =~ linkage) : "${r.codec} failed on a linkage error: ${r.failure}"
  if (r.roundTrip == 'PASS') {
    assert r.serializeNs?.score > 0 && r.deserializeNs?.score > 0 : "${r.codec} has no figure: ${r.benchmarkFailure}"
  }
}
['jackson-json', 'jackson-cbor', 'jackson-smile', msgpack.id].each { id ->
  assert shipment.results.find { it.codec == id }.roundTrip == 'PASS' : "${id} must carry a plain bean"
}

// the forks' collector is the one jvmArgsAppend named, as a JVM with their options reports it
assert results.environment.collectors == ['Copy', 'MarkSweepCompact'] : "${results.environment.collectors}"

def html = new File(out, 'index.html').text
assert html.contains('aligned to the project') && html.contains('jackson-databind 2.15.4')
assert html.contains('in class loaders of its own')
def log = new File(basedir, 'build.log').text
assert log.contains("Library versions measured: jackson-json 2.15.4 (the project's)")
return true
