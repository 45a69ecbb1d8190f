#!/usr/bin/env bash
# One entry point for the README's two commands, on a machine that has only Node 20+ and npm:
#   npm start  → install everything, build, start the server on http://localhost:2567
#   npm test   → install everything, lint, type-check, build, run every test
set -euo pipefail
cd "$(dirname "$0")/.."
here="$PWD"

PNPM_VERSION=12.4.2
tools="$here/.tools"

# pnpm comes from npm into a project-local prefix: no root, no corepack (its signature check
# fails against registries that serve none).
ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
    PNPM=(pnpm)
    return
  fi
  if [ ! -x "$tools/node_modules/.bin/pnpm" ] || [ "$("$tools/node_modules/.bin/pnpm" --version)" != "$PNPM_VERSION" ]; then
    echo "› installing pnpm@$PNPM_VERSION into .tools/"
    npm install --silent --no-audit --no-fund --prefix "$tools" "pnpm@$PNPM_VERSION" >/dev/null
  fi
  PNPM=("$tools/node_modules/.bin/pnpm")
  # Package scripts call `pnpm` by name.
  export PATH="$tools/node_modules/.bin:$PATH"
}

# better-sqlite3 compiles from source here; node-gyp must find Node's headers locally
# because pnpm does not pass npm's nodedir through.
ensure_nodedir() {
  if [ -z "${npm_config_nodedir:-}" ]; then
    local dir
    dir="$(npm config get nodedir 2>/dev/null || true)"
    if [ -z "$dir" ] || [ "$dir" = "undefined" ] || [ ! -d "$dir/include/node" ]; then
      dir="$(dirname "$(dirname "$(command -v node)")")"
    fi
    if [ -d "$dir/include/node" ]; then export npm_config_nodedir="$dir"; fi
  fi
}

install_deps() {
  ensure_pnpm
  ensure_nodedir
  export PATH="$here/node_modules/.bin:$PATH"
  "${PNPM[@]}" install --frozen-lockfile --reporter=append-only
}

case "${1:-}" in
  start)
    install_deps
    "${PNPM[@]}" run build
    # --single-threaded-gc: see docs/PERFORMANCE.md (GC threads stall the event loop on a small VPS).
    exec node --single-threaded-gc packages/server/dist/main.js
    ;;
  test)
    install_deps
    bash scripts/system-deps.sh chromium redis-server docker-compose
    "${PNPM[@]}" run lint
    bash scripts/check-compose.sh
    "${PNPM[@]}" run typecheck
    # No import cycle in the rules or the server (issue 36): a reader follows each flow top-down.
    "${PNPM[@]}" run check:cycles
    "${PNPM[@]}" run build
    mkdir -p artifacts
    status=0
    "${PNPM[@]}" exec vitest run --reporter=default --reporter=json --outputFile.json=artifacts/vitest.json || status=$?
    # One plain closing line that any CI can read.
    node -e 'const r = require("./artifacts/vitest.json"); console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`)' || true
    exit "$status"
    ;;
  install)
    install_deps
    ;;
  *)
    echo "usage: $0 start|test|install" >&2
    exit 2
    ;;
esac
