import groovy.json.JsonSlurper

def results = new JsonSlurper().parse(new File(basedir, 'target/serbench/results.json'))
def names = results.samples*.name
assert names.containsAll(['com.acme.Fixtures#order(0)', 'com.acme.Fixtures#order(10)', 'com.acme.Fixtures#order(100)'])
assert names.containsAll(['generated(com.acme.Customer)[size=0]', 'generated(com.acme.Customer)[size=10]',
                          'generated(com.acme.Customer)[size=100]'])
assert names.contains('fixture(address.json)')

def orders = results.samples.findAll { it.series == 'com.acme.Fixtures#order' }.sort { it.size }
assert orders*.size == [0, 10, 100]
['kryo', 'jackson-json'].each { codec ->
  def sizes = orders.collect { s -> s.results.find { it.codec == codec }.sizeBytes }
  assert sizes[0] < sizes[1] && sizes[1] < sizes[2] : "${codec} sizes do not grow: ${sizes}"
  orders.each { s -> assert s.results.find { it.codec == codec }.serializeNs.score > 0 }
}
def customers = results.samples.findAll { it.series == 'generated(com.acme.Customer)' }
assert customers.size() == 3 && customers.every { it.results && it.results.every { r -> r.roundTrip == 'PASS' } }

def address = results.samples.find { it.name == 'fixture(address.json)' }
assert address.modelClass == 'com.acme.Address'
assert address.results && address.results.every { it.roundTrip == 'PASS' }

def html = new File(basedir, 'target/serbench/index.html').getText('UTF-8')
assert html.contains('id="scaling"')
assert html.contains('<strong>com.acme.Fixtures#order</strong>: total time (ns/op) by size')
assert html.contains('<strong>generated(com.acme.Customer)</strong>: size (bytes) by size')
return true
