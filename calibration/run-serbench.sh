#!/usr/bin/env bash
# Runs serbench's plugin (the version installed in ~/.m2) on the demo's Order and OrderLine with
# the calibration's eight codecs and explicit fork settings, and copies results.json out.
#
#   run-serbench.sh <forks> <out-dir> [jvm options...]
#
# -Dserbench.forks=<forks>: rounds of one fork per codec and figure, no race, each fork of the
# standard preset (100 ms of JMH warm-up after serbench's own until the JIT is quiet, 25 x 100 ms
# measured). Order and OrderLine are both configured; OrderLine is a part of Order, so the mix is
# Order alone, and timeEveryClass times both classes on their own with every codec: those are the
# figures compare.py reads (the mix's are printed besides). The probes' verdicts are kept in
# calibration/serbench/target/probe-cache, so only the first run pays for them. The forks' JVM
# options default to serbench's; give others (the same as run-handwritten.sh's) as the remaining
# arguments.
#
# Writes <out-dir>/results.json, the whole output in <out-dir>/serbench and the log in
# <out-dir>/serbench.log.
set -euo pipefail

if [ $# -lt 2 ]; then
  sed -n '2,/^set -/p' "$0" | sed -n 's/^# \{0,1\}//p'
  exit 2
fi
forks=$1
out=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
project=$here/serbench
mkdir -p "$out"
out=$(cd "$out" && pwd)

jvm_args=()
if [ $# -gt 0 ]; then
  jvm_args=("-Dserbench.jvmArgs=$*")
fi

mvn -B -o -f "$project/pom.xml" compile serbench:benchmark \
  -Dserbench.classes=demo.shop.Order,demo.shop.OrderLine \
  -Dserbench.timeEveryClass=true \
  -Dserbench.codecs=fory,kryo-registered,kryo,fastjson2,jackson-cbor,jackson-json,msgpack,fory-registered \
  -Dserbench.forks="$forks" \
  -Dserbench.coldStart=false \
  -Dserbench.roundTrip=false \
  -Dserbench.probeCache="$project/target/probe-cache" \
  -Dserbench.outputDirectory="$out/serbench" \
  "${jvm_args[@]}" \
  2>&1 | tee "$out/serbench.log"
cp "$out/serbench/results.json" "$out/results.json"
echo "wrote $out/results.json"
