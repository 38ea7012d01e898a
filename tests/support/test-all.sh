#!/usr/bin/env bash
# `npm test` (issue 32, CI time): two chains side by side on the 2 CI cores.
#   1. Vitest's browser project (mostly waiting on Chromium and its server), then the heaviest unit files.
#   2. The typecheck, the app's build and the e2e demo seed beside the rest of the unit project; then Playwright on the
#      built app, on servers started from that seed, beside chain 1's tail.
# Heavy unit files move to chain 1 so both end about together (idle run 2026-11-28, s: browser project 929 + these two
# ~130 with their start | unit project 410 with crash-recovery's 36, Playwright 614).
# The long parts' lines come as they are written, each led by the part's name; the quiet ones show theirs on failure.
set -uo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/template"

# name command…: runs a part of the run; its status is the command's
part() {
  local name=$1 started=$SECONDS
  shift
  case $name in
    typecheck | build | seed) "$@" > "$work/$name.log" 2>&1 || { cat "$work/$name.log"; false; } ;;
    *) "$@" 2>&1 | sed -u "s/^/$name | /" ;;
  esac
  local status=$?
  echo "npm test: the $name $([ $status -eq 0 ] && echo passed || echo FAILED) (${started}–${SECONDS} s)"
  return $status
}

late_unit_files=(tests/unit/server/long-history.test.ts tests/unit/server/transaction-races.test.ts)

(
  part browser-tests npx vitest run --project browser
  browser_tests=$?
  part late-unit-tests npx vitest run --project unit "${late_unit_files[@]}"
  exit $((browser_tests | $?))
) &
chain_1=$!

(
  part typecheck npm run -s typecheck
  typecheck=$?
  part build npx vite build && part seed npx tsx tests/e2e/seed-template.ts "$work/template" && touch "$work/seeded"
  exit $((typecheck | $?))
) &
beside_unit_tests=$!

part unit-tests npx vitest run --project unit "${late_unit_files[@]/#/--exclude=}"
failed=$?
# the typecheck's failure fails the run, but Playwright needs only the build and the seed
wait "$beside_unit_tests" || failed=1
if [ -e "$work/seeded" ]; then
  HWE_TEMPLATE_DATA_DIR="$work/template" part e2e-tests npx playwright test || failed=1
fi
wait "$chain_1" || failed=1
exit "$failed"
