import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').getText('UTF-8')
def first = new JsonSlurper().parse(new File(basedir, 'target/first/results.json'))
assert first.baseline == null
assert first.samples[0].results.find { it.codec == 'acme-spin' }.serializeNs.score > 0

// the second run compared itself with the first and failed the build with one clear line
def second = new JsonSlurper().parse(new File(basedir, 'target/serbench/results.json'))
assert second.baseline.failed
assert second.baseline.watched == 'acme-spin'
// both operations slowed down, each tested with Welch's t-test on the log fork means of the runs
def spinFirst = first.samples[0].results.find { it.codec == 'acme-spin' }.serializeNs
assert spinFirst.forks == 3 && spinFirst.perFork.size() == 3
assert spinFirst.perFork*.round == [1, 2, 3]
assert spinFirst.perFork && spinFirst.perFork.every { it.iterationScores.size() == 10 && it.kind != null }
def spinRows = second.baseline.rows.findAll { it.codec == 'acme-spin' }
assert spinRows*.operation.sort() == ['deserialize', 'serialize']
assert spinRows && spinRows.every { it.ratio > 1.5 }
// a figure still warming up is not judged; the slowdown is judged on the steady ones
assert spinRows.findAll { it.test == 'fork means' } && spinRows.findAll { it.test == 'fork means' }.every { it.beyondNoise && it.regression && it.pValue < 0.05 }
assert spinRows.any { it.regression }
assert second.baseline.rows.findAll { it.codec == 'jdk' } && second.baseline.rows.findAll { it.codec == 'jdk' }.every { !it.regression } : 'an unchanged codec must not be flagged'
assert log =~ /\[ERROR\] Failed to execute goal .*baseline gate: acme-spin (de)?serialize got slower by \d+% on generated\(com\.acme\.gate\.Order\) \([\d,]+ -> [\d,]+ ns\/op, beyond the allowance at p [<=] [\d.]+\), more than the 50% allowed/
def html = new File(basedir, 'target/serbench/index.html').getText('UTF-8')
assert html.contains('id="baseline"')
assert html.contains('REGRESSION')

// serbench:compare, halting: the rule broke, the build failed with the rule's own message
def halted = new JsonSlurper().parse(new File(basedir, 'target/compare-halt/comparison.json'))
assert halted.failed
assert halted.runs*.label == ['first', 'today']
assert halted.checks.any { it.rule == 'size<=100000@*' && it.codec == 'jdk' && it.passed }
assert halted.checks.any { it.rule == 'time+10%@acme-spin' && !it.passed }
def spinCells = halted.rows.find { it.codec == 'acme-spin' }.cells[1].values
assert [spinCells.SERIALIZE, spinCells.DESERIALIZE].any { it.test == 'FORK_MEANS' && it.significant && it.ratio > 1.5 }
assert log =~ /\[ERROR\] Failed to execute goal io\.serbench:serbench-maven-plugin:[^:]+:compare .*serbench compare: acme-spin (de)?serialize got slower by \d+%/
def compareHtml = new File(basedir, 'target/compare-halt/index.html').getText('UTF-8')
assert compareHtml.contains('<th scope="row">first</th>') && compareHtml.contains('<th scope="row">today</th>')
assert compareHtml.contains('href="../first/index.html"')
assert compareHtml.contains(String.format(Locale.ROOT, '%,.0f ns/op', second.samples[0].results.find { it.codec == 'acme-spin' }.serializeNs.score as double)) : 'the measured number is in the comparison'
assert new File(basedir, 'target/compare-halt/summary.md').getText('UTF-8').startsWith('## serbench compare: FAIL')

// serbench:compare with haltOnFailure=false: the same finding, as a warning
def warned = new JsonSlurper().parse(new File(basedir, 'target/compare-warn/comparison.json'))
assert warned.failed && warned.runs*.label == ['first', 'serbench']
assert log =~ /\[WARNING\] serbench compare: acme-spin (de)?serialize got slower by/
// compare writes the CI-history exports of both runs, each name led by its run's label
def bencher = new JsonSlurper().parse(new File(basedir, 'target/compare-warn/bencher.json'))
['first', 'serbench'].each { label ->
  def spin = bencher["${label}/generated(com.acme.gate.Order)/acme-spin/serialize".toString()]
  assert spin && spin.latency.value > 0 : "no ${label} acme-spin in ${bencher.keySet()}"
}
def firstSpin = bencher['first/generated(com.acme.gate.Order)/acme-spin/serialize'].latency.value as double
assert Math.abs(firstSpin - spinFirst.score) < 1e-6 * spinFirst.score : 'the exported figure is the run\'s own'
def action = new JsonSlurper().parse(new File(basedir, 'target/compare-warn/benchmark-action.json'))
assert action.any { it.name == 'serbench/generated(com.acme.gate.Order)/acme-spin/serialize' && it.unit == 'ns/op' }

// a rule that does not parse: one line naming the element, the property and the syntax
assert log.contains("[ERROR] Failed to execute goal io.serbench:serbench-maven-plugin:")
assert log =~ /<rules> \(-Dserbench\.rules\): 'speed' is not a rule; write METRIC\+PERCENT \(time\+10%\)/
assert !(log =~ /(?m)^\s+at [\w.$]+\(/) : 'a stack trace was printed'
return true
