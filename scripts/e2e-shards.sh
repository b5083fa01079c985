#!/usr/bin/env bash
# The browser suite in shards side by side (scripts/test-all.sh runs it; alone it needs `npm run build` first).
# It is most of the test run (about 20 minutes one test at a time on the 2-core machine). Its specs share one
# server and database, so rather than workers in one run, each shard is its own Playwright run with its own
# server, fresh demo database, mail sink, ports and output folder. E2E_SHARDS=1 runs it in one piece.
# Spec files are dealt out in turn (alphabetical order): related specs (admin-*, blog-*) have similar costs,
# and Playwright's own --shard cuts the list in contiguous pieces, which left one shard 4.5 minutes longer.
# Extra options (not files) go to every shard, e.g. `--grep wishlist`.
set -euo pipefail
cd "$(dirname "$0")/.."

SHARDS=${E2E_SHARDS:-2}
mapfile -t specs < <(ls tests/e2e/*.spec.ts | LC_ALL=C sort)
pids=()
for i in $(seq 1 "$SHARDS"); do
  mine=()
  for j in "${!specs[@]}"; do
    [ $((j % SHARDS + 1)) -eq "$i" ] && mine+=("${specs[$j]}")
  done
  [ "${#mine[@]}" -gt 0 ] || continue
  (
    set +e
    E2E_PORT=$((3200 + i * 30)) E2E_SMTP_PORT=$((3215 + i * 30)) E2E_OUTPUT_DIR="test-results/shard-$i" \
      npx playwright test "$@" "${mine[@]}" 2>&1 | sed -u "s|^|[e2e $i/$SHARDS] |"
    exit "${PIPESTATUS[0]}"
  ) &
  pids+=($!)
done
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
if [ "$failed" -ne 0 ]; then
  printf '\033[31mBŁĄD: testy przeglądarkowe nie przeszły (szczegóły powyżej; zrzuty i ślady w test-results/shard-*)\033[0m\n' >&2
  exit 1
fi
