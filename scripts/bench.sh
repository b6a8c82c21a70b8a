#!/usr/bin/env bash
# Speed benchmarks: the engine natively (move generation and search), the
# computer player in the browser's web worker, then the site's bundle sizes and a
# first visit on a throttled phone (builds the site if dist/ is missing).
# The load bench's options pass through: `FIFO=1 bash scripts/bench.sh` keeps the
# machine's other processes out of each page's thread (as root), `RUNS=10` loads
# each page ten times (tests/browser/load-bench.mjs lists them all).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
prepare test
cargo run --release -p abstrakta-cli -- bench
[ -f dist/index.html ] || trunk build --release
node tests/browser/bench.mjs
node tests/browser/load-bench.mjs
