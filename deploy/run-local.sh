#!/usr/bin/env bash
# The many-node set-up on one machine: two Atrium nodes behind HAProxy (deploy/haproxy.cfg),
# sharing PostgreSQL and Redis. Run from a built tree (npm ci && npm run build):
#   DATABASE_URL=postgres://... REDIS_URL=redis://... deploy/run-local.sh
# Ctrl-C stops everything (each node drains first). The files go to one S3-protocol storage both
# nodes share: S3_URL/S3_BUCKET (and its keys) if set, else a local S3 server (s3rver, from the
# development dependencies) on S3_PORT with a bucket `atrium` and deploy/s3-cors.xml.
set -euo pipefail
cd "$(dirname "$0")/.."

: "${DATABASE_URL:=postgres://postgres@127.0.0.1:5432/test}"
: "${REDIS_URL:=redis://127.0.0.1:6379}"
: "${PROXY_PORT:=8080}"
: "${NODE_A_PORT:=3101}"
: "${NODE_B_PORT:=3102}"
: "${PUBLIC_URL:=http://localhost:${PROXY_PORT}}"
: "${DATA_ROOT:=./data-cluster}"
: "${S3_PORT:=4569}"
command -v haproxy >/dev/null || { echo "haproxy is not installed (Debian: apt-get install haproxy)" >&2; exit 1; }
[ -f apps/server/dist/atrium.js ] || { echo "Build first: npm run build" >&2; exit 1; }

pids=()
stop() {
  trap - INT TERM EXIT
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait || true
}
trap stop INT TERM EXIT

if [ -z "${S3_URL:-}" ]; then
  [ -x node_modules/.bin/s3rver ] || { echo "Set S3_URL and S3_BUCKET, or install the development dependencies (npm ci)" >&2; exit 1; }
  mkdir -p "$DATA_ROOT/s3"
  node_modules/.bin/s3rver --directory "$DATA_ROOT/s3" --address 127.0.0.1 --port "$S3_PORT" --silent \
    --configure-bucket atrium deploy/s3-cors.xml &
  pids+=($!)
  until curl -fsS -o /dev/null "http://127.0.0.1:$S3_PORT/" 2>/dev/null; do sleep 0.5; done
  S3_URL="http://127.0.0.1:$S3_PORT" S3_BUCKET=atrium S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER
fi

node_env() {
  # $1: name, $2: port, $3: metrics port
  env DATABASE_URL="$DATABASE_URL" REDIS_URL="$REDIS_URL" PUBLIC_URL="$PUBLIC_URL" \
    S3_URL="$S3_URL" S3_BUCKET="$S3_BUCKET" S3_ACCESS_KEY_ID="${S3_ACCESS_KEY_ID:-}" \
    S3_SECRET_ACCESS_KEY="${S3_SECRET_ACCESS_KEY:-}" \
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
echo "Atrium: two nodes behind HAProxy at $PUBLIC_URL (metrics: 127.0.0.1:9101 and :9102; files: $S3_URL). Ctrl-C stops."
wait -n "${pids[@]}"
