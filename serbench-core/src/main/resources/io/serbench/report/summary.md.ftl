<#if recommended??>
## serbench recommends `${recommended}`
<#else>
## serbench: no codec can be recommended
</#if>

Constraints: ${constraints}<#if environment?has_content> · ${environment}</#if>
<#if capabilities?has_content>

Measured on your classes (`${recommended}`): ${capabilities}
</#if>

<#list reasons as reason>
- ${reason}
</#list>
<#if baseline??>

<#if baseline.failed>
> [!WARNING]
> **Baseline gate failed:** ${baseline.verdict}
<#else>
**Baseline gate passed:** ${baseline.verdict}
</#if>
</#if>
<#if top?has_content>

| Rank | Codec | Score | Score vs. leader (95%) | Time vs. fastest | Size vs. smallest |
|---:|---|---:|---|---:|---:|
<#list top as row>
| ${row.rank} | `${row.codec}` | ${row.score} | ${row.versus} | ${row.time} | ${row.size} |
</#list>
<#if race?has_content>

${race}
</#if>
<#if (ranked > top?size)>

${ranked - top?size} more eligible codec(s) in the full report.
</#if>
</#if>
<#if leftOut?has_content>

${leftOut?size} catalog codec(s) not selected (${leftOut?join(", ")}); `-Dserbench.codecs=all` runs them too.
</#if>

Full report: `index.html`; numbers: `results.json`, `results.csv` (generated ${generatedAt}).
