// Corpus: swagger-core's OpenAPI model read with the library's Json.mapper(); the shared invariants,
// then what this model must show.
def shared = binding.hasVariable('corpusInvariants') ? new File(corpusInvariants)
    : new File(basedir, '../../../../it/corpus-invariants.groovy')
def corpus = evaluate(shared)
def own = 'jackson-json=io.swagger.v3.core.util.Json#mapper'
return corpus(basedir, [own: own, json: true]) { results, fail, log ->
  if (!log.contains('io.swagger.v3.core.util.Json#mapper')) {
    fail('the build log does not name the library\'s factory io.swagger.v3.core.util.Json#mapper')
  }
  if (results.criteria?.current?.codec != own) {
    fail("current is ${results.criteria?.current}, not ${own}")
  }
}
