import groovy.json.JsonSlurper

def results = new JsonSlurper().parse(new File(basedir, 'target/serbench/results.json'))
assert results.codecs*.id == ['kryo', 'jdk'] : "codecs: ${results.codecs*.id}"
def kryo = results.codecs.find { it.id == 'kryo' }
assert kryo.version == '5.5.0' : "measured Kryo ${kryo.version}, but the project depends on 5.5.0"

def classpath = new File(basedir, 'target/serbench/worker.classpath').text
assert classpath.contains('kryo-5.5.0.jar')
assert !classpath.contains('kryo-5.6.2.jar') : 'serbench must drop its own Kryo when the project has one'

def invoice = results.samples.find { it.name == 'generated(com.acme.Invoice)' }
assert invoice.results && invoice.results.every { it.roundTrip == 'PASS' && it.serializeNs.score > 0 }
assert new File(basedir, 'target/serbench/index.html').text.contains('5.5.0')
return true
