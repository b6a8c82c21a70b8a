#!/usr/bin/env bash
# Builds abstrakta and serves it at http://127.0.0.1:8080/ (installs missing tools first).
# Extra arguments go to `trunk serve`, e.g. `bash scripts/serve.sh --port 9000`.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
prepare build
# No auto-reload: Trunk would inject an inline script that the page's content
# security policy refuses (an error in the console, and no reload anyway).
exec trunk serve --release --no-autoreload "$@"
