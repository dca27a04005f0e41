import groovy.json.JsonSlurper

def out = new File(basedir, 'target/serbench')
def results = new JsonSlurper().parse(new File(out, 'results.json'))
def configured = 'jackson-json=com.acme.Json#mapper'
assert results.codecs*.id == ['kryo', 'jackson-json', configured] : "codecs: ${results.codecs*.id}"
def own = results.codecs.find { it.id == configured }
assert own.mode.startsWith("the project's own instance, from com.acme.Json#mapper")
assert own.version == '2.17.2' && own.versionSource == 'PROJECT'

def sample = results.samples.find { it.name.contains('operation') }
def plain = sample.results.find { it.codec == 'jackson-json' }
def project = sample.results.find { it.codec == configured }
// serbench's plain mapper cannot carry the subtypes; the project's mapper with its mix-in can
assert plain.roundTrip == 'FAIL' : "the plain mapper must lose the subtypes: ${plain}"
assert project.roundTrip == 'PASS' : "the project's mapper must carry its own model: ${project.failure}"
assert project.serializeNs.score > 0 && project.deserializeNs.score > 0 : 'the project\'s instance is timed'

// the answer compares with the instance the team runs, not with serbench's guess of it
assert results.criteria.current.codec == configured
def current = results.recommendation.tradeOffs.current
assert current.codec == configured
assert current.text.contains("from ${configured}") : current.text
assert !current.text.contains('loses data') : current.text

def html = new File(out, 'index.html').text
assert html.contains('com.acme.Json#mapper')
if (results.recommendation.codec == configured) {
  assert html.contains('The setup is the project')
}
return true
