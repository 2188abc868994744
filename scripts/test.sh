#!/usr/bin/env bash
# npm test: typecheck, lint, unit and integration tests, the end-to-end tests in Chromium, then the
# short load and fault test on a local cluster (skipped outside CI without nginx, Redis or PostgreSQL).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck"; npx tsc --noEmit
echo "== lint"; npm run lint
echo "== unit and integration"; npx vitest run
echo "== build"; npm run build
echo "== end to end"; npx tsx scripts/e2e.ts
echo "== load and fault test, short"; npx tsx bench/cluster.ts --short
