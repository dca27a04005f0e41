// Corpus: Maven's POM model read with MavenXpp3Reader, its own binding, for which serbench has no
// codec; the shared invariants, then what this model must show: the codecs that keep field names
// or a schema read bytes of a model without one of its middle fields (remove-middle, forward).
def shared = binding.hasVariable('corpusInvariants') ? new File(corpusInvariants)
    : new File(basedir, '../../../../it/corpus-invariants.groovy')
def corpus = evaluate(shared)
return corpus(basedir, [own: null, json: false]) { results, fail, log ->
  ['kryo-compatible', 'fory-compatible', 'hessian'].each { codec ->
    def caps = results.capabilities.findAll { it.codec == codec }
    if (!caps) fail("${codec} has no capability verdicts: ${results.codecs*.id}")
    caps.each { c ->
      def e = c.evolutions?.find { it.change == 'remove-middle' }
      println "[corpus-maven-model] ${codec} on ${c.model}: remove-middle backward ${e?.backward}, forward ${e?.forward}: ${e?.evidence ?: c.versioningForward?.evidence}"
      if (e?.forward != 'PASS') {
        fail("${codec} on ${c.model}: remove-middle forward is ${e?.forward}, not PASS: ${e?.evidence ?: c.versioningForward?.evidence}")
      }
    }
  }
}
