#!/usr/bin/env bash
# The many-node set-up on one machine: two Atrium nodes behind HAProxy (deploy/haproxy.cfg),
# sharing PostgreSQL and Redis. Run from a built tree (npm ci && npm run build):
#   DATABASE_URL=postgres://... REDIS_URL=redis://... deploy/run-local.sh
# Ctrl-C or SIGTERM stops everything it started (each node drains first). The files go to one
# S3-protocol storage both nodes share: S3_URL/S3_BUCKET (and its keys) if set, else a local S3
# server (s3rver, from the development dependencies) on S3_PORT with a bucket `atrium` and
# deploy/s3-cors.xml.
#
# Every port is a variable. PROXY_PORT (the public address, 8080) is used as given; the inner
# ones (NODE_A_PORT 3101, NODE_B_PORT 3102, METRICS_A_PORT 9101, METRICS_B_PORT 9102 as in
# deploy/prometheus.yml, S3_PORT 4569) default to those numbers when free, else to any free
# port, so that two copies can run side by side (give each its own PROXY_PORT and DATA_ROOT).
set -euo pipefail
cd "$(dirname "$0")/.."

command -v haproxy >/dev/null || { echo "haproxy is not installed (Debian: apt-get install haproxy)" >&2; exit 1; }
[ -f apps/server/dist/atrium.js ] || { echo "Build first: npm run build" >&2; exit 1; }

# The preferred port if nothing listens on it, else one the system picks.
free_port() {
  node -e '
    const net = require("node:net");
    const take = (port) => {
      const server = net.createServer();
      server.once("error", () => take(0));
      server.listen(port, "127.0.0.1", () => {
        const chosen = server.address().port;
        server.close(() => console.log(chosen));
      });
    };
    take(Number(process.argv[1]));' "$1"
}

: "${DATABASE_URL:=postgres://postgres@127.0.0.1:5432/test}"
: "${REDIS_URL:=redis://127.0.0.1:6379}"
: "${PROXY_PORT:=8080}"
: "${NODE_A_PORT:=$(free_port 3101)}"
: "${NODE_B_PORT:=$(free_port 3102)}"
: "${METRICS_A_PORT:=$(free_port 9101)}"
: "${METRICS_B_PORT:=$(free_port 9102)}"
: "${PUBLIC_URL:=http://localhost:${PROXY_PORT}}"
: "${DATA_ROOT:=./data-cluster}"

pids=()
stopping=
stop() {
  [ -n "$stopping" ] && return
  stopping=1
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  # Each node drains (SHUTDOWN_DRAIN_SECONDS) and stops within SHUTDOWN_TIMEOUT_SECONDS.
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap 'stop; exit 130' INT
trap 'stop; exit 143' TERM
trap 'stop' EXIT

# Waits until the URL answers, or fails when the process meant to answer it has ended.
await_url() {
  until curl -fsS -o /dev/null "$1" 2>/dev/null; do
    kill -0 "$2" 2>/dev/null || { echo "$3 ended before answering $1" >&2; exit 1; }
    sleep 0.5
  done
}

if [ -z "${S3_URL:-}" ]; then
  [ -x node_modules/.bin/s3rver ] || { echo "Set S3_URL and S3_BUCKET, or install the development dependencies (npm ci)" >&2; exit 1; }
  : "${S3_PORT:=$(free_port 4569)}"
  mkdir -p "$DATA_ROOT/s3"
  node_modules/.bin/s3rver --directory "$DATA_ROOT/s3" --address 127.0.0.1 --port "$S3_PORT" --silent \
    --configure-bucket atrium deploy/s3-cors.xml &
  pids+=($!)
  await_url "http://127.0.0.1:$S3_PORT/" "$!" "the local S3 server"
  S3_URL="http://127.0.0.1:$S3_PORT" S3_BUCKET=atrium S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER
fi

# One node in the background, as this shell's own child (exec: its pid is the node's, so that
# stop() signals the node itself). $1: name, $2: port, $3: metrics port, then extra variables.
# The nodes listen on 127.0.0.1 and believe X-Forwarded-For only from the proxy there.
start_node() {
  (
    exec env DATABASE_URL="$DATABASE_URL" REDIS_URL="$REDIS_URL" PUBLIC_URL="$PUBLIC_URL" \
      S3_URL="$S3_URL" S3_BUCKET="$S3_BUCKET" S3_ACCESS_KEY_ID="${S3_ACCESS_KEY_ID:-}" \
      S3_SECRET_ACCESS_KEY="${S3_SECRET_ACCESS_KEY:-}" \
      HOST=127.0.0.1 PORT="$2" METRICS_PORT="$3" DATA_DIR="$DATA_ROOT/$1" \
      TRUST_PROXY=127.0.0.1 SHUTDOWN_DRAIN_SECONDS="${SHUTDOWN_DRAIN_SECONDS:-5}" "${@:4}" \
      node apps/server/dist/atrium.js serve
  ) &
  pids+=($!)
  await_url "http://127.0.0.1:$2/readyz" "$!" "node $1"
}

# Migrations and the demo seed run once, from the first node, before the second starts.
start_node a "$NODE_A_PORT" "$METRICS_A_PORT"
start_node b "$NODE_B_PORT" "$METRICS_B_PORT" SEED_DEMO=false

ATRIUM_PROXY_BIND="127.0.0.1:$PROXY_PORT" ATRIUM_NODE_A="127.0.0.1:$NODE_A_PORT" ATRIUM_NODE_B="127.0.0.1:$NODE_B_PORT" \
  haproxy -db -f deploy/haproxy.cfg &
pids+=($!)
echo "Atrium: two nodes behind HAProxy at $PUBLIC_URL (nodes: 127.0.0.1:$NODE_A_PORT and :$NODE_B_PORT;" \
  "metrics: 127.0.0.1:$METRICS_A_PORT and :$METRICS_B_PORT; files: $S3_URL). Ctrl-C stops."
# Until a child ends (then everything stops) or a signal comes.
wait -n "${pids[@]}"
