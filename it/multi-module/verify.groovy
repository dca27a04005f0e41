import groovy.json.JsonSlurper

def orders = new JsonSlurper().parse(new File(basedir, 'orders/target/serbench/results.json'))
assert orders.samples*.name == ['generated(com.acme.orders.Order)']
def users = new JsonSlurper().parse(new File(basedir, 'users/target/serbench/results.json'))
assert users.samples*.name == ['generated(com.acme.users.User)']
[orders, users].each { r ->
  assert r.codecs*.id == ['kryo', 'jackson-json']
  assert r.samples[0].results && r.samples[0].results.every { it.roundTrip == 'PASS' && it.serializeNs.score > 0 }
}
assert new File(basedir, 'orders/target/serbench/index.html').isFile()
assert !new File(basedir, 'target/serbench').exists()
assert !new File(basedir, 'util/target/serbench').exists()

def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('serbench skips multi-module: packaging pom has no classes')
assert log.contains('serbench skips util: no model configured here')
return true
