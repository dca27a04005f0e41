#!/usr/bin/env bash
# Builds (offline) and runs the hand-written JMH benchmark of calibration/handwritten.
#
#   run-handwritten.sh <forks> <out.json> [jvm options...]
#
# <forks> rounds of one fork per benchmark, as serbench runs rounds of one fork per codec, so that
# a drift of the host falls on every codec alike; each round's JSON is kept in <out.json>.rounds/
# and they are merged into <out.json> (JMH's JSON format, every fork in primaryMetric.rawData).
# The forks' JVM options default to serbench's (io.serbench.jvm.JvmOptions.DEFAULT_HEAP); give
# others as the remaining arguments.
#
# Environment (defaults in brackets):
#   WARMUP_ITERATIONS [5] WARMUP_TIME [1s] ITERATIONS [5] ITERATION_TIME [1s]
#   CODECS     [all eight]  comma-separated ids, such as kryo,fory
#   BENCHMARKS [io.serbench.calibration.Order(Line)?Benchmark.*]  JMH's regular expression
#   SKIP_TESTS [unset]      set to skip the build's tests (they compare the setup with serbench's)
set -euo pipefail

if [ $# -lt 2 ]; then
  sed -n '2,/^set -/p' "$0" | sed -n 's/^# \{0,1\}//p'
  exit 2
fi
forks=$1
out=$2
shift 2
jvm_options=${*:--Xms1g -Xmx1g -XX:+UseG1GC -XX:+AlwaysPreTouch}

here=$(cd "$(dirname "$0")" && pwd)
project=$here/handwritten
case $out in /*) ;; *) out=$PWD/$out ;; esac
rounds=$out.rounds
mkdir -p "$rounds"

mvn -B -o -q -f "$project/pom.xml" package ${SKIP_TESTS:+-DskipTests}
classpath=$project/target/classes:$(cat "$project/target/classpath.txt")

codec_param=()
if [ -n "${CODECS:-}" ]; then
  codec_param=(-p "codec=$CODECS")
fi

parts=()
for round in $(seq 1 "$forks"); do
  echo "round $round of $forks"
  java -cp "$classpath" org.openjdk.jmh.Main \
    "${BENCHMARKS:-io.serbench.calibration.Order(Line)?Benchmark.*}" \
    -f 1 \
    -wi "${WARMUP_ITERATIONS:-5}" -w "${WARMUP_TIME:-1s}" \
    -i "${ITERATIONS:-5}" -r "${ITERATION_TIME:-1s}" \
    -bm avgt -tu ns \
    "${codec_param[@]}" \
    -jvmArgs "$jvm_options" \
    -rf json -rff "$rounds/round-$round.json"
  parts+=("$rounds/round-$round.json")
done
python3 "$here/compare.py" --merge "$out" "${parts[@]}"
echo "wrote $out"
