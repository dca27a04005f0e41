import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').getText('UTF-8')
def first = new JsonSlurper().parse(new File(basedir, 'target/first/results.json'))
assert first.baseline == null
assert first.samples[0].results.find { it.codec == 'acme-spin' }.serializeNs.score > 0

// the second run compared itself with the first and failed the build with one clear line
def second = new JsonSlurper().parse(new File(basedir, 'target/serbench/results.json'))
assert second.baseline.failed
assert second.baseline.watched == 'acme-spin'
def row = second.baseline.rows.find { it.codec == 'acme-spin' }
assert row.ratio > 1.1 && row.beyondNoise && row.regression
assert !second.baseline.rows.find { it.codec == 'jdk' }.regression : 'an unchanged codec must not be flagged'
assert log =~ /\[ERROR\] Failed to execute goal .*baseline gate: acme-spin got \d+% slower on generated\(com\.acme\.gate\.Order\) \([\d,]+ -> [\d,]+ ns\/op\), beyond the noise and the 10% allowed/
def html = new File(basedir, 'target/serbench/index.html').getText('UTF-8')
assert html.contains('id="baseline"')
assert html.contains('REGRESSION')
assert !(log =~ /(?m)^\s+at [\w.$]+\(/) : 'a stack trace was printed'
return true
