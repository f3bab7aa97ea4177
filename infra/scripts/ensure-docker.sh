#!/usr/bin/env bash
# Makes Docker usable on this machine for the container test (npm run test:containers): installs
# Debian's docker.io, docker-compose (v1; v2 below) and debootstrap
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

# Compose v2 too (`docker compose`), which developers mostly have: Debian 12 packages only v1, so
# the CLI plugin comes from Debian 13's package (a static binary), pinned by its checksum in that
# release's signed index. Both must accept the compose files; the container test prefers v2.
COMPOSE_V2_DEB=pool/main/d/docker-compose/docker-compose_2.26.1-4_amd64.deb
COMPOSE_V2_SHA256=47681197cb2b1ab88206b42a1a92fc75f50d9530a6322d03494a473eed0408ea
if ! docker compose version >/dev/null 2>&1 && [ "$(dpkg --print-architecture 2>/dev/null)" = amd64 ]; then
  echo "ensure-docker: installing the Compose v2 CLI plugin"
  deb=$(mktemp -d)
  if curl -sfL -o "$deb/compose.deb" "http://deb.debian.org/debian/$COMPOSE_V2_DEB" &&
    echo "$COMPOSE_V2_SHA256  $deb/compose.deb" | sha256sum -c --quiet - &&
    dpkg-deb -x "$deb/compose.deb" "$deb/root"; then
    install -D -m755 "$deb/root/usr/libexec/docker/cli-plugins/docker-compose" \
      /usr/libexec/docker/cli-plugins/docker-compose
  else
    echo "ensure-docker: could not install Compose v2; the tests use v1" >&2
  fi
  rm -rf "$deb"
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
