// the project's toolchain is the JDK that runs the outer build (projectJdkHome), written here so
// that no JDK path is fixed in the IT
def home = new File(projectJdkHome).canonicalPath
def version = new File(home, 'release').readLines()
    .find { it.startsWith('JAVA_VERSION=') }.split('=')[1].replace('"', '').tokenize('.')[0]
new File(basedir, 'toolchains.xml').text = """<?xml version="1.0" encoding="UTF-8"?>
<toolchains>
  <toolchain>
    <type>jdk</type>
    <provides><version>${version}</version></provides>
    <configuration><jdkHome>${home}</jdkHome></configuration>
  </toolchain>
</toolchains>
"""
def pom = new File(basedir, 'pom.xml')
pom.text = pom.text.replace('@projectJdkVersion@', version)
return true
