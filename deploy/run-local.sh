#!/usr/bin/env bash
# The many-node set-up on one machine: two Atrium nodes behind HAProxy (deploy/haproxy.cfg),
# sharing PostgreSQL and Redis. Run from a built tree (npm ci && npm run build):
#   DATABASE_URL=postgres://... REDIS_URL=redis://... deploy/run-local.sh
# Ctrl-C stops everything (each node drains first). Object storage (S3) is not used yet: the
# stored files (profile photos) live in each node's DATA_DIR/files until the storage work lands.
set -euo pipefail
cd "$(dirname "$0")/.."

: "${DATABASE_URL:=postgres://postgres@127.0.0.1:5432/test}"
: "${REDIS_URL:=redis://127.0.0.1:6379}"
: "${PROXY_PORT:=8080}"
: "${NODE_A_PORT:=3101}"
: "${NODE_B_PORT:=3102}"
: "${PUBLIC_URL:=http://localhost:${PROXY_PORT}}"
: "${DATA_ROOT:=./data-cluster}"
command -v haproxy >/dev/null || { echo "haproxy is not installed (Debian: apt-get install haproxy)" >&2; exit 1; }
[ -f apps/server/dist/atrium.js ] || { echo "Build first: npm run build" >&2; exit 1; }

pids=()
stop() {
  trap - INT TERM EXIT
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait || true
}
trap stop INT TERM EXIT

node_env() {
  # $1: name, $2: port, $3: metrics port
  env DATABASE_URL="$DATABASE_URL" REDIS_URL="$REDIS_URL" PUBLIC_URL="$PUBLIC_URL" \
    HOST=127.0.0.1 PORT="$2" METRICS_PORT="$3" DATA_DIR="$DATA_ROOT/$1" \
    TRUST_PROXY=1 SHUTDOWN_DRAIN_SECONDS=3 "${@:4}"
}

# Migrations and the demo seed run once, from the first node, before the second starts.
node_env a "$NODE_A_PORT" 9101 node apps/server/dist/atrium.js serve &
pids+=($!)
until curl -fsS "http://127.0.0.1:$NODE_A_PORT/readyz" >/dev/null 2>&1; do sleep 0.5; done
node_env b "$NODE_B_PORT" 9102 SEED_DEMO=false node apps/server/dist/atrium.js serve &
pids+=($!)
until curl -fsS "http://127.0.0.1:$NODE_B_PORT/readyz" >/dev/null 2>&1; do sleep 0.5; done

ATRIUM_PROXY_BIND="127.0.0.1:$PROXY_PORT" ATRIUM_NODE_A="127.0.0.1:$NODE_A_PORT" ATRIUM_NODE_B="127.0.0.1:$NODE_B_PORT" \
  haproxy -db -f deploy/haproxy.cfg &
pids+=($!)
echo "Atrium: two nodes behind HAProxy at $PUBLIC_URL (metrics: 127.0.0.1:9101 and :9102). Ctrl-C stops."
wait -n "${pids[@]}"
