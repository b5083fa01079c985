#!/usr/bin/env bash
# The one test command (README "Quick start", second block; .ci/run calls it).
# Installs what it needs, then runs every suite: types, lint, unit, database suites on PGlite AND on a
# throwaway PostgreSQL cluster, and browser tests in Debian Chromium against the production build.
# A missing tool is installed or the run stops with a clear message; no suite is ever skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
die() { printf '\033[31mBŁĄD: %s\033[0m\n' "$*" >&2; exit 1; }

need_apt() {
  local pkgs=("$@")
  if [ "$(id -u)" -ne 0 ]; then
    die "brakuje pakietów Debiana: ${pkgs[*]}. Zainstaluj je (sudo apt-get install -y ${pkgs[*]}) i uruchom ponownie."
  fi
  log "apt-get install ${pkgs[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${pkgs[@]}" >/dev/null
}

log "npm install"
npm install --no-audit --no-fund --loglevel=error

[ -x /usr/bin/chromium ] || need_apt chromium
# The Nu HTML checker (vnu-jar, browser suite) runs on Java.
command -v java >/dev/null || need_apt default-jre-headless
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
[ -n "$PG_BIN" ] && [ -x "$PG_BIN/initdb" ] || { need_apt postgresql; PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1); }

log "typecheck + lint"
# Side by side: each is single-threaded (43 s and 17 s on the 2-core machine).
npm run typecheck --silent &
typecheck=$!
npm run lint --silent
wait "$typecheck"

log "PostgreSQL (throwaway cluster)"
PG_DIR=$(mktemp -d /tmp/vp-pg.XXXXXX)
PG_PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
run_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$PG_DIR"
cleanup() {
  run_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT
run_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
run_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
  -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null \
  || { cat "$PG_DIR/server.log"; die "PostgreSQL nie wystartował"; }
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') na porcie $PG_PORT"

log "vitest: unit + PGlite + PostgreSQL"
npx vitest run

log "build (production)"
npm run build --silent

log "playwright (Debian Chromium, ${E2E_SHARDS:-2} shards side by side)"
bash scripts/e2e-shards.sh

log "Wszystkie testy przeszły"
