#!/usr/bin/env bash
# Runs every check and test of abstrakta (installs missing tools first):
# formatting, clippy, the engine's and the app's Rust tests, a release build of the
# site, and the browser tests in headless Chromium.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
prepare test

step() { printf '\n== %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all -- --check

step "cargo clippy (native and wasm32)"
cargo clippy --workspace --all-targets -- -D warnings
cargo clippy -p abstrakta --target wasm32-unknown-unknown -- -D warnings

step "cargo doc (doc comments build without warnings)"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps

step "cargo test (engine rules, perft, recorded games, search; app state, protocol, i18n)"
cargo test --workspace --release

step "trunk build --release"
trunk build --release

step "browser tests (headless Chromium)"
# Each file serves the site and starts its own Chromium, so files run side by side.
node --test --test-concurrency=3 tests/browser/
