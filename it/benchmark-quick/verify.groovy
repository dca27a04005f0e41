import groovy.json.JsonSlurper

def out = new File(basedir, 'target/serbench')
def resultsFile = new File(out, 'results.json')
assert resultsFile.isFile() : "results.json was not written"
def results = new JsonSlurper().parse(resultsFile)

assert results.schemaVersion == 11
def ids = results.codecs*.id
def expected = ['kryo', 'kryo-registered', 'fst', 'fst-registered', 'protostuff-runtime',
                'jackson-json', 'msgpack', 'jdk']
assert ids.sort() == expected.sort() : "codecs in results.json: ${ids}"
results.codecs.each { c ->
  assert c.version && c.version != 'unknown' : "no loaded version for ${c.id}"
}
assert results.codecs.find { it.id == 'kryo' }.version == '5.6.2'

def sample = { name -> results.samples.find { it.name == name } ?: { assert false : "no sample ${name}: ${results.samples*.name}" }() }
def result = { s, codec -> s.results.find { it.codec == codec } }

// Customer is a part of Order (Order.buyer): covered inside it, not a sample of its own
assert results.samples*.name.sort() == ['com.acme.Fixtures#tree', 'generated(com.acme.Order)']
def roles = results.models.collectEntries { [(it.modelClass): it] }
assert !roles['com.acme.Customer'].message && roles['com.acme.Customer'].reason == 'reached from Order via Order.buyer'
assert roles['com.acme.Order'].message && roles['com.acme.TreeNode'].message

// the mix: the order and the tree, one each per pass; a codec is in it only when it passed both
def mix = results.mix
// two messages of equal weight, multiplied to a shuffled pass of 64 calls
assert mix.decides && mix.passLength == 64
assert mix.members*.sample.sort() == ['com.acme.Fixtures#tree', 'generated(com.acme.Order)']
def inMix = mix.result.results.findAll { it.roundTrip == 'PASS' }*.codec
assert inMix.containsAll(['jdk', 'fst', 'kryo']) && !inMix.contains('jackson-json')
inMix.each { codec ->
  def r = mix.result.results.find { it.codec == codec }
  assert r.serializeNs.score > 0 && r.deserializeNs.score > 0 : "${codec} has no mix figure: ${r.benchmarkFailure}"
}
assert mix.result.results.find { it.codec == 'jackson-json' }.failure.startsWith('com.acme.Fixtures#tree: ')

// every codec passes on the plain POJO, with positive sizes; per-message times for the leaders only
def order = sample('generated(com.acme.Order)')
assert order.modelClass == 'com.acme.Order'
expected.each { codec ->
  def r = result(order, codec)
  assert r.roundTrip == 'PASS' : "${codec} failed on Order: ${r.failure}"
  assert r.sizeBytes > 0 && r.deflatedBytes > 0
}
def timed = order.results.findAll { it.serializeNs }*.codec
def outOfMix = mix.result.results.findAll { it.roundTrip != 'PASS' }*.codec
// every codec that carries Order but not the tree is out of the mix, and timed on Order all the same
def placed = order.results.findAll { it.roundTrip == 'PASS' && it.codec in outOfMix }*.codec
assert placed && placed.every { it in timed } : "out of the mix ${placed}, timed on Order ${timed}"
// of the codecs in the mix, only the top group is timed message by message
def timedInMix = timed.findAll { !(it in outOfMix) }
assert timedInMix.size() in [1, 2] && timedInMix.contains(results.recommendation.codec) : timed
assert mix.perMessage.startsWith('for ') && timed.every { mix.perMessage.contains(it) } : mix.perMessage
// bytes over the mix: each message as often as a pass holds it, 32 orders and 32 trees
def kryoMix = mix.result.results.find { it.codec == 'kryo' }
assert mix.members.collectEntries { [(it.sample): it.count] } == ['com.acme.Fixtures#tree': 32, 'generated(com.acme.Order)': 32]
assert kryoMix.sizeBytes == 32 * result(order, 'kryo').sizeBytes + 32 * result(sample('com.acme.Fixtures#tree'), 'kryo').sizeBytes

// the parent/child cycle: graph codecs pass, jackson-json fails with a reason
def tree = sample('com.acme.Fixtures#tree')
assert tree.modelClass == 'com.acme.TreeNode'
['jdk', 'fst', 'kryo'].each { codec ->
  def r = result(tree, codec)
  assert r.roundTrip == 'PASS' : "${codec} failed on the cycle: ${r.failure}"
}
def json = result(tree, 'jackson-json')
assert json.roundTrip == 'FAIL'
assert json.failure
assert json.serializeNs == null && json.deserializeNs == null

// the other outputs
def jmh = new JsonSlurper().parse(new File(out, 'jmh-result.json'))
assert jmh.size() > 0
assert jmh && jmh.every { it.mode == 'avgt' && it.primaryMetric.scoreUnit == 'ns/op' }
assert new File(out, 'jmh/src/io/serbench/generated/OrderBenchmark.java').isFile()

def html = new File(out, 'index.html').getText('UTF-8')
// the exclusions read by cause, each codec out of the mix placed against the pick on Order
assert html.contains("codecs cannot carry com.acme.Fixtures#tree</strong>") : 'exclusions by cause'
placed.each { codec ->
  assert html =~ /${java.util.regex.Pattern.quote(codec)} on ${java.util.regex.Pattern.quote(order.name)}: [\d,.]+ ns per message, [\d.]+x the time of / : "${codec} placed on Order"
}
// what the pick gives up, in measured capabilities
assert html.contains('id="pick-capabilities"')
expected.each { assert html.contains(it) : "index.html does not mention ${it}" }
assert results.recommendation.codec
assert html.contains(results.recommendation.codec)

// measured capabilities: one entry per codec and model class, claimed next to measured
def caps = { codec, model -> results.capabilities.find { it.codec == codec && it.model == model } ?: { assert false : "no capabilities of ${codec} on ${model}" }() }
// probed on the messages only: Order (with its Customer inside) and TreeNode
assert results.capabilities.size() == expected.size() * 2
def kryoTree = caps('kryo', 'com.acme.TreeNode')
assert kryoTree.graph.measured == 'PASS' && kryoTree.graph.claimed
assert kryoTree.graph.evidence.contains('your model com.acme.TreeNode')
// jackson-json cannot carry the tree, so it cannot be chosen for it: not probed there, with why
def jsonTree = caps('jackson-json', 'com.acme.TreeNode')
assert jsonTree.graph.measured == 'NOT_TESTED' && !jsonTree.graph.claimed
assert jsonTree.graph.evidence.contains('does not round-trip TreeNode') : jsonTree.graph.evidence
def jsonOrder = caps('jackson-json', 'com.acme.Order')
assert jsonOrder.versioningBackward.measured == 'PASS' : jsonOrder.versioningBackward.evidence
assert jsonOrder.versioningForward.measured == 'PASS' : jsonOrder.versioningForward.evidence
assert caps('kryo', 'com.acme.Order').versioningBackward.measured == 'FAIL'
assert caps('msgpack', 'com.acme.Order').crossLanguage.measured == 'PASS'
assert caps('msgpack', 'com.acme.Order').languages.contains('Python')
assert caps('kryo', 'com.acme.Order').crossLanguage.evidence.startsWith('Java only')
// kryo-registered's class guard refuses the foreign class, but its decoder believes a claimed
// byte[] length and recurses past the stack: the resource attacks fail it, naming Kryo's setting
def kryoUntrusted = caps('kryo-registered', 'com.acme.Order').untrustedInput
assert kryoUntrusted.measured == 'FAIL'
assert kryoUntrusted.evidence.contains('the guard refused')
assert kryoUntrusted.evidence.contains('OutOfMemoryError')
assert kryoUntrusted.evidence.contains('StackOverflowError')
assert kryoUntrusted.evidence.contains('kryo.setMaxDepth')
assert caps('jdk', 'com.acme.Order').untrustedInput.measured == 'FAIL'
assert caps('jdk', 'com.acme.Order').untrustedInput.evidence.contains('InstantiationProbe')
assert caps('jdk', 'com.acme.Order').untrustedInput.evidence.contains('resource attacks (claimed lengths, deep nesting) not tried')
// the next JDK: Kryo's Unsafe field access fails once it is denied; NOT_TESTED only without a JDK 24+
def kryoNext = caps('kryo', 'com.acme.Order').nextJdk
assert kryoNext.measured in ['FAIL', 'NOT_TESTED']
assert kryoNext.measured == 'NOT_TESTED' || kryoNext.evidence.contains('--sun-misc-unsafe-memory-access=deny')
assert caps('jdk', 'com.acme.Order').nextJdk.measured in ['PASS', 'NOT_TESTED']
assert html.contains('id="capabilities"')
assert html.contains('Capability matrix')
assert html.contains('your model com.acme.TreeNode')

// the versioning matrix: every change in both directions, in results.json and the report
def evolutions = caps('protostuff-runtime', 'com.acme.Order').evolutions
assert evolutions*.change == ['add-last', 'add-first', 'remove-middle', 'remove-last', 'rename-field', 'widen-int-long', 'int-to-integer']
// protostuff numbers fields by declaration order: a rename keeps the value
assert evolutions.find { it.change == 'rename-field' }.backward in ['PASS', 'NOT_APPLICABLE'] : evolutions
assert evolutions.find { it.change == 'add-last' }.backward == 'PASS'
assert evolutions.find { it.change == 'remove-middle' }.forward in ['FAIL', 'SILENT'] : evolutions
assert html.contains('Versioning matrix')
assert results.capabilities && results.capabilities.every { it.untrustedInput.exercised != null }

// jvmArgsAppend reaches the forks: JMH recorded it, results.json and the report show it
// the heap is sized to the model (256 MB to 1 GB), fixed: -Xms equals -Xmx
assert jmh && jmh.every { a -> a.jvmArgs.contains('-XX:+UseSerialGC') && a.jvmArgs.any { it ==~ /-Xmx\d+[mg]/ } && a.jvmArgs.find { it.startsWith('-Xms') }?.substring(4) == a.jvmArgs.find { it.startsWith('-Xmx') }?.substring(4) } : jmh*.jvmArgs
assert results.environment.jvmArgs.contains('-XX:+UseSerialGC')
assert html.contains('-XX:+UseSerialGC')

// the CI summary next to the report
def summary = new File(out, 'summary.md')
assert summary.isFile() : 'summary.md was not written'
def md = summary.getText('UTF-8')
assert md.startsWith('## serbench recommends `' + results.recommendation.codec + '`')
assert md.contains('| Rank | Codec | Score | Score vs. leader (95%) | Time vs. fastest | Size vs. smallest |')
assert md.contains('Measured in 2 round(s) of one fork per benchmark')
assert md.contains('| 1 | `' + results.recommendation.codec + '` |')

def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('Recommended codec: ' + results.recommendation.codec)
assert log.contains('Report: ')
assert log =~ /\[round [12] \d+\/\d+\] kryo serialize sample=/

// the quick preset: two rounds of one fork each for every codec, in a shuffled order
assert results.environment.race.rounds.size() == 2
assert results.environment.race.rounds && results.environment.race.rounds.every { it.order.size() == results.environment.race.rounds[0].order.size() }
// the host's sentinel: one fork per round in the shuffled order, in no figure
assert results.environment.race.rounds.every { it.order.count('host-sentinel') == 1 }
assert results.environment.race.sentinel.forks*.round.containsAll([1, 2])
assert !order.results*.codec.contains('host-sentinel')
def kryoMixTime = kryoMix.serializeNs
assert kryoMixTime.forks == 2 && kryoMixTime.perFork*.round == [1, 2]
assert kryoMixTime.fewForks && kryoMixTime.interval == 'POOLED' && kryoMixTime.lower < kryoMixTime.score
// the leaders' per-message figures: one fork each, after the race's rounds
def leader = result(order, results.recommendation.codec).serializeNs
assert leader.forks == 1 && leader.perFork*.round == [3] && leader.interval == 'POOLED'
assert html.contains('<h2>Messages and the mix</h2>') && html.contains('Bytes over the mix')
return true
