import groovy.json.JsonSlurper

def out = new File(basedir, 'target/serbench')
def results = new JsonSlurper().parse(new File(out, 'results.json'))
def catalog = ['kryo', 'kryo-flat', 'kryo-registered', 'kryo-registered-unsafe', 'kryo-registered-graph', 'kryo-compatible',
               'kryo-compatible-flat', 'kryo-compatible-registered',
               'fst', 'fst-flat', 'fst-registered', 'protostuff-runtime', 'protobuf-runtime',
               'protostuff-graph', 'protostuff-json', 'protobuf-java', 'jackson-json', 'jackson-smile', 'jackson-cbor', 'msgpack',
               'jackson3-json', 'jdk',
               'fory', 'fory-registered', 'fory-registered-graph', 'fory-compatible',
               'fory-compatible-flat', 'fory-compatible-registered',
               'jackson-json-afterburner', 'jackson-json-blackbird', 'jackson-xml', 'jackson-yaml',
               'jackson-ion', 'jackson-avro', 'bson', 'jackson3-json-blackbird', 'jackson3-smile', 'jackson3-cbor',
               'jackson-json-array', 'jackson-smile-array', 'jackson-cbor-array', 'msgpack-array',
               'gson', 'gson-stream', 'fastjson2', 'fastjson2-jsonb', 'fastjson2-jsonb-array', 'dsl-json', 'dsl-json-array',
               'avaje-jsonb', 'hessian', 'jboss-river', 'jboss-river-registered', 'jboss-serial', 'xstream', 'avro-reflect',
               'avro-specific']
assert results.codecs*.id == catalog : "codecs: ${results.codecs*.id}"
assert results.leftOut == [] : "-Dserbench.codecs=all leaves nothing out: ${results.leftOut}"

// what cannot carry this POJO by its nature, with the reason the report gives
def limits = ['jackson-xml': 'Invalid name character',   // a map key with a space is no XML name
              'dsl-json': 'differs at',                  // runtime analysis skips private fields
              'dsl-json-array': 'array format only',     // needs @CompiledJson(formats = ARRAY)
              'protobuf-java': 'not a generated protobuf message',
              'avro-specific': 'is not an Avro SpecificRecord',  // records come from Avro's compiler
              'avaje-jsonb': 'no generated adapter for com.acme.Account'] // adapters come from its processor
def account = results.samples.find { it.name == 'generated(com.acme.Account)' }
limits.each { id, reason ->
  def r = account.results.find { it.codec == id }
  assert r.roundTrip != 'PASS' && r.failure.contains(reason) : "${id}: ${r.roundTrip} ${r.failure}"
}
catalog.findAll { !limits.containsKey(it) }.each { id ->
  def r = account.results.find { it.codec == id }
  assert r.roundTrip == 'PASS' : "${id} failed on a plain POJO: ${r.failure}"
  assert r.sizeBytes > 0 && r.deflatedBytes > 0 : "${id} has no size"
  assert r.serializeNs?.score > 0 : "${id} has no serialize score: ${r.benchmarkFailure}"
  assert r.deserializeNs?.score > 0 : "${id} has no deserialize score: ${r.benchmarkFailure}"
}

// every reported version is the version of the jar on the worker's classpath
def classpath = new File(out, 'worker.classpath').text.split(File.pathSeparator)
results.codecs.findAll { it.library != 'java.base' }.each { c ->
  def (groupId, artifactId) = c.library.split(':')
  // by its repository path: Jackson 2 and 3 both ship a jackson-databind jar
  def directory = "${groupId.replace('.', '/')}/${artifactId}/"
  def jar = classpath.find { it.replace(File.separator, '/').contains(directory) && new File(it).name ==~ /${java.util.regex.Pattern.quote(artifactId)}-\d.*\.jar/ }
  assert jar : "no ${artifactId} jar on the worker classpath"
  assert new File(jar).name == "${artifactId}-${c.version}.jar" : "${c.id}: reported ${c.version}, loaded ${jar}"
  assert c.structure in ['GRAPH', 'TREE'] && c.pooling && c.documentation
}
def jdk = results.codecs.find { it.id == 'jdk' }
assert jdk.version == System.getProperty('java.version') || jdk.version.startsWith(System.getProperty('java.specification.version'))

// -Dserbench.skipProbes: no capability was probed, and none reads as PASS or FAIL
assert results.capabilities && results.capabilities.every { c ->
  [c.graph, c.crossLanguage, c.versioningBackward, c.untrustedInput].every {
    it.measured == 'NOT_TESTED' && it.evidence.contains('this run skipped the probes (-Dserbench.skipProbes')
  }
} : 'a capability was probed although the probes were skipped'
def html = new File(out, 'index.html').getText('UTF-8')
catalog.each { assert html.contains("data-codec=\"${it}\"") }
results.codecs.each { assert html.contains(it.version) }
return true
