#!/usr/bin/env bash
# `npm run test:fresh-machine`: the README's Quick start on a fresh machine. A container from the
# Node stand-in image (Debian 12 with this machine's Node and npm, and nothing else: no Postgres,
# Redis, NATS, Chromium or Docker) gets the repository as a fresh clone has it and runs, as root,
# `npm ci` and the README's test command on the unit tests, one integration file and one browser
# file (in-container.sh): `npm test` has to install and start all it needs by itself. Needs Docker
# (CI runs it where Docker is); the container is removed at the end, whatever the end.
set -euo pipefail
cd "$(dirname "$0")/../.."

log() { echo "fresh-machine: $*" >&2; }

if ! bash infra/scripts/ensure-docker.sh >&2; then
  log "FAILED: needs Docker, which does not answer here (bash infra/scripts/ensure-docker.sh)"
  exit 1
fi
# CI exports it (infra/images/build-local.sh); else the stand-in, built when missing.
if [ -z "${NODE_IMAGE:-}" ]; then eval "$(bash infra/images/build-local.sh)"; fi

container=puzzle-hub-fresh-machine-$$-$RANDOM
trap 'docker rm --force --volumes "$container" >/dev/null 2>&1 || true' EXIT
# Interrupted: out through the EXIT trap, which removes the container.
trap 'exit 130' INT TERM

# The repository as a fresh clone has it: the tracked files as they are in the tree and the new
# ones not ignored (on CI's fresh clone, just the commit); no node_modules, build output or .git.
repository() {
  { git ls-files -z --cached && git ls-files -z --others --exclude-standard; } |
    while IFS= read -r -d '' file; do
      if [ -e "$file" ] || [ -L "$file" ]; then printf '%s\0' "$file"; fi
    done |
    tar --null -T - -c
}

log "in a fresh container from $NODE_IMAGE (nothing but Node $(node --version) and npm $(npm --version)):"
log "npm ci, then npm test on the unit tests, one integration file and one browser file"
started=$(date +%s)
# A real machine's /dev/shm, which Chromium draws pages in, rather than Docker's 64 MB.
if repository | docker run --name "$container" --interactive --shm-size=1g "$NODE_IMAGE" \
  bash -c 'mkdir /hub && tar -x -C /hub && exec bash /hub/tests/fresh-machine/in-container.sh'; then
  result=passed
else
  result=FAILED
fi
elapsed=$(($(date +%s) - started))
log "$result in $((elapsed / 60)) min $((elapsed % 60)) s"
[ "$result" = passed ]
