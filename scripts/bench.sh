#!/usr/bin/env bash
# Speed benchmarks: the engine natively (move generation and search), then the
# computer player in the browser's web worker (needs a release build of the site).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$ROOT/scripts/tools.sh" test
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"
export TRUNK_OFFLINE=true
cd "$ROOT"
cargo run --release -p abstrakta-engine --bin abstrakta -- bench
[ -f dist/index.html ] || trunk build --release
node tests/browser/bench.mjs
