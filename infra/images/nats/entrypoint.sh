#!/bin/sh
# As the official image's: when the command starts with an option, it is nats-server's.
set -e
if [ "$#" -eq 0 ] || [ "${1#-}" != "$1" ]; then set -- nats-server "$@"; fi
exec "$@"
