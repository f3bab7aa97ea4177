#!/usr/bin/env bash
# Makes Docker usable on this machine for the container test (npm run test:containers): installs
# Debian's docker.io, docker-compose (v1; Compose v2 is not packaged for Debian 12) and debootstrap
# (for the stand-in base images) when missing, starts dockerd when it is not answering, and waits.
# Exits non-zero when Docker cannot be made to answer; the container test then skips, loudly.
set -u

answers() { docker info >/dev/null 2>&1; }

missing=()
command -v dockerd >/dev/null || missing+=(docker.io)
command -v docker-compose >/dev/null || docker compose version >/dev/null 2>&1 || missing+=(docker-compose)
command -v debootstrap >/dev/null || missing+=(debootstrap)
if [ ${#missing[@]} -gt 0 ]; then
  echo "ensure-docker: installing ${missing[*]}"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if ! answers; then
  if [ -d /run/systemd/system ]; then
    systemctl start docker
  else
    # Without systemd: in its own session, so it outlives this script.
    echo "ensure-docker: starting dockerd (log: /var/log/dockerd.log)"
    setsid dockerd >>/var/log/dockerd.log 2>&1 </dev/null &
  fi
  for _ in $(seq 1 60); do answers && break; sleep 0.5; done
fi

if ! answers; then
  echo "ensure-docker: Docker does not answer; see /var/log/dockerd.log" >&2
  exit 1
fi
echo "ensure-docker: $(docker version --format 'Docker {{.Server.Version}}' 2>/dev/null)"
