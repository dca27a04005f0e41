/**
 * The report (index.html), summary.md, the aggregate page and their views. Every view model is a
 * record whose component names are the templates' names ({@code ReportModel}, {@code SampleView},
 * {@code MatrixViews}, {@code Charts}, {@code RankingView}, {@code MarkdownSummary.Summary});
 * FreeMarker reads their accessors. {@code HtmlReport} renders them, {@code MarkdownSummary} the
 * summary. {@code FirstScreen} is the one view of the answer's first screen that index.html,
 * summary.md, the build log and the site page render; {@code RankingView} is the one table of the
 * ranking. {@code Indicative} marks the answer written while the race goes on. {@code AdoptView}
 * renders the pick's setup from the catalog's snippet when the report is rendered, so results.json
 * is unchanged. {@code AggregateReport} reads the modules' results.json files into one page (the
 * plugin's aggregator goal only finds them).
 *
 * <p>Figures are formatted before a template sees them, through the one {@code text.Numbers}; a few
 * are still formatted in the templates (the race's confidence and the baseline section in {@code
 * index.ftlh}, and the comparison page's {@code num} macro).
 */
package io.serbench.report;
