#!/bin/sh
# The official postgres entrypoint's behaviour, for what docker-compose.yml uses: POSTGRES_USER,
# POSTGRES_PASSWORD or POSTGRES_PASSWORD_FILE, POSTGRES_DB. On first start it initialises $PGDATA
# with the same authentication as the official image (trust on the local socket, scram passwords
# over TCP from any address, listening on all addresses); the server runs as the postgres user.
set -eu
case "${1:-}" in -*) set -- postgres "$@" ;; esac
[ "${1:-}" = postgres ] || exec "$@"

if [ "$(id -u)" = 0 ]; then
  # Read as root, as the official entrypoint does: the file may be readable by its owner only.
  if [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then
    POSTGRES_PASSWORD=$(cat "$POSTGRES_PASSWORD_FILE")
    export POSTGRES_PASSWORD
  fi
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  exec gosu postgres "$0" "$@"
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?is required (or POSTGRES_PASSWORD_FILE)}"
  user=${POSTGRES_USER:-postgres}
  database=${POSTGRES_DB:-$user}
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$pwfile"
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  if [ "$database" != postgres ]; then
    echo "CREATE DATABASE \"$database\"" | postgres --single -j -D "$PGDATA" postgres >/dev/null
  fi
  echo "docker-entrypoint: initialised $PGDATA (user $user, database $database)"
fi
unset POSTGRES_PASSWORD
exec "$@"
