#!/usr/bin/env bash
# Starts Postgres, Redis and NATS (JetStream) on this machine if they are not answering, installing
# the missing ones from Debian's packages (postgresql, redis-server, nats-server) when run as root
# on Debian or Ubuntu. Used by CI, by `npm test` when one is down (tests/support/global-setup.ts)
# and by developers (`npm run services:up`); `npm start` needs none of them.
# No `set -e`: each server gets its chance when another fails; the exit status says if one did.
set -u

up() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

wait_for() {
  local name=$1 port=$2
  for _ in $(seq 1 50); do up "$port" && return 0; sleep 0.2; done
  echo "ensure-services: $name did not come up on port $port" >&2
  return 1
}

nats_binary() {
  command -v nats-server || { [ -x /usr/sbin/nats-server ] && echo /usr/sbin/nats-server; }
}
postgres_installed() {
  command -v pg_ctlcluster >/dev/null && compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null
}

# One apt run for all that is missing, its index updated first (a fresh machine has none).
# Without the recommended packages (a mail server, sysstat...): the tests need none of them.
install_packages() {
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    echo "ensure-services: $* not installed; as root on Debian or Ubuntu this script installs it" >&2
    return 1
  fi
  echo "ensure-services: installing $* (apt-get)"
  # The package creates Postgres's first cluster with the locale it finds here: UTF-8, whatever
  # the caller's (often unset, which would give SQL_ASCII).
  apt-get update -qq &&
    LC_ALL=C.UTF-8 DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# A new Debian cluster asks a password of TCP clients, and the tests connect as postgres from
# 127.0.0.1 with none. Only for a cluster this script installed or created: one a developer set up
# stays as it is.
trust_local_tcp() {
  local hba=/etc/postgresql/$1/$2/pg_hba.conf
  echo "ensure-services: trusting TCP connections from this machine in $hba"
  sed -i -E 's#^(host[[:space:]]+all[[:space:]]+all[[:space:]]+(127\.0\.0\.1/32|::1/128)[[:space:]]+)[^[:space:]]+#\1trust#' "$hba"
}

# The cluster on port 5432 (created when there is none at all), started.
start_postgres() {
  local fresh=$1 version name
  read -r version name < <(pg_lsclusters --no-header 2>/dev/null | awk '$3 == 5432 { print $1, $2; exit }')
  if [ -z "${name:-}" ]; then
    if [ -n "$(pg_lsclusters --no-header 2>/dev/null)" ]; then
      echo "ensure-services: no Postgres cluster on port 5432 (pg_lsclusters lists the others)" >&2
      return 1
    fi
    version=$(find /usr/lib/postgresql -mindepth 1 -maxdepth 1 -printf '%f\n' | sort -V | tail -n 1)
    name=main
    echo "ensure-services: creating Postgres cluster $version $name"
    LC_ALL=C.UTF-8 pg_createcluster --port 5432 "$version" "$name" >/dev/null || return 1
    fresh=true
  fi
  if $fresh; then trust_local_tcp "$version" "$name" || return 1; fi
  if up 5432; then
    # Started by the package's own script: the new rules apply once it reloads.
    pg_ctlcluster --skip-systemctl-redirect "$version" "$name" reload
  else
    echo "ensure-services: starting Postgres"
    pg_ctlcluster --skip-systemctl-redirect "$version" "$name" start
  fi
  wait_for Postgres 5432
}

start_redis() {
  echo "ensure-services: starting Redis"
  # Append-only file on: sessions (sign-ins, guest ids) survive a Redis restart.
  mkdir -p /var/lib/redis
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --dir /var/lib/redis --appendonly yes
  wait_for Redis 6379
}

start_nats() {
  echo "ensure-services: starting NATS with JetStream"
  mkdir -p /var/lib/nats-server
  start-stop-daemon --start --oknodo --background --exec "$(nats_binary)" -- \
    -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server
  wait_for NATS 4222
}

missing=()
up 5432 || postgres_installed || missing+=(postgresql)
up 6379 || command -v redis-server >/dev/null || missing+=(redis-server)
up 4222 || [ -n "$(nats_binary)" ] || missing+=(nats-server)
installed=false
if [ ${#missing[@]} -gt 0 ] && install_packages "${missing[@]}"; then installed=true; fi
fresh_postgres=false
if $installed && [[ " ${missing[*]} " == *" postgresql "* ]]; then fresh_postgres=true; fi

status=0
# Checked again: a package's own script may have started its server.
if ! up 5432; then
  if postgres_installed; then start_postgres $fresh_postgres || status=1; else status=1; fi
elif $fresh_postgres; then
  start_postgres true || status=1
fi
if ! up 6379; then
  if command -v redis-server >/dev/null; then start_redis || status=1; else status=1; fi
fi
if ! up 4222; then
  if [ -n "$(nats_binary)" ]; then start_nats || status=1; else status=1; fi
fi
exit $status
