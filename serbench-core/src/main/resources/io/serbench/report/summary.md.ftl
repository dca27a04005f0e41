<#if indicative??>
## ${indicative.line()}

<#list indicative.details() as d>
- ${d}
</#list>

serbench, so far: <#if recommended??>`${recommended}` leads<#if tiedWith?has_content>, tied with <#list tiedWith as t>`${t}`<#sep>, </#list> (the forks cannot separate them yet)</#if><#else>no codec leads</#if>
<#elseif recommended??>
## serbench recommends `${recommended}`<#list tiedWith as t> or `${t}`</#list><#if tiedWith?has_content> (tied: the forks cannot separate them)</#if>
<#else>
## serbench: no codec can be recommended
</#if>

Constraints: ${constraints}<#if environment?has_content> · ${environment}</#if>
<#if headline?has_content>

${headline}
</#if>
<#if lines?has_content>

<#list lines as l>
- ${l.line()}
<#list l.details() as d>
  - ${d}
</#list>
</#list>
<#elseif capabilities?has_content>

Measured on your classes (`${recommended}`): ${capabilities}
</#if>
<#if reasons?has_content>

<#list reasons as reason>
- ${reason}
</#list>
</#if>
<#if adopt??>

### Adopt `${adopt.codec}`

<#if adopt.jdk>
Nothing to add to the build: `${adopt.codec}` is part of the JDK (java.base).
<#else>
The library at the version measured (${adopt.version}); Maven adds what it depends on:

```xml
${adopt.dependencies}
```
</#if>
<#if adopt.projectFactory()?has_content>

The setup is the project's own: serbench created every codec it measured from what `${adopt.projectFactory()}` returns, so keep using it as it is.
<#elseif adopt.snippet?has_content>

The setup as measured (serbench's unit tests compile it against the codec)<#if adopt.registered>. Register the same classes in the same order wherever the bytes are written or read: another order writes incompatible bytes</#if>:

```java
${adopt.snippet}
<#list adopt.usage as line>// ${line}
</#list>```
<#else>

serbench has no setup snippet for `${adopt.codec}`: its setup is described in serbench's codecs.md<#if adopt.documentation?has_content> and at ${adopt.documentation}</#if>.
</#if>

JVM flags: <#if adopt.flags?has_content>`${adopt.flags?join(" ")}`<#else>none</#if>.
</#if>
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
<#if steadiness?has_content>

${steadiness}
</#if>
<#list versionPairs as ab>
<#if ab?is_first>

</#if>
- A/B ${ab}
</#list>
<#if (ranked > top?size)>

${ranked - top?size} more eligible codec(s) in the full report.
</#if>
</#if>
<#if leftOut?has_content>

${leftOut?size} catalog codec(s) not selected (${leftOut?join(", ")}); `-Dserbench.codecs=all` runs them too.
</#if>

Full report: `index.html`; numbers: `results.json`, `results.csv` (generated ${generatedAt}).
