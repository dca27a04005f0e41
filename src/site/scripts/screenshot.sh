#!/usr/bin/env bash
# Makes the site front page's picture from a real run: runs the demo (README's first command, with
# the codec the team uses now named, so that the switch shows), renders the first screen of its
# report in headless Chromium, and notes the commit that made it beside the image.
# Usage: bash src/site/scripts/screenshot.sh   (from the repository's root; needs chromium)
set -euo pipefail
cd "$(dirname "$0")/../../.."
command -v chromium >/dev/null 2>&1 || { echo "chromium is not on the PATH: apt-get install chromium" >&2; exit 2; }
mvn -B -q install -DskipTests -Dinvoker.skip=true
mvn -B -q -f examples/demo/pom.xml compile serbench:benchmark -Dserbench.current=jackson-json
report="$PWD/examples/demo/target/serbench/index.html"
images=src/site/resources/images
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync \
  --user-data-dir="$profile" --hide-scrollbars --window-size=1280,1100 \
  --screenshot="$images/report.png" "file://$report" >/dev/null 2>&1
test -s "$images/report.png"
printf 'The demo report of commit %s, run on %s (%s cores), %s, by src/site/scripts/screenshot.sh.\n' \
  "$(git rev-parse --short HEAD)" "$(uname -m)" "$(nproc)" "$(date -u +%Y-%m-%d)" > "$images/report.txt"
cat "$images/report.txt"
