#!/usr/bin/env bash
# `npm test` (issue 32, CI time): Vitest leaves about a third of the 2 CI cores idle while its files wait on servers
# and the browser, so the type check, the app's build and the e2e demo seed run beside it, one after the other;
# Playwright then tests the built app on servers started from that seed.
set -uo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/template"

# name command…: runs a step with its output kept aside, shown only if it fails
step() {
  local name=$1
  shift
  "$@" > "$work/$name.log" 2>&1 && return 0
  echo "npm test: the $name failed:"
  cat "$work/$name.log"
  return 1
}

(
  step typecheck npm run -s typecheck
  typecheck=$?
  step build npx vite build && step seed npx tsx tests/e2e/seed-template.ts "$work/template"
  exit $((typecheck | $?))
) &
beside_vitest=$!

npx vitest run
vitest=$?
wait "$beside_vitest" && [ "$vitest" -eq 0 ] || exit 1

HWE_TEMPLATE_DATA_DIR="$work/template" npx playwright test
