// JDK 25 as a Maven toolchain (the POM's <jvms> names it as toolchain:25), from the jdk25Home the
// build was given, so that no JDK path is fixed in the IT
def home = new File(jdk25Home).canonicalPath
new File(basedir, 'toolchains.xml').text = """<?xml version="1.0" encoding="UTF-8"?>
<toolchains>
  <toolchain>
    <type>jdk</type>
    <provides><version>25</version></provides>
    <configuration><jdkHome>${home}</jdkHome></configuration>
  </toolchain>
</toolchains>
"""
return true
