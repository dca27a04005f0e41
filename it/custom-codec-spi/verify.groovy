import groovy.json.JsonSlurper

def out = new File(basedir, 'target/serbench')
def results = new JsonSlurper().parse(new File(out, 'results.json'))
// built-in codecs first, then contributed ones in discovery order
assert results.codecs*.id.toSet() == ['kryo', 'acme-gzip-java', 'inhouse-ticket'].toSet() : "codecs: ${results.codecs*.id}"
def acme = results.codecs.find { it.id == 'acme-gzip-java' }
assert acme.library == 'com.acme:acme-codec'
assert acme.version == '1.0' : "version of the plugin-dependency codec: ${acme.version}"

def ticket = results.samples.find { it.name == 'generated(com.acme.model.Ticket)' }
['kryo', 'acme-gzip-java', 'inhouse-ticket'].each { id ->
  def r = ticket.results.find { it.codec == id }
  assert r.roundTrip == 'PASS' : "${id}: ${r.failure}"
  assert r.serializeNs.score > 0 && r.deserializeNs.score > 0 && r.sizeBytes > 0
}
def html = new File(out, 'index.html').getText('UTF-8')
assert html.contains('data-codec="acme-gzip-java"') && html.contains('data-codec="inhouse-ticket"')
return true
