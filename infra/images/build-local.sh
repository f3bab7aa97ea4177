#!/usr/bin/env bash
# Builds local stand-ins for the public base images the Dockerfile and docker-compose.yml use
# (node, postgres, redis, nats, and prometheus for the observability profile), from Debian
# bookworm packages on a debootstrap minbase root, for machines that cannot pull from an image
# registry. Each stand-in behaves like its official image for what docker-compose.yml uses; the
# recipes are in infra/images/<name>/.
#
#   eval "$(infra/images/build-local.sh)"      # builds what is missing, exports the variables
#   infra/images/build-local.sh --force         # rebuilds everything, the Debian base included
#
# Progress goes to stderr; stdout is only the `export NAME=image` lines.
set -euo pipefail
cd "$(dirname "$0")"

PREFIX=${STANDIN_PREFIX:-puzzle-hub-base}
BASE_IMAGE=$PREFIX/debian:bookworm
FORCE=false
[ "${1:-}" = --force ] && FORCE=true

log() { echo "build-local: $*" >&2; }
exists() { docker image inspect "$1" >/dev/null 2>&1; }
# Runs a command with its output shown only when it fails.
quietly() {
  local output
  output=$("$@" 2>&1) || {
    echo "$output" >&2
    return 1
  }
}

# The machine's Debian mirror (deb822 or one-line sources), so debootstrap uses what apt uses.
debian_mirror() {
  local uri
  uri=$(awk '/^URIs:/ { uri = $2 } /^Suites:.*bookworm( |$)/ && uri { print uri; exit }
             /^deb .* bookworm / { for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\//) { print $i; exit } }' \
    /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null || true)
  echo "${DEBIAN_MIRROR:-${uri:-http://deb.debian.org/debian}}"
}

build_base() {
  command -v debootstrap >/dev/null || {
    log "debootstrap is missing: apt-get install -y debootstrap"
    exit 1
  }
  local root mirror
  root=$(mktemp -d)
  mirror=$(debian_mirror)
  log "debootstrap bookworm minbase from $mirror"
  quietly debootstrap --variant=minbase bookworm "$root" "$mirror"
  # Downloaded packages and indexes would only weigh on every image built on top.
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  tar -C "$root" --exclude='./dev/*' -c . | docker import - "$BASE_IMAGE" >/dev/null
  rm -rf "$root"
}

# node: the machine's own Node (Debian's is older than 20.19), its C headers (as in the official
# image, for node-gyp to build against rather than download them; the project's own packages
# need no compiler, all come prebuilt) and npm, copied into the context, with the certificate
# authorities this machine adds to Debian's (a TLS-inspecting proxy's, say), so npm inside the
# image reaches the registry the way npm on this machine does.
node_context() {
  local node npm_dir headers
  node=$(readlink -f "$(command -v node)")
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  headers=$(dirname "$(dirname "$node")")/include/node
  [ -f "$headers/node.h" ] || {
    log "no Node headers at $headers (the nodejs package has them)"
    exit 1
  }
  "$node" -e 'const [a, b] = process.versions.node.split(".").map(Number);
    if (a < 20 || (a === 20 && b < 19)) { console.error("Node >= 20.19 needed"); process.exit(1); }'
  cp node/Dockerfile "$1/"
  cp "$node" "$1/node"
  cp -r "$npm_dir" "$1/npm"
  cp -r "$headers" "$1/include"
  mkdir "$1/extra-ca"
  cp /usr/local/share/ca-certificates/*.crt "$1/extra-ca/" 2>/dev/null || true
}

build_standin() {
  local name=$1 tag=$PREFIX/$1:local context=$1 scratch=''
  if exists "$tag" && ! $FORCE; then
    log "$tag exists (--force rebuilds it)"
    return
  fi
  if [ "$name" = node ]; then
    scratch=$(mktemp -d)
    node_context "$scratch"
    context=$scratch
  fi
  log "building $tag"
  # The classic builder, as docker-compose v1 uses.
  DOCKER_BUILDKIT=0 quietly docker build --build-arg "BASE_IMAGE=$BASE_IMAGE" -t "$tag" "$context"
  [ -z "$scratch" ] || rm -rf "$scratch"
}

STANDINS="node postgres redis nats prometheus"
needed=false
for name in $STANDINS; do
  exists "$PREFIX/$name:local" || needed=true
done
if $FORCE || { $needed && ! exists "$BASE_IMAGE"; }; then build_base; fi
for name in $STANDINS; do build_standin "$name"; done

for name in $STANDINS; do
  echo "export $(echo "$name" | tr '[:lower:]' '[:upper:]')_IMAGE=$PREFIX/$name:local"
done
