#!/usr/bin/env bash
# Checks a bencher.json written by serbench with Bencher's own code (optional; not run by CI).
#
#   bencher-check.sh <bencher.json> <bencher-checkout> [--server]
#
# <bencher-checkout> is a checkout of Bencher's repository (bencherdev/bencher on GitHub; checked
# with tag v0.6.12). Bencher's CLI is not published as a crate (its Cargo.toml says publish =
# false), so it is built from there, with the checkout's Cargo.lock and crates from crates.io.
#
# 1. Always: builds an example program in the checkout's bencher_adapter crate
#    (bencher-check/serbench_check.rs) and runs it on the file. It parses the file as Bencher's API
#    does for `bencher run --adapter json` (AdapterResultsArray::new with Adapter::Json) and checks
#    that every benchmark and measure came through with its value, lower_value and upper_value.
# 2. With --server: builds the CLI (`bencher`) and the API server (without its Bencher Plus
#    features), starts the API on 127.0.0.1:$PORT with a fresh SQLite database in a temporary
#    folder, and runs `bencher run --adapter json --file <bencher.json>` against it as an unclaimed
#    project: the whole path a CI job takes, with the server storing every benchmark and measure.
#    `bencher run --dry-run` alone is no check: it asks the API for its version first, and the
#    parsing happens on the server. The first build of both took about 20 minutes on 2 cores.
#
# Environment (defaults in brackets): PORT [61016]  CARGO [cargo]
set -euo pipefail

if [ $# -lt 2 ]; then
  sed -n '2,/^set -/p' "$0" | sed -n 's/^# \{0,1\}//p'
  exit 2
fi
file=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
checkout=$(cd "$2" && pwd)
server=${3:-}
here=$(cd "$(dirname "$0")" && pwd)
cargo=${CARGO:-cargo}
port=${PORT:-61016}

# The checkout's .cargo/config.toml links with clang and mold; the plain system linker will do.
export CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_LINKER=${CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_LINKER:-cc}
export RUSTFLAGS=${RUSTFLAGS:--Cdebuginfo=0}

example=$checkout/lib/bencher_adapter/examples/serbench_check.rs
mkdir -p "$(dirname "$example")"
cmp -s "$here/bencher-check/serbench_check.rs" "$example" ||
  cp "$here/bencher-check/serbench_check.rs" "$example"
(cd "$checkout" && "$cargo" build -q --locked --release -p bencher_adapter --example serbench_check)
"$checkout/target/release/examples/serbench_check" "$file"

if [ "$server" != "--server" ]; then
  exit 0
fi

(cd "$checkout" && "$cargo" build -q --locked -p bencher_cli)
(cd "$checkout" && "$cargo" build -q --locked -p bencher_api --no-default-features)
work=$(mktemp -d)
mkdir -p "$work/etc" "$work/data"
# The API's debug build keeps etc/bencher.json and data/bencher.db under its working folder; this is
# its default configuration, bound to the loopback address with a key that serves this check only.
export BENCHER_CONFIG='{"console":{"url":"http://localhost:3000/"},
  "security":{"issuer":"http://localhost:3000/","secret_key":"serbench-local-check-only"},
  "server":{"bind_address":"127.0.0.1:'"$port"'","request_body_max_bytes":4194304},
  "logging":{"name":"Bencher API","log":{"stderr_terminal":{"level":"info"}}},
  "database":{"file":"data/bencher.db"}}'
(cd "$work" && exec "$checkout/target/debug/api" > "$work/api.log" 2>&1) &
api=$!
trap 'kill "$api" 2>/dev/null || true' EXIT
host=http://127.0.0.1:$port
for _ in $(seq 1 60); do
  curl -sf "$host/v0/server/version" > /dev/null && break
  sleep 1
done
"$checkout/target/debug/bencher" --version
if ! "$checkout/target/debug/bencher" run --host "$host" --attempts 3 \
  --project serbench-check --branch main --testbed localhost \
  --adapter json --file "$file" > "$work/run.out" 2>&1; then
  tail -n 12 "$work/run.out"
  exit 1
fi
echo "bencher run: $(grep -c '^- ' "$work/run.out") results (benchmark x measure) in the report"
# what the server stored, against the file: every benchmark and measure, each bound present or
# absent alike (the values agree to the last bit or two: the server parses floats its own way)
report=$(grep -o 'reports/[0-9a-f-]*' "$work/run.out" | head -1 | cut -d/ -f2)
curl -sf "$host/v0/projects/serbench-check/reports/$report" > "$work/report.json"
python3 - "$file" "$work/report.json" <<'PY'
import json, sys
sent = json.load(open(sys.argv[1]))
stored = {}
for iteration in json.load(open(sys.argv[2]))["results"]:
    for b in iteration:
        for m in b["measures"]:
            stored[(b["benchmark"]["name"], m["measure"]["slug"])] = m["metric"]
problems = 0
for name, measures in sent.items():
    for measure, metric in measures.items():
        got = stored.get((name, measure))
        for field in ("value", "lower_value", "upper_value"):
            want = metric.get(field)
            have = None if got is None else got.get(field)
            if (want is None) != (have is None) or (
                want is not None and abs(want - have) > 1e-12 * abs(want)):
                print(f"DIFFERS {name} / {measure} / {field}: sent {want}, stored {have}")
                problems += 1
print(f"Bencher API stored {len(stored)} metrics of {sum(map(len, sent.values()))} sent; "
      f"{problems} problem(s)")
sys.exit(1 if problems else 0)
PY
echo "CLI output, API log and database: $work"
