// Corpus: fabric8 Kubernetes model; the shared invariants, then what this model must show.
def shared = binding.hasVariable('corpusInvariants') ? new File(corpusInvariants)
    : new File(basedir, '../../../../it/corpus-invariants.groovy')
def corpus = evaluate(shared)
return corpus(basedir, [own: 'jackson-json', json: true]) { results, fail, log ->
  def caps = results.capabilities.findAll { it.codec == 'jackson-json' }
  caps.each { c ->
    def evo = { change -> c.evolutions?.find { it.change == change } }
    ['add-last', 'add-first'].each { change ->
      def e = evo(change)
      if (e?.forward != 'PASS') {
        fail("jackson-json on ${c.model}: ${change} forward is ${e?.forward}, not PASS: ${e?.evidence}")
      }
    }
    def rename = evo('rename-field')
    if (!rename) {
      fail("jackson-json on ${c.model}: no rename-field variant: ${c.evolutions*.change}")
    } else if ((rename.backward == 'NOT_TESTED' || rename.forward == 'NOT_TESTED') && rename.evidence =~ /(?i)sample/) {
      fail("jackson-json on ${c.model}: rename-field NOT_TESTED for lack of a sample: ${rename.evidence}")
    }
  }
}
