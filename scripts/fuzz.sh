#!/usr/bin/env bash
# Runs each fuzz target of the engine for a bounded time (default 60 s each) and
# reports executions per second and any crash: `bash scripts/fuzz.sh [seconds]`.
# Installs what it needs first: a nightly toolchain (rustup) and cargo-fuzz.
# Not part of the default test run; the same invariants run there as property
# tests (engine/tests/properties.rs). A crash leaves its input under
# engine/fuzz/artifacts/<target>/; turn it into a regression test.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
seconds="${1:-60}"
export PATH="$HOME/.cargo/bin:$PATH"
rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
status=0
for target in position_text move_text record playout; do
  printf '\n== %s (%s s)\n' "$target" "$seconds"
  log=$(mktemp)
  if cargo +nightly fuzz run --fuzz-dir engine/fuzz "$target" -- -max_total_time="$seconds" -max_len=512 >"$log" 2>&1; then
    result="no crash"
  else
    result="CRASH (input kept under engine/fuzz/artifacts/$target/)"
    status=1
  fi
  grep -E '^#[0-9]+\s+DONE|^Done [0-9]+ runs' "$log" | tail -n 2 || true
  runs=$(grep -oE 'Done [0-9]+ runs in [0-9]+ second' "$log" | tail -n 1 || true)
  if [[ -n "$runs" ]]; then
    n=$(echo "$runs" | awk '{print $2}'); s=$(echo "$runs" | awk '{print $5}')
    echo "$target: $n executions in $s s ($(( n / (s > 0 ? s : 1) )) per second): $result"
  else
    tail -n 30 "$log"
    echo "$target: $result"
  fi
  rm -f "$log"
done
exit $status
