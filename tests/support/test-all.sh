#!/usr/bin/env bash
# `npm test` (issue 32, CI time): two chains side by side on the 2 CI cores.
#   1. Vitest's browser project (the longest part, mostly waiting on Chromium and its server).
#   2. The typecheck, the app's build and the e2e demo seed beside Vitest's unit project; then Playwright on the built
#      app, on servers started from that seed, beside the browser project's tail.
# Each part's output is kept aside and shown when the part ends, so the two chains' lines do not interleave.
set -uo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/template"

# name command…: runs a part; its output is shown when it ends (only if it fails for the quiet ones: typecheck, build, seed)
part() {
  local name=$1 started=$SECONDS
  shift
  if "$@" > "$work/$name.log" 2>&1; then
    case $name in typecheck | build | seed) ;; *) cat "$work/$name.log" ;; esac
    echo "npm test: the $name passed (${started}–${SECONDS} s)"
    return 0
  fi
  cat "$work/$name.log"
  echo "npm test: the $name FAILED (${started}–${SECONDS} s)"
  return 1
}

part browser-tests npx vitest run --project browser &
browser_tests=$!

(
  part typecheck npm run -s typecheck
  typecheck=$?
  part build npx vite build && part seed npx tsx tests/e2e/seed-template.ts "$work/template" && touch "$work/seeded"
  exit $((typecheck | $?))
) &
beside_unit_tests=$!

part unit-tests npx vitest run --project unit
failed=$?
# the typecheck's failure fails the run, but Playwright needs only the build and the seed
wait "$beside_unit_tests" || failed=1
if [ -e "$work/seeded" ]; then
  HWE_TEMPLATE_DATA_DIR="$work/template" part e2e-tests npx playwright test || failed=1
fi
wait "$browser_tests" || failed=1
exit "$failed"
