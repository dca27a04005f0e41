import groovy.json.JsonSlurper

def results = new JsonSlurper().parse(new File(basedir, 'target/serbench/results.json'))
def ledger = results.samples.find { it.name == 'com.acme.Fixtures#ledger' }
def result = { id -> ledger.results.find { it.codec == id } }

// java serialization and Kryo keep every field
['jdk', 'kryo'].each { id ->
  assert result(id).roundTrip == 'PASS' : "${id}: ${result(id).failure} ${result(id).differences}"
  assert result(id).serializeNs.score > 0
}

// JSON reads the Object-typed Long back as an Integer: a changed type, named by its path
def json = result('jackson-json')
assert json.roundTrip == 'FAIL'
assert json.phase == 'COMPARE'
assert json.typeChanged
assert json.differences.any { it == 'payload: type changed java.lang.Long -> java.lang.Integer' } : json.differences
assert json.serializeNs == null && json.sizeBytes > 0

// every failing codec says where, what was expected and what came back
ledger.results.findAll { it.roundTrip == 'FAIL' }.each { r ->
  assert r.failure
  if (r.phase == 'COMPARE') {
    assert r.differenceCount >= r.differences.size() && r.differences.size() > 0
    r.differences.each { assert it =~ /^[\w.\[\]<> ]+: .+ -> .+$/ : "${r.codec}: ${it}" }
  }
}

def html = new File(basedir, 'target/serbench/index.html').getText('UTF-8')
def matrix = html.substring(html.indexOf('id="fidelity"'), html.indexOf('id="failures"'))
assert matrix.contains('com.acme.Ledger')
assert matrix.contains('type changed')
assert matrix.contains('payload: type changed java.lang.Long -&gt; java.lang.Integer')
return true
