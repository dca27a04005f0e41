// Corpus: protoc-generated messages from Maven Central; the shared invariants, then what this
// model must show: protobuf-java joins by itself and is the guessed current codec.
def shared = binding.hasVariable('corpusInvariants') ? new File(corpusInvariants)
    : new File(basedir, '../../../../it/corpus-invariants.groovy')
def corpus = evaluate(shared)
return corpus(basedir, [own: 'protobuf-java', json: false]) { results, fail, log ->
  if (!log.contains('protobuf-java joins the run by itself')) {
    fail('the build log does not say that protobuf-java joins the run by itself')
  }
  def current = results.criteria?.current
  if (current?.codec != 'protobuf-java') {
    fail("the guessed current codec is ${current?.codec} (${current?.guessedFrom}), not protobuf-java")
  } else if (!current.guessedFrom) {
    fail("current is protobuf-java but not as a guess: ${current}")
  }
}
