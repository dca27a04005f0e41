<#if comparison.failed()>
## serbench compare: FAIL

> [!WARNING]
<#list comparison.problems() as p>
> - ${p?replace("|", "\\|")}
</#list>
<#elseif comparison.rules()?has_content>
## serbench compare: PASS

${comparison.verdict()}
<#else>
## serbench compare: ${comparison.runs()?size} runs

${comparison.verdict()}
</#if>

<#if comparison.sameRecommendation() && comparison.recommendations()?keys?first == "none">
No run recommends a codec.
<#elseif comparison.sameRecommendation()>
Every run recommends `${comparison.recommendations()?keys?first}`.
<#else>
**The recommendation flips:**

| Recommended | In runs |
|---|---|
<#list comparison.recommendations() as codec, labels>
| `${codec}` | ${labels?join(", ")} |
</#list>
</#if>
<#if comparison.environmentDifferences()?has_content>

The runs differ in:
<#list comparison.environmentDifferences() as d>
- ${d?replace("|", "\\|")}
</#list>
</#if>
<#if comparison.differentVerdicts()?has_content>

Round-trip verdicts that differ:
<#list comparison.differentVerdicts() as d>
- ${d?replace("|", "\\|")}
</#list>
</#if>
<#list comparison.versionPairs() as ab>

A/B in ${ab.run()}: ${ab.b()} against ${ab.a()}: ${ab.overall()?replace("|", "\\|")}
<#list ab.rows() as row>
- ${row?replace("|", "\\|")}
</#list>
<#list ab.differences() as d>
- verdict differs: ${d?replace("|", "\\|")}
</#list>
</#list>
<#list comparison.notes() as n>
<#if n?is_first>

</#if>
- ${n?replace("|", "\\|")}
</#list>

| Run | Host and JDK | Recommended |
|---|---|---|
<#list comparison.runs() as run>
| ${run.label()} | ${run.environment()?replace("|", "\\|")} | <#if run.recommended()??>`${run.recommended()}`<#else>none</#if> |
</#list>

Full comparison: `index.html`; data: `comparison.json`.
