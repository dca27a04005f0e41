import groovy.json.JsonSlurper

def out = new File(basedir, 'target/serbench')
def results = new JsonSlurper().parse(new File(out, 'results.json'))
def configured = 'jackson-json=com.acme.Json#mapper'
def field = 'jackson-json=com.acme.Json#MAPPER'
assert results.codecs*.id == ['kryo', 'jackson-json', field, configured] : "codecs: ${results.codecs*.id}"
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
// a public static final field names the instance as well as a factory does
def held = sample.results.find { it.codec == field }
assert held.roundTrip == 'PASS' : "the mapper in Json.MAPPER must carry the model: ${held.failure}"
assert held.serializeNs.score > 0 : 'the instance in a field is timed'

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
// the second build names no instance: serbench finds both, lists them with their settings, and
// guesses the one the exclusion leaves (Json#mapper) as the codec the project uses now; the guess is
// measured like a named instance, and said to be a guess
def guessedOut = new File(basedir, 'target/serbench-guessed')
def guessed = new JsonSlurper().parse(new File(guessedOut, 'results.json'))
assert guessed.codecs*.id == ['kryo', 'jackson-json', configured] : "codecs: ${guessed.codecs*.id}"
assert guessed.criteria.current.codec == configured
assert guessed.criteria.current.guessedFrom.contains('com.acme.Json#mapper') : guessed.criteria.current
def guessedSample = guessed.samples.find { it.name.contains('operation') }
def guessedOwn = guessedSample.results.find { it.codec == configured }
assert guessedOwn.roundTrip == 'PASS' && guessedOwn.serializeNs.score > 0 : 'the guessed instance is verified and timed'
assert guessed.recommendation.tradeOffs.current.codec == configured
def guessedHtml = new File(guessedOut, 'index.html').text
assert guessedHtml.contains('<section id="instances">')
assert guessedHtml.contains('-Dserbench.current=jackson-json=com.acme.Json#MAPPER')
assert guessedHtml.contains('-Dserbench.current=jackson-json=com.acme.Json#mapper')
def summary = new File(guessedOut, 'summary.md').text
assert summary.contains('`-Dserbench.current=jackson-json=com.acme.Json#MAPPER` (a public static final ObjectMapper field)')
def log = new File(basedir, 'build.log').text
assert log.contains('The project hands out 2 configured serializer instances')
assert log.contains("Comparing with ${configured} as the codec you use now, a guess")
return true
