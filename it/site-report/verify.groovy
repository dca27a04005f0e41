import groovy.json.JsonSlurper

def results = new JsonSlurper().parse(new File(basedir, 'target/serbench/results.json'))
def codec = results.recommendation.codec
assert codec : "no recommendation: ${results.recommendation.reasons}"
// crossLanguage is required: kryo is Java only, so it is excluded by the measured capability
assert results.criteria.constraints.crossLanguage
assert codec != 'kryo'
assert results.recommendation.exclusions.find { it.codec == 'kryo' }.requirement == 'crossLanguage'

def site = new File(basedir, 'target/site')
def reports = new File(site, 'project-reports.html')
assert reports.isFile() : "no project-reports.html"
assert reports.getText('UTF-8').contains('href="serbench.html"') : "project-reports.html does not link to serbench.html"

def page = new File(site, 'serbench.html').getText('UTF-8')
assert page.contains('Recommended codec: ' + codec)
assert page.contains('Top codecs')
assert page.contains('href="serbench/index.html"')

def full = new File(site, 'serbench/index.html')
assert full.isFile() : "the full report was not published with the site"
assert full.getText('UTF-8').contains('id="recommended-codec">' + codec + '<')
assert new File(site, 'serbench/results.json').isFile()
return true
