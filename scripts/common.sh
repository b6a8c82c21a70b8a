# Sourced by the other scripts: `prepare build` or `prepare test` installs what is
# missing (scripts/tools.sh), puts the tools on PATH and enters the repository.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

prepare() {
  bash "$ROOT/scripts/tools.sh" "$1"
  export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"
  export TRUNK_OFFLINE=true
  cd "$ROOT"
}
