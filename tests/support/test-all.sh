#!/usr/bin/env bash
# `npm test` (issue 32, CI time): two chains side by side on the 2 CI cores.
#   1. Vitest's browser project (the longest part, mostly waiting on Chromium and its server).
#   2. The typecheck, the app's build and the e2e demo seed beside Vitest's unit project; then Playwright on the built
#      app, on servers started from that seed, beside the browser project's tail.
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
