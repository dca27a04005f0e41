def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('serbench:benchmark') : 'help does not list the benchmark goal'
assert log.contains('serbench:help')
assert log.contains('serbench.quick') : 'help -Ddetail does not show the user properties'
assert log.contains('serbench is skipped (serbench.skip)')
assert !new File(basedir, 'target/serbench').exists()
return true
