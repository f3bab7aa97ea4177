#!/usr/bin/env bash
# Starts Postgres, Redis and NATS (JetStream) on this machine if they are not answering.
# Used by CI and by developers before `npm test`; `npm start` needs none of them.
set -u

up() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

wait_for() {
  local name=$1 port=$2
  for _ in $(seq 1 50); do up "$port" && return 0; sleep 0.2; done
  echo "ensure-services: $name did not come up on port $port" >&2
  return 1
}

status=0
if ! up 5432; then
  echo "ensure-services: starting Postgres"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
  wait_for Postgres 5432 || status=1
fi
if ! up 6379; then
  echo "ensure-services: starting Redis"
  # Append-only file on: sessions (sign-ins, guest ids) survive a Redis restart.
  mkdir -p /var/lib/redis
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --dir /var/lib/redis --appendonly yes
  wait_for Redis 6379 || status=1
fi
if ! up 4222; then
  echo "ensure-services: starting NATS with JetStream"
  if ! command -v nats-server >/dev/null && [ ! -x /usr/sbin/nats-server ]; then
    apt-get update -qq && apt-get install -y -qq nats-server
  fi
  mkdir -p /var/lib/nats-server
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- \
    -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server
  wait_for NATS 4222 || status=1
fi
exit $status
