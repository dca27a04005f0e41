// Corpus: stripe-java's Gson-bound model read with ApiResource.GSON; the shared invariants, then
// what this model must show: gson's field versioning is measured, no variant fails on serbench.
def shared = binding.hasVariable('corpusInvariants') ? new File(corpusInvariants)
    : new File(basedir, '../../../../it/corpus-invariants.groovy')
def corpus = evaluate(shared)
return corpus(basedir, [own: 'gson', json: true]) { results, fail, log ->
  def caps = results.capabilities.findAll { it.codec == 'gson' }
  caps.each { c ->
    def fieldChanges = (c.evolutions ?: []).findAll { it.change ==~ /(add|remove)-.*/ }
    if (!fieldChanges) {
      fail("gson on ${c.model}: no add/remove-field variant was measured: ${c.evolutions*.change}; backward: ${c.versioningBackward?.evidence}")
    }
    fieldChanges.each { e ->
      ['backward', 'forward'].each { dir ->
        if (!(e[dir] in ['PASS', 'FAIL'])) {
          fail("gson on ${c.model}: ${e.change} ${dir} is ${e[dir]}, not measured: ${e.evidence}")
        } else if (e[dir] == 'FAIL' && e.evidence =~ /(?i)variant|setup failed|rewrit|could not load|cannot load/) {
          fail("gson on ${c.model}: ${e.change} ${dir} FAIL from a variant: ${e.evidence}")
        }
      }
    }
    ['versioningBackward', 'versioningForward'].each { v ->
      if (!(c[v]?.measured in ['PASS', 'FAIL'])) {
        fail("gson on ${c.model}: ${v} is ${c[v]?.measured}, not measured: ${c[v]?.evidence}")
      }
    }
  }
}
