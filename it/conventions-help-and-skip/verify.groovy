def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('serbench:benchmark') : 'help does not list the benchmark goal'
assert log.contains('serbench:help')
assert log.contains('serbench.preset') : 'help -Ddetail does not show the user properties'
assert log.contains('serbench is skipped (serbench.skip)')

// the demo run: the bundled model, measured, with the cycle defeating the tree codec
assert log.contains("No model configured: running on serbench's bundled demo model (-Dserbench.demo)")
def results = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/serbench/results.json'))
assert results.samples*.name == ['io.serbench.demo.DemoCategory#tree', 'generated(io.serbench.demo.DemoOrder)']
assert results.samples[0].results.find { it.codec == 'kryo-flat' }.roundTrip == 'FAIL'
// which codec wins depends on the host; what holds everywhere: the recommended codec is the ranking's
// first, it kept the category tree's cycle, and no tree codec (kryo-flat) can be it
def recommended = results.recommendation.codec
assert recommended && results.recommendation.ranking[0].codec == recommended
assert results.samples[0].results.find { it.codec == recommended }.roundTrip == 'PASS'
assert recommended != 'kryo-flat'
return true
