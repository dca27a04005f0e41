import groovy.json.JsonSlurper

def orders = new JsonSlurper().parse(new File(basedir, 'orders/target/serbench/results.json'))
// OrderLine is a part of Order: covered inside it, not a sample of its own
assert orders.samples*.name == ['generated(com.acme.orders.Order)']
def roles = orders.models.collectEntries { [(it.modelClass): it] }
assert roles['com.acme.orders.Order'].message
assert !roles['com.acme.orders.OrderLine'].message
assert roles['com.acme.orders.OrderLine'].reason.contains('reached from Order via Order.lines')
assert orders.schemaVersion == 11
assert orders.mix.decides && orders.mix.members*.sample == ['generated(com.acme.orders.Order)']
assert orders.mix.result.results && orders.mix.result.results.every { it.roundTrip == 'PASS' && it.serializeNs.score > 0 }
def users = new JsonSlurper().parse(new File(basedir, 'users/target/serbench/results.json'))
assert users.samples*.name == ['generated(com.acme.users.User)']
[orders, users].each { r ->
  assert r.codecs*.id == ['kryo', 'jackson-json']
}
assert new File(basedir, 'orders/target/serbench/index.html').isFile()
assert !new File(basedir, 'target/serbench').exists()
assert !new File(basedir, 'util/target/serbench').exists()

// the aggregate at the root: each module's pick and the codec that serves both
def aggregate = new JsonSlurper().parse(new File(basedir, 'target/serbench-aggregate/aggregate.json'))
assert aggregate.modules*.module == ['orders', 'users']
assert users.recommendation.codec == 'jackson-json'
// kryo is Java only, so the users module's cross-language constraint excludes it
def kryo = aggregate.codecs.find { it.codec == 'kryo' }
assert !kryo.servesAll
assert kryo.cells[1].startsWith('excluded: ') && kryo.cells[1].contains('cross-language')
assert aggregate.best == 'jackson-json'
assert aggregate.modules.find { it.module == 'orders' }.recommended == orders.recommendation.codec
if (orders.recommendation.codec != 'jackson-json') {
  assert aggregate.notes.any { it.startsWith("orders recommends ${orders.recommendation.codec} on its own; jackson-json scores") }
}
assert aggregate.missing.any { it.startsWith('util (no ') }
def html = new File(basedir, 'target/serbench-aggregate/index.html').getText('UTF-8')
assert html.contains('id="best-codec">jackson-json<')
assert html.contains('data-module="users"')

def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('serbench skips multi-module: packaging pom has no classes')
assert log.contains('serbench skips util: no model configured here')
assert log.contains('Messages: Order (no other model class reaches it)')
assert log.contains('Parts, covered inside their messages')
assert log.contains('serbench aggregate over 2 module(s): jackson-json serves all 2 module(s) best')
return true
