import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('Apache Maven 4.') : 'this IT must run under Maven 4'
def results = new JsonSlurper().parse(new File(basedir, 'target/serbench/results.json'))
def invoice = results.samples.find { it.name == 'generated(com.acme.Invoice)' }
assert invoice.results*.codec == ['kryo', 'jdk']
assert invoice.results && invoice.results.every { it.roundTrip == 'PASS' && it.serializeNs.score > 0 }
assert new File(basedir, 'target/serbench/index.html').isFile()
return true
