#!/usr/bin/env bash
# Times server-rendered pages and counts their JavaScript: starts the product on ports 3200/4200
# with its own PGlite directory, runs bench/run.ts against it, then stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf data/bench && mkdir -p data
PORT=3200 HOSTNAME=127.0.0.1 ORIGIN_PORT=4200 PGLITE_DIR=data/bench/pglite LOG_LEVEL=warn node --import tsx scripts/start.ts --no-media > data/bench-start.log 2>&1 &
server=$!
trap 'kill -INT $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT
for _ in $(seq 1 300); do curl -sf -o /dev/null http://127.0.0.1:3200/api/docs/json && break; sleep 1; done
BENCH_WEB_URL=http://127.0.0.1:3200 npx tsx bench/run.ts
BENCH_WEB_URL=http://127.0.0.1:3200 npx tsx bench/play-start.ts
