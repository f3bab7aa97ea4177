#!/bin/sh
# Like the official image: bare options (or a config file first) are arguments to redis-server.
# Debian's build keeps protected mode on, which refuses clients from other containers when there
# is no password; the official image is built with it off, so it is turned off here (a config file
# must stay the first argument, and options given later still win).
set -e
case "${1:-}" in -* | *.conf) set -- redis-server "$@" ;; esac
if [ "$1" = redis-server ]; then
  shift
  case "${1:-}" in
    *.conf) conf=$1 && shift && set -- redis-server "$conf" --protected-mode no "$@" ;;
    *) set -- redis-server --protected-mode no "$@" ;;
  esac
fi
exec "$@"
