#!/usr/bin/env bash
# Installs what building and testing abstrakta needs, skipping what is already there.
#   bash scripts/tools.sh build   the wasm32 target, Trunk, wasm-bindgen-cli, wasm-opt
#   bash scripts/tools.sh test    the above plus Chromium for the browser tests
# Source it (`. scripts/tools.sh build`) to get node_modules/.bin on PATH as well.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION="0.21.14"
# The wasm-bindgen CLI must equal the wasm-bindgen crate in Cargo.lock.
WASM_BINDGEN_VERSION="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' "$ROOT/Cargo.lock")"

say() { printf '[tools] %s\n' "$*" >&2; }

# Trunk.toml pins the same version, so that an offline build finds the installed CLI.
if ! grep -q "^wasm_bindgen = \"$WASM_BINDGEN_VERSION\"" "$ROOT/Trunk.toml"; then
  say "Trunk.toml [tools] wasm_bindgen must be \"$WASM_BINDGEN_VERSION\" (the version in Cargo.lock)"
  exit 1
fi

export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(trunk --version 2>/dev/null | awk '{print $2}')" != "$TRUNK_VERSION" ]; then
  say "installing Trunk $TRUNK_VERSION (takes about 15 minutes once)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (takes about 6 minutes once)"
  # Without --locked: its lock file names a crate version the registry lacks.
  cargo install wasm-bindgen-cli --version "=$WASM_BINDGEN_VERSION" --force
fi

# wasm-opt (npm binaryen), terser and playwright-core, pinned by package-lock.json.
STAMP="$ROOT/node_modules/.abstrakta-package-lock.json"
if [ ! -x "$ROOT/node_modules/.bin/wasm-opt" ] || ! cmp -s "$ROOT/package-lock.json" "$STAMP"; then
  say "installing node packages from package-lock.json"
  (cd "$ROOT" && npm ci --no-audit --no-fund)
  cp "$ROOT/package-lock.json" "$STAMP"
fi

if [ "${1:-build}" = "test" ] && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  say "installing Debian's chromium for the browser tests"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium chromium-driver
fi
say "tools ready: $(trunk --version), wasm-bindgen $WASM_BINDGEN_VERSION, $(wasm-opt --version)"
