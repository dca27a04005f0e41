// Corpus: the MCP Java SDK's McpSchema records read with the SDK's Jackson 3 mapper; the shared
// invariants. The own binding is Jackson 3's JSON, the major the SDK's mcp artifact brings.
def shared = binding.hasVariable('corpusInvariants') ? new File(corpusInvariants)
    : new File(basedir, '../../../../it/corpus-invariants.groovy')
def corpus = evaluate(shared)
return corpus(basedir, [own: 'jackson3-json', json: true])
