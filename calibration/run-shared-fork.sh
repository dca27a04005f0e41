#!/usr/bin/env bash
# Does one JVM that times a codec's serialize and deserialize give the figures of one fork per
# operation? (issue #66, item 2). Runs the hand-written project (handwritten/, built with
# run-handwritten.sh first) on Order, in paired rounds: for each codec, in a shuffled order per
# round, one JVM running JMH with -f 0 over both operations ("shared"), and JMH's usual -f 1, one
# fork per operation ("separate"); the two modes alternate which goes first from round to round.
# The fork settings are serbench's standard fork (15 x 100 ms warm-up, 25 x 100 ms measured) and
# its forks' JVM options.
#
#   run-shared-fork.sh <first round> <last round> <out dir>
#
# Then: python3 compare_shared.py <out dir>
set -euo pipefail
first=$1 last=$2 out=$3
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
cp=handwritten/target/classes:$(cat handwritten/target/classpath.txt)
opts="-Xms256m -Xmx256m -XX:+UseG1GC -XX:+AlwaysPreTouch"
codecs=(fory fory-registered kryo kryo-registered jackson-json jackson-cbor fastjson2 msgpack)
jmh=(-wi 15 -w 100ms -i 25 -r 100ms -bm avgt -tu ns)
mkdir -p "$out"
for r in $(seq "$first" "$last"); do
  if [ $((r % 2)) = 1 ]; then modes="shared separate"; else modes="separate shared"; fi
  for c in $(printf '%s\n' "${codecs[@]}" | shuf --random-source=<(yes "$r")); do
    for mode in $modes; do
      echo "round $r codec $c mode $mode $(date +%T)"
      if [ "$mode" = shared ]; then
        # shellcheck disable=SC2086
        java $opts -cp "$cp" org.openjdk.jmh.Main 'OrderBenchmark\.(serialize|deserialize)$' \
          -f 0 -p codec="$c" "${jmh[@]}" -rf json -rff "$out/$mode-$r-$c.json" > "$out/$mode-$r-$c.log" 2>&1
      else
        java -cp "$cp" org.openjdk.jmh.Main 'OrderBenchmark\.(serialize|deserialize)$' \
          -f 1 -p codec="$c" "${jmh[@]}" -jvmArgs "$opts" -rf json -rff "$out/$mode-$r-$c.json" > "$out/$mode-$r-$c.log" 2>&1
      fi
    done
  done
done
