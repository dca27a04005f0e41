import groovy.json.JsonSlurper

// 1. mvn site on the clean checkout: one line that names the fix
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log =~ /\[ERROR\] Failed to execute goal .*serbench runIfMissing: site-report-run-if-missing is not compiled \(.*\) and mvn site does not compile; run mvn compile site -> \[Help 1\]/

// 2. mvn compile site: the <pluginManagement> <outputDirectory> reached the report goal
def results = new JsonSlurper().parse(new File(basedir, 'target/bench/results.json'))
assert !new File(basedir, 'target/serbench/results.json').exists()
// ... and so did <constraints> and <objective>, in the quick preset
assert results.criteria.constraints.graph == true
assert results.criteria.objective == 'SIZE'
assert results.environment.plan.startsWith('preset quick')
// jackson-json writes no cycles: the graph constraint leaves kryo, whatever the host's speed
assert results.recommendation.exclusions.find { it.codec == 'jackson-json' }.requirement == 'graph'
assert results.recommendation.codec == 'kryo'

def page = new File(basedir, 'target/site/serbench.html').getText('UTF-8')
assert page.contains('Recommended codec: kryo')
assert page.contains('Constraints: graph; objective: size.')
assert new File(basedir, 'target/site/serbench/index.html').isFile()
assert new File(basedir, 'target/site/serbench/results.json').isFile()
return true
