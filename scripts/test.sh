#!/usr/bin/env bash
# npm test: typecheck, lint, unit and integration tests, then the end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck"; npx tsc --noEmit
echo "== lint"; npm run lint
echo "== unit and integration"; npx vitest run
echo "== build"; npx next build
echo "== end to end"; npx tsx scripts/e2e.ts
