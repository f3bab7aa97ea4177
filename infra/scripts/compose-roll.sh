#!/usr/bin/env bash
# Replaces every replica of one Compose service with a new container, one at a time, with no
# failed request: `bash infra/scripts/compose-roll.sh jotto` (after `docker compose build`, say).
# Anything after the service name goes to Compose before its command (`-p name`, `-f file`).
#
# Compose has no rolling update of its own (`up` recreates all of a service's replicas at once), so
# each step adds one replica beside the old ones, waits until Docker reports it healthy (its
# /readyz), then stops one old replica: SIGTERM, which it drains (docs/operations.md, "Rolling
# restarts"), while the others answer, and removes it. The gateway finds the new replica through
# DNS and its probes and drops the old one when its /readyz turns 503. Works with Compose v2
# (`docker compose`) and v1 (`docker-compose`).
set -euo pipefail

service=${1:?usage: compose-roll.sh SERVICE [compose options...]}
shift
if docker compose version >/dev/null 2>&1; then compose=(docker compose "$@"); else compose=(docker-compose "$@"); fi

# Long enough for a start on a busy machine; a replica that takes longer is left for a person.
HEALTHY_WITHIN_S=${HEALTHY_WITHIN_S:-180}
# The stop's grace: drain and shutdown (compose's stop_grace_period says the same).
STOP_TIMEOUT_S=${STOP_TIMEOUT_S:-20}

replicas() { "${compose[@]}" ps -q "$service" | sort; }
health() { docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' "$1"; }

mapfile -t old < <(replicas)
if [ ${#old[@]} -eq 0 ]; then
  echo "compose-roll: $service has no replica to replace" >&2
  exit 1
fi
echo "compose-roll: replacing ${#old[@]} replica(s) of $service"

for id in "${old[@]}"; do
  before=$(replicas)
  "${compose[@]}" up -d --no-deps --no-recreate --scale "$service=$(($(wc -l <<<"$before") + 1))" "$service"
  new=$(comm -13 <(echo "$before") <(replicas))
  if [ "$(wc -w <<<"$new")" -ne 1 ]; then
    echo "compose-roll: expected one new replica of $service, found: ${new:-none}" >&2
    exit 1
  fi
  for ((waited = 0; ; waited++)); do
    state=$(health "$new")
    [ "$state" = healthy ] && break
    if [ "$state" = unhealthy ] || [ "$state" = exited ] || [ "$waited" -ge "$HEALTHY_WITHIN_S" ]; then
      echo "compose-roll: new replica ${new:0:12} is $state; stopped, old ones left running" >&2
      docker logs --tail 30 "$new" >&2 || true
      exit 1
    fi
    sleep 1
  done
  # The gateway's DNS answer is at most 2 s old and its probes come every second: in turn by now.
  sleep 3
  echo "compose-roll: ${new:0:12} is healthy; stopping ${id:0:12}"
  docker stop -t "$STOP_TIMEOUT_S" "$id" >/dev/null
  docker rm "$id" >/dev/null
done
echo "compose-roll: every replica of $service replaced"
