// Corpus: Avro-generated SpecificRecords from avro-ipc; the shared invariants, then what this model
// must show: avro-specific, the codec of its generated classes, joins by itself, is the guessed
// current codec, and other languages read its bytes.
def shared = binding.hasVariable('corpusInvariants') ? new File(corpusInvariants)
    : new File(basedir, '../../../../it/corpus-invariants.groovy')
def corpus = evaluate(shared)
return corpus(basedir, [own: 'avro-specific', json: false]) { results, fail, log ->
  if (!log.contains('avro-specific joins the run by itself')) {
    fail('the build log does not say that avro-specific joins the run by itself')
  }
  def current = results.criteria?.current
  if (current?.codec != 'avro-specific' || !current.guessedFrom) {
    fail("the guessed current codec is ${current?.codec} (${current?.guessedFrom}), not avro-specific")
  }
  results.capabilities.findAll { it.codec == 'avro-specific' }.each { c ->
    if (c.crossLanguage?.measured != 'PASS') {
      fail("avro-specific on ${c.model}: cross-language is ${c.crossLanguage?.measured}: ${c.crossLanguage?.evidence}")
    }
  }
}
