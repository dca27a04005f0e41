def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('serbench:benchmark') : 'help does not list the benchmark goal'
assert log.contains('serbench:help')
assert log.contains('serbench.quick') : 'help -Ddetail does not show the user properties'
assert log.contains('serbench is skipped (serbench.skip)')

// the demo run: the bundled model, measured, with the cycle defeating the tree codec
assert log.contains("No model configured: running on serbench's bundled demo model (-Dserbench.demo)")
def results = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/serbench/results.json'))
assert results.samples*.name == ['io.serbench.demo.DemoCategory#tree', 'generated(io.serbench.demo.DemoOrder)']
assert results.samples[0].results.find { it.codec == 'kryo-flat' }.roundTrip == 'FAIL'
assert results.recommendation.codec in ['kryo', 'kryo-compatible', 'kryo-registered-graph']
return true
