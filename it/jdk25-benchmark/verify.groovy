import groovy.json.JsonSlurper

def results = new JsonSlurper().parse(new File(basedir, 'target/serbench/results.json'))
assert results.environment.javaVersion.startsWith('25') : "ran on ${results.environment.javaVersion}"
def invoice = results.samples.find { it.name == 'generated(com.acme.Invoice)' }
assert invoice.results && invoice.results.every { it.roundTrip == 'PASS' && it.serializeNs.score > 0 }
return true
