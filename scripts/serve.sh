#!/usr/bin/env bash
# Builds abstrakta and serves it at http://127.0.0.1:8080/ (installs missing tools first).
# Extra arguments go to `trunk serve`, e.g. `bash scripts/serve.sh --port 9000`.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$ROOT/scripts/tools.sh" build
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"
export TRUNK_OFFLINE=true
cd "$ROOT"
exec trunk serve --release "$@"
