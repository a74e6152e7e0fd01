# Embedded Postgres and Redis for Waypoint: Debian packages, data under .data/, private ports.
# Sourced by scripts/start, scripts/test and scripts/stop. No systemd, no clash with system services.
# shellcheck shell=bash

ROOT=${ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}
DATA_DIR=${WAYPOINT_DATA_DIR:-$ROOT/.data}
PG_PORT=${WAYPOINT_PG_PORT:-55432}
REDIS_PORT=${WAYPOINT_REDIS_PORT:-56379}
PG_BASE=$DATA_DIR/pg

say() { printf '\033[1;34m[waypoint]\033[0m %s\n' "$*"; }
die() { printf '\033[1;31m[waypoint]\033[0m %s\n' "$*" >&2; exit 1; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else die "Need root to run: $* (install it yourself, or run as root)"
  fi
}

APT_UPDATED=""
apt_install() {
  command -v apt-get >/dev/null || die "apt-get not found: install $* yourself, or set DATABASE_URL and REDIS_URL"
  if [ -z "$APT_UPDATED" ]; then
    say "Updating the package list (apt-get update)"
    as_root apt-get update -qq >/dev/null || die "apt-get update failed"
    APT_UPDATED=1
  fi
  say "Installing $* (apt-get)"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null || die "apt-get install $* failed"
}

pg_bindir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

# Runs a command as the postgres owner: the `postgres` user when we are root (Postgres refuses root).
pg_as_owner() {
  if [ "$(id -u)" = 0 ]; then
    su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
  else
    "$@"
  fi
}

# As root, Postgres runs as the `postgres` user, which must reach its data folder. When the checkout
# sits below a folder it cannot enter (say /root), the cluster lives in /var/lib/waypoint instead.
if [ "$(id -u)" = 0 ] && id postgres >/dev/null 2>&1 && ! su postgres -s /bin/sh -c "test -x '$ROOT'" 2>/dev/null; then
  PG_BASE=/var/lib/waypoint/$(printf '%s' "$ROOT" | cksum | cut -d' ' -f1)/pg
fi
PG_DATA=$PG_BASE/data

pg_running() {
  [ -f "$PG_DATA/postmaster.pid" ] && kill -0 "$(head -n 1 "$PG_DATA/postmaster.pid")" 2>/dev/null
}

ensure_postgres() {
  local bindir
  bindir=$(pg_bindir) || true
  if [ -z "$bindir" ]; then apt_install postgresql; bindir=$(pg_bindir) || die "Postgres server binaries not found after install"; fi
  if ! pg_running; then
    mkdir -p "$PG_BASE"
    if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$PG_BASE"; chmod o+x "$(dirname "$PG_BASE")" 2>/dev/null || true; fi
    if [ ! -f "$PG_DATA/PG_VERSION" ]; then
      say "Creating a Postgres cluster in $PG_DATA"
      pg_as_owner "$bindir/initdb" -D "$PG_DATA" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null \
        || die "initdb failed"
    fi
    rm -f "$PG_DATA/postmaster.pid"
    say "Starting Postgres on 127.0.0.1:$PG_PORT"
    pg_as_owner "$bindir/pg_ctl" -D "$PG_DATA" -l "$PG_BASE/postgres.log" -w -t 60 \
      -o "-p $PG_PORT -k $PG_BASE -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null \
      || die "Postgres did not start; see $PG_BASE/postgres.log"
  fi
}

# Creates a database if it does not exist yet.
ensure_database() {
  local name=$1 bindir
  bindir=$(pg_bindir)
  if ! "$bindir/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='$name'" postgres | grep -q 1; then
    "$bindir/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres "$name" || die "Could not create database $name"
  fi
}

redis_running() {
  [ -f "$DATA_DIR/redis/redis.pid" ] && kill -0 "$(cat "$DATA_DIR/redis/redis.pid")" 2>/dev/null
}

ensure_redis() {
  command -v redis-server >/dev/null || apt_install redis-server
  if ! redis_running; then
    mkdir -p "$DATA_DIR/redis"
    say "Starting Redis on 127.0.0.1:$REDIS_PORT"
    redis-server --daemonize yes --port "$REDIS_PORT" --bind 127.0.0.1 --dir "$DATA_DIR/redis" \
      --pidfile "$DATA_DIR/redis/redis.pid" --logfile "$DATA_DIR/redis/redis.log" \
      --appendonly yes --save "" >/dev/null || die "Redis did not start; see $DATA_DIR/redis/redis.log"
    for _ in $(seq 1 50); do
      redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && return 0
      sleep 0.1
    done
    die "Redis did not answer on port $REDIS_PORT; see $DATA_DIR/redis/redis.log"
  fi
}

stop_services() {
  local bindir
  if pg_running; then
    bindir=$(pg_bindir)
    say "Stopping Postgres"
    pg_as_owner "$bindir/pg_ctl" -D "$PG_DATA" -m fast -w stop >/dev/null || true
  fi
  if redis_running; then
    say "Stopping Redis"
    kill "$(cat "$DATA_DIR/redis/redis.pid")" 2>/dev/null || true
    for _ in $(seq 1 50); do redis_running || break; sleep 0.1; done
  fi
}

ensure_node_modules() {
  command -v node >/dev/null || die "Node.js 20.19 or newer is needed (https://nodejs.org or apt-get install nodejs)"
  if [ ! -d "$ROOT/node_modules" ] || [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
    say "Installing npm dependencies"
    # Not `npm ci`: see .ci/run. With the lock present this installs exactly the locked versions.
    (cd "$ROOT" && npm install --no-audit --no-fund --loglevel=error) || die "npm install failed"
  fi
}

ensure_chromium() {
  command -v chromium >/dev/null || apt_install chromium fonts-liberation
}
