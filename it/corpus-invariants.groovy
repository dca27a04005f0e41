// Invariants that hold for ANY model, shared by every it/corpus-*/verify.groovy. Each verify.groovy
// loads this file (its path comes from the invoker's scriptVariables as corpusInvariants, see
// serbench-maven-plugin/pom.xml) and calls the closure it evaluates to:
//
//   def corpus = evaluate(new File(corpusInvariants))
//   corpus(basedir, [own: 'jackson-json', json: true], { r, fail -> /* model-specific checks */ })
//
// Every problem is collected first and printed, then one assertion lists them all, so a single run
// shows every invariant that does not hold, each with the evidence text of results.json.
import groovy.json.JsonSlurper

// evidence that says serbench's own setup failed, not the codec: a FAIL verdict must never rest on it
def SETUP_FAILURE = [
  ~/(?i)setup failed/,
  ~/(?i)(making|make|made|build|building) (a|the) variant/,
  ~/(?i)variant[^;.]{0,40}(could not|cannot|failed)/,
  ~/(?i)rewrit(e|ing)[^;.]{0,20}factory/,
  ~/(?i)(could not|cannot|failed to|unable to) load (the |a )?(variant |model )?class/,
  ~/(?i)loading (the |a )?(variant |model )?class/,
  ~/NoSuchMethodError/,
  ~/NoSuchFieldError/,
  ~/NoClassDefFoundError/,
  ~/IncompatibleClassChangeError/,
  ~/AbstractMethodError/,
  ~/LinkageError/,
  ~/(?i)compare failed/,
  ~/ClassCastException[^;]{0,200}compar|compar[^;]{0,200}ClassCastException/,
]
def VERDICTS = ['graph', 'versioningBackward', 'versioningForward', 'crossLanguage', 'untrustedInput',
                'sharedInstance', 'nextJdk']

return { File basedir, Map opts, Closure specific = null ->
  def started = System.nanoTime()
  def out = new File(basedir, 'target/serbench')
  def results = new JsonSlurper().parse(new File(out, 'results.json'))
  def logFile = new File(basedir, 'build.log')
  def log = logFile.exists() ? logFile.getText('UTF-8') : ''
  List<String> problems = []
  def fail = { String what -> problems << what }
  def name = basedir.name

  // the report's headline, for the build log
  def summary = new File(out, 'summary.md')
  println "[${name}] headline: ${summary.exists() ? summary.readLines().find { it.trim() } : '(no summary.md)'}"
  println "[${name}] recommendation: ${results.recommendation?.codec}; first reason: ${results.recommendation?.reasons?.getAt(0)}"
  println "[${name}] current: ${results.criteria?.current}"
  println "[${name}] wall time of the serbench run: ${results.environment?.durationSeconds} s"

  // 1. no FAIL verdict rests on serbench's own setup failing
  results.capabilities.each { c ->
    VERDICTS.each { v ->
      def verdict = c[v]
      if (verdict?.measured == 'FAIL') {
        def hit = SETUP_FAILURE.find { verdict.evidence =~ it }
        if (hit) fail("${c.codec} on ${c.model}: ${v} is FAIL on serbench's own setup (/${hit}/): ${verdict.evidence}")
      }
    }
    (c.evolutions ?: []).each { e ->
      ['backward', 'forward'].each { dir ->
        if (e[dir] == 'FAIL') {
          def hit = SETUP_FAILURE.find { e.evidence =~ it }
          if (hit) fail("${c.codec} on ${c.model}: versioning ${e.change} ${dir} is FAIL on serbench's own setup (/${hit}/): ${e.evidence}")
        }
      }
    }
  }

  // 1b. a variant changes the model's own fields, never a code generator's bookkeeping
  def INTERNALS = ~/\((-|\+)?(memoized\w*|bitField\d+_|unknownFields)[ )]/
  results.capabilities.each { c ->
    (c.evolutions ?: []).each { e ->
      if (e.evidence =~ INTERNALS) {
        fail("${c.codec} on ${c.model}: ${e.change} changed a generator's internal field: ${e.evidence}")
      }
    }
  }

  // 2. every NOT_TESTED has a reason
  results.capabilities.each { c ->
    VERDICTS.each { v ->
      def verdict = c[v]
      if (verdict?.measured == 'NOT_TESTED' && !verdict.evidence?.trim()) {
        fail("${c.codec} on ${c.model}: ${v} is NOT_TESTED without a reason")
      }
    }
    (c.evolutions ?: []).each { e ->
      ['backward', 'forward'].each { dir ->
        if (e[dir] == 'NOT_TESTED' && !e.evidence?.trim()) {
          fail("${c.codec} on ${c.model}: versioning ${e.change} ${dir} is NOT_TESTED without a reason")
        }
      }
    }
  }
  results.samples.each { s ->
    s.results.each { r ->
      if (r.roundTrip == 'NOT_TESTED' && !r.failure?.trim()) {
        fail("${r.codec} on sample ${s.name}: round trip NOT_TESTED without a reason")
      }
    }
  }

  // 3. the model's own binding is in the run, round-trips every sample and is timed
  def own = opts.own
  if (own) {
    if (!results.codecs.any { it.id == own }) {
      fail("the model's own binding ${own} is not in results.json: ${results.codecs*.id}")
    } else {
      def c = results.codecs.find { it.id == own }
      println "[${name}] own binding ${own}: ${c.library} ${c.version} (${c.versionSource}); mode: ${c.mode}"
    }
    if (!results.samples) fail('results.json has no samples')
    results.samples.each { s ->
      def r = s.results.find { it.codec == own }
      if (!r) {
        fail("${own} has no result on sample ${s.name}")
      } else if (r.roundTrip != 'PASS') {
        fail("${own} does not round-trip sample ${s.name}: ${r.roundTrip}: ${r.failure ?: ''} ${r.differences ? r.differences.take(5) : ''}".trim())
      }
    }
    def mixResult = results.mix?.result?.results?.find { it.codec == own }
    def timed = { r -> r?.serializeNs?.score > 0 && r?.deserializeNs?.score > 0 }
    def perSample = results.samples.every { s -> timed(s.results.find { it.codec == own }) }
    if (!(timed(mixResult) || perSample)) {
      fail("${own} has no timings: mix ${mixResult?.serializeNs?.score}/${mixResult?.deserializeNs?.score}, benchmark failure: ${mixResult?.benchmarkFailure ?: results.samples.collect { s -> s.results.find { it.codec == own }?.benchmarkFailure }.findAll()}")
    } else {
      println "[${name}] own binding ${own} timed: serialize ${mixResult?.serializeNs?.score} ns, deserialize ${mixResult?.deserializeNs?.score} ns (mix)"
    }

    def caps = results.capabilities.findAll { it.codec == own }
    if (!caps) fail("${own} has no capability verdicts")
    caps.each { c ->
      println "[${name}] ${own} on ${c.model}: versioning backward ${c.versioningBackward?.measured} (${c.versioningBackward?.evidence})"
      println "[${name}] ${own} on ${c.model}: versioning forward ${c.versioningForward?.measured} (${c.versioningForward?.evidence})"
      (c.evolutions ?: []).each { e -> println "[${name}]   ${e.change}: backward ${e.backward}, forward ${e.forward}: ${e.evidence}" }
      println "[${name}] ${own} on ${c.model}: cross-language ${c.crossLanguage?.measured} (${c.crossLanguage?.evidence})"
      // 4. a JSON binding is read by a parser of another language
      if (opts.json && c.crossLanguage?.measured != 'PASS') {
        fail("${own} on ${c.model}: cross-language is ${c.crossLanguage?.measured}, not PASS: ${c.crossLanguage?.evidence}")
      }
    }
  }

  // 5. what this model must show
  if (specific) specific.call(results, fail, log)

  println "[${name}] invariants checked in ${(System.nanoTime() - started).intdiv(1_000_000)} ms: ${problems.size()} problem(s)"
  problems.each { println "[${name}] PROBLEM: ${it}" }
  assert problems.isEmpty() : "${problems.size()} corpus invariant(s) do not hold in ${name}:\n - " + problems.join('\n - ')
  return true
}
