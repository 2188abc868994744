#!/usr/bin/env bash
# Whole pages against the framework's floor: starts the product on ports 3200/4200 with its own
# PGlite directory (the bot check off, so the bench can make a member), runs bench/pages.ts, then
# stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf data/bench && mkdir -p data
PORT=3200 HOSTNAME=127.0.0.1 ORIGIN_PORT=4200 PGLITE_DIR=data/bench/pglite LOG_LEVEL=warn BOT_CHECK=off node --import tsx scripts/start.ts --no-media > data/bench-start.log 2>&1 &
server=$!
trap 'kill -INT $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT
for _ in $(seq 1 300); do curl -sf -o /dev/null http://127.0.0.1:3200/api/docs/json && break; sleep 1; done
BENCH_WEB_URL=http://127.0.0.1:3200 npx tsx bench/pages.ts
