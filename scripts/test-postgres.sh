#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster in a temp folder, as a non-root user, on a free loopback port,
# and prints its URL on the last line. Stop it with: scripts/test-postgres.sh stop <folder>
set -euo pipefail

if [ "${1:-}" = "stop" ]; then
  dir="$2"
  owner=$(stat -c %U "$dir")
  runuser -u "$owner" -- "$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)/pg_ctl" -D "$dir/data" stop -m fast >/dev/null
  rm -rf "$dir"
  exit 0
fi

pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$pgbin" ] || { echo "no PostgreSQL binaries under /usr/lib/postgresql" >&2; exit 1; }

owner=postgres
if ! id "$owner" >/dev/null 2>&1; then
  owner=ripple-pg
  id "$owner" >/dev/null 2>&1 || useradd --system --no-create-home "$owner"
fi
if [ "$(id -u)" != "0" ]; then owner=$(id -un); fi

dir=$(mktemp -d /tmp/ripple-pg.XXXXXX)
chmod 755 "$dir"
[ "$(id -u)" = "0" ] && chown "$owner" "$dir"
as_owner() { if [ "$(id -u)" = "0" ]; then runuser -u "$owner" -- "$@"; else "$@"; fi; }

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
as_owner "$pgbin/initdb" -D "$dir/data" -U ripple --auth=trust --encoding=UTF8 --no-instructions >"$dir/initdb.log"
as_owner "$pgbin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null
echo "PGDIR=$dir"
echo "postgres://ripple@127.0.0.1:$port/postgres"
